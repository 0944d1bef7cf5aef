/**
 * One statement deleting the rows a condition reaches (none, when the caller may reach none) and
 * recording one audit entry per deleted row: the registry's delete without a hook to run first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import type { AuditEntry } from '../lib/audit';

/** The audit entry's placeholders (no path placeholder, filter or scope is named so). */
const AUDIT_FIELDS = ['idUser', 'idUserActing', 'idMasquerade', 'method', 'path', 'statusCode'] as const;
const auditName = (field: (typeof AUDIT_FIELDS)[number]) => `audit_${field}`;
const entryField = (field: (typeof AUDIT_FIELDS)[number]) => sql.placeholder(auditName(field));

/** The audit entry's values by placeholder, for auditedInsert and deleteAudited. */
export const auditValues = (entry: AuditEntry) => Object.fromEntries(AUDIT_FIELDS.map((field) => [auditName(field), entry[field] ?? null]));

/** The audit entry's insert, its values as placeholders (auditValues). */
export const auditInsert = (db: Db) =>
  db.insert(auditLog).values({
    idUser: entryField('idUser'),
    idUserActing: entryField('idUserActing'),
    idMasquerade: entryField('idMasquerade'),
    method: entryField('method'),
    path: entryField('path'),
    statusCode: entryField('statusCode'),
  });

/**
 * Answers the deleted rows' ids; the audit entry's values are placeholders (auditValues), as may
 * be those of `where`: run it with their values.
 */
export function deleteAudited(db: Db, table: PgTable, idColumn: PgColumn, where: SQL | undefined) {
  const deleted = db.$with('deleted').as(db.delete(table).where(where).returning({ id: idColumn }));
  const audit = db.$with('audit').as(
    db.insert(auditLog).select(
      db
        // Every column, in the table's order (the defaults written out: a select has no DEFAULT).
        .select({
          idAudit: sql`gen_random_uuid()`.as('id_audit'),
          idUser: sql`${entryField('idUser')}::uuid`.as('id_user'),
          idUserActing: sql`${entryField('idUserActing')}::uuid`.as('id_user_acting'),
          idMasquerade: sql`${entryField('idMasquerade')}::uuid`.as('id_masquerade'),
          method: sql`${entryField('method')}::varchar`.as('method'),
          path: sql`${entryField('path')}::varchar`.as('path'),
          statusCode: sql`${entryField('statusCode')}::integer`.as('status_code'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(deleted),
    ),
  );
  return db.with(deleted, audit).select({ id: deleted.id }).from(deleted).$dynamic();
}
