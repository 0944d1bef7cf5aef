/**
 * The migration that makes address-book names unique within their account, run over a database
 * that already holds colliding names: it must not fail, every book keeps its addresses, the
 * oldest keeps its name and the others get a recognisable new one. PGlite only: the migration
 * is plain SQL that both engines run alike (the API's duplicate answer is tested on both).
 */
import { expect, it } from 'vitest';
import { withDatabaseBefore } from '../support/migration-before';

it('renames the younger of colliding address books (case ignored) and keeps every address', async () => {
  // The migrations as they stood before this one.
  await withDatabaseBefore('_unique-address-book-names', async (client, migrateRest) => {
    const long = 'Boutiques et dépôts de la région Auvergne-Rhône-Al'; // 50 characters
    const one = async (sql: string, params: unknown[] = []) => (await client.query<{ id: string }>(sql, params)).rows[0].id;
    const idClient = await one(`INSERT INTO clients (client_name) VALUES ('Lumière') RETURNING id_client AS id`);
    const account = (code: string) =>
      one(`INSERT INTO client_accounts (id_client, account_code, account_name) VALUES ($1, $2, $2) RETURNING id_client_account AS id`, [idClient, code]);
    const [a, b] = [await account('AAA'), await account('BBB')];
    const book = (idClientAccount: string, name: string, at: string) =>
      one(`INSERT INTO address_books (id_client_account, address_book_name, created_at) VALUES ($1, $2, $3) RETURNING id_address_book AS id`, [
        idClientAccount,
        name,
        at,
      ]);
    const oldest = await book(a, 'Magasins', '2026-01-01');
    const upper = await book(a, 'MAGASINS', '2026-02-01');
    const third = await book(a, 'magasins', '2026-03-01');
    const otherAccount = await book(b, 'Magasins', '2026-04-01');
    const longFirst = await book(a, long, '2026-01-01');
    const longSecond = await book(a, long.toUpperCase(), '2026-02-01');
    await client.query(`INSERT INTO countries (iso2, country_name_en, country_name_fr) VALUES ('FR', 'France', 'France') ON CONFLICT DO NOTHING`);
    await client.query(
      `INSERT INTO address_book_addresses (id_address_book, address_name, address1, zip_code, city, country_iso2) VALUES ($1, 'Shop', '1 rue', '75001', 'Paris', 'FR')`,
      [upper],
    );

    await migrateRest();

    const names = new Map(
      (await client.query<{ id: string; name: string }>('SELECT id_address_book AS id, address_book_name AS name FROM address_books')).rows.map((r) => [
        r.id,
        r.name,
      ]),
    );
    expect(names.get(oldest)).toBe('Magasins');
    expect(names.get(upper)).toBe(`MAGASINS (${upper.slice(0, 8)})`);
    expect(names.get(third)).toBe(`magasins (${third.slice(0, 8)})`);
    expect(names.get(otherAccount)).toBe('Magasins');
    expect(names.get(longFirst)).toBe(long);
    expect(names.get(longSecond)).toBe(`${long.toUpperCase().slice(0, 39)} (${longSecond.slice(0, 8)})`);
    expect(names.get(longSecond)).toHaveLength(50);
    expect((await client.query('SELECT 1 FROM address_book_addresses WHERE id_address_book = $1', [upper])).rows).toHaveLength(1);
    // From now on the database refuses a duplicate itself.
    await expect(book(a, 'mAgAsInS', '2026-05-01')).rejects.toMatchObject({ constraint: 'address_books_name_unique' });
  });
});
