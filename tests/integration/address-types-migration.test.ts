/**
 * The migration that checks address types, run over a database that holds types as they were
 * typed (French names, any case, unknown words): names of the known types become their codes, any
 * other word DELIVERY (how the order types treated it), and the constraint then refuses anything
 * else. PGlite only: plain SQL that both engines run alike.
 */
import { expect, it } from 'vitest';
import { withDatabaseBefore } from '../support/migration-before';

it('turns the known types’ names into their codes, any other word into DELIVERY, then refuses other values', async () => {
  await withDatabaseBefore('_address-types', async (client, migrateRest) => {
    await client.query(`INSERT INTO countries (iso2, country_name_en, country_name_fr) VALUES ('FR', 'France', 'France') ON CONFLICT DO NOTHING`);
    const idUser = (
      await client.query<{ id: string }>(`INSERT INTO users (email, first_name, last_name) VALUES ('typed@x.example', 'Anne', 'Petit') RETURNING id_user AS id`)
    ).rows[0].id;
    const typed = ['Entrepôt', 'ENTREPÔT', ' livraison ', 'Delivery', 'box', 'WAREHOUSE', 'Bureau', null];
    for (const [i, type] of typed.entries())
      await client.query(
        `INSERT INTO address_book_addresses (id_user, address_name, address_type, address1, zip_code, city, country_iso2) VALUES ($1, $2, $3, '1 rue', '75001', 'Paris', 'FR')`,
        [idUser, `A${i}`, type],
      );

    await migrateRest();

    const rows = await client.query<{ name: string; type: string | null }>(
      'SELECT address_name AS name, address_type AS type FROM address_book_addresses ORDER BY address_name',
    );
    expect(rows.rows.map((r) => r.type)).toEqual(['WAREHOUSE', 'WAREHOUSE', 'DELIVERY', 'DELIVERY', 'BOX', 'WAREHOUSE', 'DELIVERY', null]);
    await expect(
      client.query(
        `INSERT INTO address_book_addresses (id_user, address_name, address_type, address1, zip_code, city, country_iso2) VALUES ($1, 'X', 'Bureau', '1 rue', '75001', 'Paris', 'FR')`,
        [idUser],
      ),
    ).rejects.toThrow(/address_book_addresses_type_check/);
  });
});
