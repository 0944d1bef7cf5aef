/**
 * A migration's test over rows that were there before it: an embedded database migrated up to
 * (not including) the migration whose tag ends with `tagSuffix`, handed to `test` with
 * `migrateRest`, which applies that migration and every later one. PGlite only: the migrations
 * are plain SQL that both engines run alike.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrations = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

export async function withDatabaseBefore(tagSuffix: string, test: (client: PGlite, migrateRest: () => Promise<void>) => Promise<void>) {
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const target = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (target <= 0) throw new Error(`No migration after the first ends with ${tagSuffix}`);
  const before = mkdtempSync(join(tmpdir(), 'wareport-migrations-'));
  cpSync(migrations, before, { recursive: true });
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, target) }));
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: before });
    await test(client, () => migrate(db, { migrationsFolder: migrations }).then(() => undefined));
  } finally {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  }
}

/** The id a query's first row returns as `id`. */
export const firstId = async (client: PGlite, sql: string, params: unknown[] = []) => (await client.query<{ id: string }>(sql, params)).rows[0].id;

/** The rows most migration tests start from: a client, its account "AAA" and the account's warehouse "Lyon". */
export async function insertAccountWithWarehouse(client: PGlite) {
  const idClient = await firstId(client, `INSERT INTO clients (client_name) VALUES ('Lumière') RETURNING id_client AS id`);
  const account = await firstId(
    client,
    `INSERT INTO client_accounts (id_client, account_code, account_name) VALUES ($1, 'AAA', 'AAA') RETURNING id_client_account AS id`,
    [idClient],
  );
  const warehouse = await firstId(client, `INSERT INTO warehouses (warehouse_name, warehouse_type) VALUES ('Lyon', 'WAREHOUSE') RETURNING id_warehouse AS id`);
  await client.query(`INSERT INTO client_account_warehouses (id_client_account, id_warehouse) VALUES ($1, $2)`, [account, warehouse]);
  return { idClient, account, warehouse };
}
