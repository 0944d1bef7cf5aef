/**
 * What saving a quota and saving a budget quota check and store alike: the account and type a
 * write is about, the account's hierarchy model a hierarchy type needs, and the validity period
 * (validTo by the quotas' rule, quotaValidTo; validFrom the start of its day on the Paris
 * calendar, today when a new record gives none).
 */
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { QUOTA_TIME_ZONE, quotaValidTo } from '../../shared/rules/quotas';
import type { Tx } from '../db';
import { hierarchyModels } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';

interface QuotaFields {
  idClientAccount: string;
  quotaType: number;
  validPeriodType: number;
  idHierarchyModel: string | null;
}

/** A stored date as the API answers it. */
export const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export const unknownReference = (field: string) => badRequest(VALIDATION_FAILED, { [field]: GENERIC_MESSAGES.unknownReference }, 'VALIDATION');

/** The account, type and period type the write ends with (the stored ones where the body leaves them out), and the values to store. */
export const quotaWrite = (values: Record<string, unknown>, current: QuotaFields | null) => ({
  idClientAccount: String(values.idClientAccount ?? current?.idClientAccount),
  quotaType: Number(values.quotaType ?? current?.quotaType),
  periodType: Number(values.validPeriodType ?? current?.validPeriodType ?? 1),
  next: { ...values } as Record<string, unknown>,
});

/** Refuses a hierarchy model that is not one of the account's (the body's, or the stored one). */
export async function checkHierarchyModel(tx: Tx, values: Record<string, unknown>, current: QuotaFields | null, idClientAccount: string) {
  const [model] = await tx
    .select({ id: hierarchyModels.idHierarchyModel })
    .from(hierarchyModels)
    .where(
      and(
        eq(hierarchyModels.idHierarchyModel, String(values.idHierarchyModel ?? current?.idHierarchyModel)),
        eq(hierarchyModels.idClientAccount, idClientAccount),
      ),
    );
  if (!model) throw unknownReference('idHierarchyModel');
}

/** Sets the validity period in `next`: validTo by the rule of the period type, validFrom at the start of its day. */
export function setValidity(next: Record<string, unknown>, values: Record<string, unknown>, current: QuotaFields | null, periodType: number) {
  if (values.validTo !== undefined) next.validTo = new Date(quotaValidTo(String(values.validTo), periodType)!);
  if (values.validFrom) {
    const from = String(values.validFrom);
    const day = /^\d{4}-\d{2}-\d{2}$/.test(from)
      ? DateTime.fromISO(from, { zone: QUOTA_TIME_ZONE })
      : DateTime.fromISO(from, { setZone: true }).setZone(QUOTA_TIME_ZONE);
    next.validFrom = day.startOf('day').toJSDate();
  } else if (!current) next.validFrom = DateTime.now().setZone(QUOTA_TIME_ZONE).startOf('day').toJSDate();
  else delete next.validFrom;
}
