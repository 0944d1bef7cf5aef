import { DateTime } from 'luxon';

export const DEFAULT_CURRENCY_SYMBOL = '€';
export const PAGE_TITLE_SUFFIX = ' | Wareport';
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

function toDateTime(value: DateValue, zone?: string): DateTime | null {
  if (value == null || value === '') return null;
  const parsed = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value, { setZone: true });
  if (!parsed.isValid) return null;
  // A bare date has no instant to convert: it is shown as written, whatever the viewer's zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return parsed;
  return zone ? parsed.setZone(zone) : parsed.toLocal();
}

/**
 * dd/mm/yyyy in the viewer's zone (or `zone`); '' for a missing or invalid value. The files' format
 * (exports, mails): a screen writes dates with `formatDay` / `formatMoment`, in its reader's language.
 */
export const formatDate = (value: DateValue, zone?: string) => toDateTime(value, zone)?.toFormat('dd/MM/yyyy') ?? '';
/** dd/mm/yyyy hh:mm:ss, 24-hour clock. */
export const formatDateTime = (value: DateValue, zone?: string) => toDateTime(value, zone)?.toFormat('dd/MM/yyyy HH:mm:ss') ?? '';

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
  const parsed = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? { date: parsed.toJSDate(), zone } : null;
}

/**
 * The one way a screen writes a day: Intl's short numeric date of the reader's language
 * ("26/11/2026" in both English and French), in the viewer's zone (or `zone`). '' when missing.
 */
export function formatDay(value: DateValue, language: string | null | undefined, zone?: string): string {
  const instant = instantOf(value, zone);
  return instant ? dateFormat(language, false, instant.zone).format(instant.date) : '';
}

/** A day and its time to the minute (lists never show seconds): "26/11/2026, 14:05" / "26/11/2026 14:05". */
export function formatMoment(value: DateValue, language: string | null | undefined, zone?: string): string {
  const instant = instantOf(value, zone);
  return instant ? dateFormat(language, true, instant.zone).format(instant.date) : '';
}

/** A count in the reader's language ("5,000" / "5 000"). */
export const formatCount = (value: number, language: string | null | undefined) => new Intl.NumberFormat(intlLocale(language)).format(value);

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

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The browser tab title: the page's own title, or else its route's words ('/admin/user/list' ->
 * 'Admin User List'), ids left out; always followed by ' | Wareport'.
 */
export function pageTitle(title: string | null | undefined, pathname: string): string {
  if (title && title.trim()) return `${title.trim()}${PAGE_TITLE_SUFFIX}`;
  const words = pathname
    .split('/')
    .filter((segment) => segment && !ID_SEGMENT.test(segment))
    .map((segment) =>
      segment
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
    );
  return words.length ? `${words.join(' ')}${PAGE_TITLE_SUFFIX}` : PAGE_TITLE_SUFFIX.replace(' | ', '');
}

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
