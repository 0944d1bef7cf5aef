/**
 * One statement deleting the rows a condition reaches (none, when the caller may reach none) and
 * recording one audit entry per deleted row: the registry's delete without a hook to run first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import type { AuditEntry } from '../lib/audit';

/** Answers the deleted rows' ids. */
export async function deleteAudited(db: Db, table: PgTable, idColumn: PgColumn, where: SQL | undefined, entry: AuditEntry) {
  const deleted = db.$with('deleted').as(db.delete(table).where(where).returning({ id: idColumn }));
  const audit = db.$with('audit').as(
    db.insert(auditLog).select(
      db
        // Every column, in the table's order (the defaults written out: a select has no DEFAULT).
        .select({
          idAudit: sql`gen_random_uuid()`.as('id_audit'),
          idUser: sql`${entry.idUser}::uuid`.as('id_user'),
          idUserActing: sql`${entry.idUserActing}::uuid`.as('id_user_acting'),
          idMasquerade: sql`${entry.idMasquerade}::uuid`.as('id_masquerade'),
          method: sql`${entry.method}`.as('method'),
          path: sql`${entry.path}`.as('path'),
          statusCode: sql`${entry.statusCode}::integer`.as('status_code'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(deleted),
    ),
  );
  return db.with(deleted, audit).select({ id: deleted.id }).from(deleted);
}
