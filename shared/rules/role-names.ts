import type { TranslationKey } from '../i18n/translation-keys';

/**
 * The roles every installation starts with are named in English in the data ('SystemAdmin',
 * 'Client Administrator', 'Orderer'); a screen shows them in the reader's language. A role an
 * administrator created keeps the name they gave it.
 */
export const BUILT_IN_ROLE_LABELS: Record<string, TranslationKey> = {
  SystemAdmin: 'roles.names.systemAdmin',
  'Client Administrator': 'roles.names.clientAdministrator',
  Orderer: 'roles.names.orderer',
};

/** The translation key of a built-in role's name, none for a role named by an administrator. */
export const roleNameLabel = (name: string): TranslationKey | undefined => BUILT_IN_ROLE_LABELS[name];
