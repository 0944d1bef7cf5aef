import { DateTime } from 'luxon';

export const QUOTA_TYPES = { hierarchy: 1, group: 2, user: 3 } as const;
export const QUOTA_TYPE_LABELS: Record<number, string> = {
  1: 'labels.quotaType.hierarchy',
  2: 'labels.quotaType.group',
  3: 'labels.quotaType.user',
};

export const PERIOD_TYPES = { annual: 1, custom: 4 } as const;
export const PERIOD_TYPE_LABELS: Record<number, string> = {
  1: 'labels.periodType.annual',
  4: 'labels.periodType.custom',
};

export const UNIT_TYPES = { unit: 1 } as const;
export const UNIT_TYPE_LABELS: Record<number, string> = { 1: 'labels.unitType.unit' };

/** The business calendar; the same zone as delivery dates, so a quota and an order agree on "today". */
export const QUOTA_TIME_ZONE = 'Europe/Paris';

/**
 * validTo as sent on quota creation: an annual quota ends at the start of its last day, a custom
 * one at the end of it (23:59:59.999), both on the Paris calendar. Takes 'YYYY-MM-DD' or any ISO
 * date-time (its Paris calendar day counts); other period types keep the value as given.
 * Returns an ISO date-time with offset, or null for an empty or invalid value.
 */
export function quotaValidTo(validTo: string | null | undefined, validPeriodType: number, zone = QUOTA_TIME_ZONE): string | null {
  if (!validTo) return null;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(validTo) ? DateTime.fromISO(validTo, { zone }) : DateTime.fromISO(validTo, { setZone: true }).setZone(zone);
  if (!parsed.isValid) return null;
  if (validPeriodType === PERIOD_TYPES.annual) return parsed.startOf('day').toISO();
  if (validPeriodType === PERIOD_TYPES.custom) return parsed.endOf('day').toISO();
  return parsed.toISO();
}

/** Quota menus and screens: quotas need hasQuotas, budget quotas hasBudgetQuotas. */
export const hasAnyQuota = (user: { hasQuotas?: boolean | null; hasBudgetQuotas?: boolean | null }) => Boolean(user.hasQuotas || user.hasBudgetQuotas);
