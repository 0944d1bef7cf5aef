/**
 * Storage boxes (spec part 3): the codes of the lookup lists the API serves (box types, box
 * statuses, provider site statuses) and their names in the portal, the box user's period rule
 * and the box-user e-mail's templates. The spec shows none of the lists' values; these are the
 * portal's, seeded as reference data. A code the portal does not know is shown as it is stored.
 */
import type { KeysUnder } from '../i18n/translation-keys';

export const BOX_TYPE_CODES = ['STANDARD', 'CLIMATE', 'SECURE', 'OUTDOOR'] as const;
export const BOX_STATUS_CODES = ['ACTIVE', 'PREPARING', 'SUSPENDED', 'CLOSED'] as const;
export const PROVIDER_SITE_STATUS_CODES = ['ACTIVE', 'PLANNED', 'SUSPENDED', 'CLOSED'] as const;

/** A box and a site start in service. */
export const DEFAULT_BOX_STATUS = 'ACTIVE';
export const DEFAULT_SITE_STATUS = 'ACTIVE';

export const BOX_TYPE_LABELS: Readonly<Record<string, KeysUnder<'labels.boxType.'>>> = {
  STANDARD: 'labels.boxType.STANDARD',
  CLIMATE: 'labels.boxType.CLIMATE',
  SECURE: 'labels.boxType.SECURE',
  OUTDOOR: 'labels.boxType.OUTDOOR',
};
export const BOX_STATUS_LABELS: Readonly<Record<string, KeysUnder<'labels.boxStatus.'>>> = {
  ACTIVE: 'labels.boxStatus.ACTIVE',
  PREPARING: 'labels.boxStatus.PREPARING',
  SUSPENDED: 'labels.boxStatus.SUSPENDED',
  CLOSED: 'labels.boxStatus.CLOSED',
};
export const SITE_STATUS_LABELS: Readonly<Record<string, KeysUnder<'labels.siteStatus.'>>> = {
  ACTIVE: 'labels.siteStatus.ACTIVE',
  PLANNED: 'labels.siteStatus.PLANNED',
  SUSPENDED: 'labels.siteStatus.SUSPENDED',
  CLOSED: 'labels.siteStatus.CLOSED',
};

/** A lookup entry as the API answers it: shown only when `activ`, by `displayOrder` (spec part 2, section 4). */
export interface LookupEntry {
  displayOrder: number;
  activ: boolean;
}

/** The entries a picker offers: the active ones by display order, and the one already chosen even when it is not active any more. */
export const offeredEntries = <T extends LookupEntry>(entries: readonly T[], code: (entry: T) => string, chosen?: string | null): T[] =>
  entries.filter((entry) => entry.activ || code(entry) === chosen).sort((a, b) => a.displayOrder - b.displayOrder);

export const BOX_MESSAGES = {
  /** A box user's period ends before it begins. */
  endBeforeBegin: 'validation.boxUser.endBeforeBegin',
  /** A box at a site that does not exist. */
  unknownSite: 'validation.unknownReference',
} as const;

/** Is the period's end (if any) on or after its beginning? ISO dates compare as text. */
export const periodInOrder = (begin: string | null | undefined, end: string | null | undefined) => !begin || !end || end >= begin;

/** The box-user e-mail (spec part 3, section 9: templates in English and French), sent by the server when a user is added to a box or removed. */
export const BOX_USER_TEMPLATES = { added: 'box-user-added', removed: 'box-user-removed' } as const;
