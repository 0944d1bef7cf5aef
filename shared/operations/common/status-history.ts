/**
 * The status history of an operations document (not in the spec): the statuses a supplier, work,
 * inbound or outbound order took and when, oldest first, creation first. The server keeps it in
 * one table for the four kinds, written by one trigger in the changing transaction
 * (server/db/schema.ts, document_status_changes); each resource declares its read
 * (GET `{the document's path}/statushistory`, a `calls.read` beside its description), served with
 * the document's own reading rule.
 */
import { z } from 'zod';
import type { actionsOf } from '../../registry/route-kinds';

/** The documents whose status is kept: the history's key beside the document's id. */
export const STATUS_HISTORY_KINDS = ['supplierOrder', 'workOrder', 'inboundOrder', 'outboundOrder'] as const;
export type StatusHistoryKind = (typeof STATUS_HISTORY_KINDS)[number];

/** One status the document took, at what moment (ISO date and time). */
export const statusChange = z.object({ statusCode: z.number(), changedAt: z.string() });
export type StatusChange = z.infer<typeof statusChange>;

export const statusHistoryAnswer = z.object({ statusChanges: z.array(statusChange) });

/** A document's history read, declared beside its description: GET `{the document's path}/statushistory`. */
export const statusHistoryRead = (calls: ReturnType<typeof actionsOf>, name: string, documentPath: string, document: string) =>
  calls.read({
    name: `read${name}StatusHistory`,
    path: `${documentPath}/statushistory`,
    answer: statusHistoryAnswer,
    summary: `Read the status history of ${document} (oldest first, its creation first)`,
  });
