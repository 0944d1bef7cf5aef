import type { TranslationKey } from '../i18n/translation-keys';
import { DateTime } from 'luxon';
import { calendarDayIn } from './date-input';

export const QUOTA_TYPES = { hierarchy: 1, group: 2, user: 3 } as const;
export const QUOTA_TYPE_LABELS: Record<number, TranslationKey> = {
  1: 'labels.quotaType.hierarchy',
  2: 'labels.quotaType.group',
  3: 'labels.quotaType.user',
};

export const PERIOD_TYPES = { annual: 1, custom: 4 } as const;
export const PERIOD_TYPE_LABELS: Record<number, TranslationKey> = {
  1: 'labels.periodType.annual',
  4: 'labels.periodType.custom',
};

export const UNIT_TYPES = { unit: 1 } as const;
export const UNIT_TYPE_LABELS: Record<number, TranslationKey> = { 1: 'labels.unitType.unit' };

/** The business calendar; the same zone as delivery dates, so a quota and an order agree on "today". */
export const QUOTA_TIME_ZONE = 'Europe/Paris';

/** A quota's or budget's validity runs forward: its first day is not after its last, both on the Paris calendar. */
export const validityInOrder = (validFrom: string | null | undefined, validTo: string | null | undefined) =>
  !validFrom || !validTo || calendarDayIn(validFrom, QUOTA_TIME_ZONE) <= calendarDayIn(validTo, QUOTA_TIME_ZONE);

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

export const QUOTA_STATUSES = { active: 1, utilized: 2, expired: 3, inactive: 4 } as const;
export const QUOTA_STATUS_LABELS: Record<number, TranslationKey> = {
  1: 'labels.quotaStatus.active',
  2: 'labels.quotaStatus.utilized',
  3: 'labels.quotaStatus.expired',
  4: 'labels.quotaStatus.inactive',
};

export const QUOTA_MESSAGES = {
  /** An order would take more than the quota leaves: names the product and what remains. */
  exceeded: 'validation.quota.exceeded',
  target: 'validation.quota.target',
  dates: 'validation.quota.dates',
} as const;

interface QuotaFigures {
  enabled: boolean;
  quota: number;
  quotaUsed: number;
  validFrom?: string | Date | null;
  validTo: string | Date | null;
}

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * A quota's status: Inactive when disabled, Expired once its validTo has passed, Utilized when
 * its units are all used, else Active (also before its period starts: it is planned).
 */
export function quotaStatus(q: QuotaFigures, now: Date = new Date()): number {
  if (!q.enabled) return QUOTA_STATUSES.inactive;
  if (q.validTo != null && time(q.validTo) < now.getTime()) return QUOTA_STATUSES.expired;
  if (q.quotaUsed >= q.quota) return QUOTA_STATUSES.utilized;
  return QUOTA_STATUSES.active;
}

/** What a quota still allows (never below zero: a quota lowered under its use allows nothing). */
export const quotaRemaining = (q: Pick<QuotaFigures, 'quota' | 'quotaUsed'>) => Math.max(0, q.quota - q.quotaUsed);

/** A quota in force at `now`: enabled and within its period. */
export const quotaApplies = (q: QuotaFigures, now: Date = new Date()) =>
  q.enabled && (q.validFrom == null || time(q.validFrom) <= now.getTime()) && (q.validTo == null || time(q.validTo) >= now.getTime());

/**
 * Which of the quotas covering an orderer for a product counts: the one of first priority (1
 * before 2), then the most specific (personal before group before hierarchy), then the oldest. One
 * quota per product and orderer is consumed and enforced, so a personal quota can give one person
 * more (or less) than the group's.
 */
export function governingQuota<Q extends { priority: number; quotaType: number; idQuota: string; createdAt?: string | Date | null }>(
  candidates: readonly Q[],
): Q | null {
  const order = (q: Q) => [q.priority, -q.quotaType, q.createdAt ? time(q.createdAt) : 0] as const;
  return (
    [...candidates].sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.idQuota.localeCompare(b.idQuota);
    })[0] ?? null
  );
}

/** What an order line holds of its quota after its quantity changes: a raise takes the difference; a cut gives back first what the line took beyond the new quantity. */
export const consumedAfterEdit = (consumed: number, ordered: number, newOrdered: number) =>
  newOrdered >= ordered ? consumed + newOrdered - ordered : Math.min(consumed, newOrdered);
