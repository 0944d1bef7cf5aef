/**
 * The read of an operations document's status history (shared/operations/common/status-history.ts):
 * one table for the four kinds, kept by the trigger of migration 0043. The caller reaches the
 * history exactly as they reach the document's own read: an order of an account by the account's
 * permission (checkReach), a box's order by the box's reach and the order being in that box; what
 * they cannot reach answers like a missing record (403, 404 for holders of every account).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StatusHistoryKind } from '../../../shared/operations/common/status-history';
import type { statusHistoryAnswer } from '../../../shared/operations/common/status-history';
import type { ActionKind } from '../../../shared/registry/route-kinds';
import type { Subject } from '../../../shared/permissions';
import type { z } from 'zod';
import type { Tx } from '../../db';
import { documentStatusChanges } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ActionBinding, KindContext } from '../../registry/route-kinds';
import { reachBox } from './box-reach';
import { checkReach } from './orders';

/** The statuses a document took, oldest first (ties in the order recorded). */
export async function statusHistoryOf(tx: Tx, documentKind: StatusHistoryKind, idDocument: string): Promise<z.infer<typeof statusHistoryAnswer>> {
  const rows = await tx
    .select({ statusCode: documentStatusChanges.statusCode, changedAt: documentStatusChanges.changedAt })
    .from(documentStatusChanges)
    .where(and(eq(documentStatusChanges.documentKind, documentKind), eq(documentStatusChanges.idDocument, idDocument)))
    .orderBy(asc(documentStatusChanges.changedAt), asc(documentStatusChanges.idDocumentStatusChange));
  return { statusChanges: rows.map((r) => ({ statusCode: r.statusCode, changedAt: r.changedAt.toISOString() })) };
}

type HistoryKind = ActionKind<z.ZodObject, typeof statusHistoryAnswer>;

/** Throws the refusal when the caller may not read the document the path names. */
type Reach = (tx: Tx, context: KindContext) => Promise<void>;

const historyBinding = <K extends HistoryKind>(kind: K, documentKind: StatusHistoryKind, reach: Reach): ActionBinding<K> => ({
  kind,
  run: async (tx, context) => {
    await reach(tx, context);
    // K's answer is the history's answer (HistoryKind); TypeScript cannot see it through the generic.
    return (await statusHistoryOf(tx, documentKind, context.params.id)) as z.infer<K['answer']>;
  },
});

/** An order of an account (supplier and work orders): View on its account. */
export const accountOrderHistory = <K extends HistoryKind>(
  kind: K,
  documentKind: StatusHistoryKind,
  order: { table: PgTable; id: PgColumn; account: PgColumn; subject: Subject },
) =>
  historyBinding(kind, documentKind, async (tx, { request, params }) => {
    const [row] = await tx.select({ idClientAccount: order.account }).from(order.table).where(eq(order.id, params.id));
    checkReach(request, order.subject, 'View', row?.idClientAccount as string | undefined);
  });

/** An order of a box (inbound and outbound orders): the box reached for View, and the order in it. */
export const boxOrderHistory = <K extends HistoryKind>(
  kind: K,
  documentKind: StatusHistoryKind,
  order: { table: PgTable; id: PgColumn; box: PgColumn; subject: Subject },
) =>
  historyBinding(kind, documentKind, async (tx, { request, params, all }) => {
    await reachBox(tx, request, order.subject, 'View', params.idBox);
    const [row] = await tx
      .select({ id: order.id })
      .from(order.table)
      .where(and(eq(order.id, params.id), eq(order.box, params.idBox)));
    if (!row) throw all ? notFound() : forbidden();
  });
