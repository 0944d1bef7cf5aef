/** How the portal writes values on screen, by Intl in the reader's language (no date library: it loads with the first screen). */
export const DEFAULT_CURRENCY_SYMBOL = '€';
export { PAGE_TITLE_SUFFIX, pageTitle } from './page-title';
/** How a person's name is written, on screen and in mail: first name then last name, no stray space when one is missing. */
export const fullName = (person: { firstName?: string | null; lastName?: string | null }) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** The order people are listed in: by last name, then first name. */
export const byName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** The nil UUID: an image id that points at nothing. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The Intl locale of a portal language: French as in France, English with day-first dates (the spec's dd/mm/yyyy). */
export const intlLocale = (language: string | null | undefined) => (language?.toLowerCase().startsWith('fr') ? 'fr-FR' : 'en-GB');

const numberFormats = new Map<string, Intl.NumberFormat>();
const amountFormat = (language: string | null | undefined) => {
  const locale = intlLocale(language);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return format;
};

/**
 * The one way a price is written on screen: the amount in the reader's language (its thousands
 * separator and decimal mark, two decimals: "42,900.00" / "42 900,00"), and the currency symbol by
 * the spec's rule: '$' before the amount ($12.50), every other symbol after it with a
 * non-breaking space (12.50 €), the euro when the account names none. Nothing for a missing amount.
 */
export function formatMoney(amount: number | null | undefined, language: string | null | undefined, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const digits = amountFormat(language).format(Math.abs(amount));
  return symbol === '$' ? `${sign}$${digits}` : `${sign}${digits}\u00a0${symbol}`;
}

type DateValue = string | Date | null | undefined;

/** An ISO 8601 date and time, with or without its offset (as the API writes instants). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string | null | undefined, withTime: boolean, timeZone: string | undefined) {
  const key = `${intlLocale(language)} ${withTime} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    format = new Intl.DateTimeFormat(
      intlLocale(language),
      withTime ? { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } : { ...day, timeZone },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/** The instant to write and the zone to write it in: a bare date is a calendar day, the same in every zone. */
function instantOf(value: DateValue, zone: string | undefined): { date: Date; zone: string | undefined } | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, zone: 'UTC' };
  }
  const date = value instanceof Date ? value : ISO_MOMENT.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? { date, zone } : null;
}

/**
 * The one way a screen writes a day: Intl's short numeric date of the reader's language
 * ("26/11/2026" in both English and French), in the viewer's zone (or `zone`). '' when missing.
 */
export function formatDay(value: DateValue, language: string | null | undefined, zone?: string): string {
  const instant = instantOf(value, zone);
  return instant ? dateFormat(language, false, instant.zone).format(instant.date) : '';
}

/**
 * The pattern (luxon's tokens) a day is typed in, taken from `formatDay`'s own Intl format, so a
 * date field reads and writes days as every screen shows them: 'dd/MM/yyyy' in both languages.
 */
export function dayInputPattern(language: string | null | undefined): string {
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'dd', month: 'MM', year: 'yyyy' };
  return dateFormat(language, false, 'UTC')
    .formatToParts(new Date(Date.UTC(2026, 10, 26)))
    .map((part) => tokens[part.type] ?? part.value)
    .join('');
}

/** A day and its time to the minute (lists never show seconds): "26/11/2026, 14:05" / "26/11/2026 14:05". */
export function formatMoment(value: DateValue, language: string | null | undefined, zone?: string): string {
  const instant = instantOf(value, zone);
  return instant ? dateFormat(language, true, instant.zone).format(instant.date) : '';
}

/** A month ('2026-07') in the reader's language: 'Jul 26' / 'juil. 26' short, 'July 2026' / 'juillet 2026' long; '' when not a month. */
export function formatMonth(month: string, language: string | null | undefined, length: 'short' | 'long'): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return '';
  const options = length === 'short' ? ({ month: 'short', year: '2-digit' } as const) : ({ month: 'long', year: 'numeric' } as const);
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A count in the reader's language ("5,000" / "5 000"). */
export const formatCount = (value: number, language: string | null | undefined) => new Intl.NumberFormat(intlLocale(language)).format(value);

/** An amount as a price field shows it to be typed again: two decimals, the language's decimal mark, no grouping (12,90 / 12.90). */
export const formatAmountInput = (value: number, language: string | null | undefined) =>
  new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value);

/** A typed amount: "12,5", "12.5" and "1 234,50" are numbers; empty is null; anything else stays text, for the form's rule to refuse. */
export function readAmount(text: string): number | string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  return /^\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : text;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** 1536 -> '1.5 KB' (base 1024) or '1.5 KB' for 1500 (base 1000). Whole bytes have no decimal. */
export function formatBytes(bytes: number, base: 1024 | 1000 = 1024): string {
  if (!Number.isFinite(bytes) || bytes < base) return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))} B`;
  let unit = 0;
  let value = bytes;
  while (value >= base && unit < BYTE_UNITS.length - 1) {
    value /= base;
    unit++;
  }
  // 1023.96 KB rounds to "1024.0 KB"; show it as the next unit instead.
  if (Number(value.toFixed(1)) >= base && unit < BYTE_UNITS.length - 1) {
    value /= base;
    unit++;
  }
  return `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** First letter of up to three words of the name, upper-cased: 'Jean-Luc de la Tour' -> 'JDL'. */
export function avatarInitials(...names: (string | null | undefined)[]): string {
  return names
    .flatMap((name) => (name ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => [...word][0].toLocaleUpperCase())
    .join('');
}

export const IMAGE_TYPES = ['tif', 'bmp', 'jpeg', 'jpg', 'gif', 'png', 'eps'] as const;
export const ICON_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar', 'ppt', 'pptx'] as const;

export type DocumentPreview = { kind: 'image' } | { kind: 'icon'; icon: (typeof ICON_TYPES)[number] };

/**
 * How a document is previewed, from its type or file name ('PDF', '.pdf', 'report.pdf'):
 * images as themselves, known office types with their icon, anything else as a Word document.
 */
export function documentPreview(fileTypeOrName: string | null | undefined): DocumentPreview {
  const text = (fileTypeOrName ?? '').trim().toLowerCase();
  const type = text.includes('.') ? text.slice(text.lastIndexOf('.') + 1) : text;
  if ((IMAGE_TYPES as readonly string[]).includes(type)) return { kind: 'image' };
  if ((ICON_TYPES as readonly string[]).includes(type)) return { kind: 'icon', icon: type as (typeof ICON_TYPES)[number] };
  return { kind: 'icon', icon: 'doc' };
}

/** The image to load, or null for "show the default product image" (no id, or the nil UUID). */
export const productImageId = (idImage: string | null | undefined): string | null =>
  idImage == null || idImage.trim() === '' || idImage === NIL_UUID ? null : idImage;

/**
 * How an account is named wherever one is picked: its name and its code, so two accounts with
 * close names (or of two clients) are told apart ("Boutiques France (MLS)").
 */
export const accountLabel = (account: { accountName?: string | null; accountCode?: string | null }) =>
  account.accountCode ? `${account.accountName ?? ''} (${account.accountCode})` : (account.accountName ?? '');

/**
 * How a client role is named where one is picked: its name and where it applies, the code of
 * its one account or the words for every account ("Orderer (MLS)", "Orderer (All accounts)").
 */
export const roleLabel = (
  role: { role: string; idClientAccount?: string | null },
  codeOf: (idClientAccount: string) => string | null | undefined,
  everyAccount: string,
) => `${role.role} (${(role.idClientAccount ? codeOf(role.idClientAccount) : null) ?? everyAccount})`;

/**
 * How a group is named where one is picked: its name (unique in its account), and its state when
 * it is switched off, since a disabled group gives its members nothing ("Buyers (Disabled)").
 */
export const groupLabel = (group: { groupName: string; enabled?: boolean }, disabled: string) =>
  group.enabled === false ? `${group.groupName} (${disabled})` : group.groupName;
