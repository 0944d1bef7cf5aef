/**
 * The migrations that give order lines what they hold and open the stock ledger, run over a
 * database that already has stock and orders: open orders hold what they wait for (oldest first,
 * as far as the stock line's reservation covers it), backorders and finished orders hold nothing,
 * and each stock line gets one opening move so its moves add up to it. PGlite only: plain SQL that
 * both engines run alike.
 */
import { expect, it } from 'vitest';
import { firstId, insertAccountWithWarehouse, withDatabaseBefore } from '../support/migration-before';

it('order lines hold what open orders wait for, backorders nothing, and every stock line opens the ledger', async () => {
  await withDatabaseBefore('_stock-ledger', async (client, migrateRest) => {
    const one = (sql: string, params: unknown[] = []) => firstId(client, sql, params);
    const { account, warehouse } = await insertAccountWithWarehouse(client);
    await client.query(`INSERT INTO culture_languages (culture_language_code, name, display_position) VALUES ('en', 'English', 1) ON CONFLICT DO NOTHING`);
    const user = await one(`INSERT INTO users (email, first_name, last_name) VALUES ('tom@example.com', 'Tom', 'Baker') RETURNING id_user AS id`);
    const product = (sku: string) =>
      one(`INSERT INTO products (id_client_account, type, product_name, sku) VALUES ($1, 'SIMPLE', $2, $2) RETURNING id_product AS id`, [account, sku]);
    const [lamp, candle, empty] = [await product('LAMP'), await product('CANDLE'), await product('EMPTY')];
    const stock = (idProduct: string, physical: number, reserved: number) =>
      client.query(
        `INSERT INTO product_stocks (id_product, id_warehouse, id_client_account, physical_quantity, reserved_quantity) VALUES ($1, $2, $3, $4, $5)`,
        [idProduct, warehouse, account, physical, reserved],
      );
    // The lamp's 25 reserved cover its two open orders (10 + 8) and 7 held outside them; the candle's 3 cover only part of its open order.
    await stock(lamp, 215, 25);
    await stock(candle, 10, 3);
    await stock(empty, 0, 0);
    let number = 0;
    const order = async (statusCode: number, daysAgo: number, lines: [string, number, number?][]) => {
      const idOrder = await one(
        `INSERT INTO customer_orders (id_client_account, id_user, order_number, status_code, order_date) VALUES ($1, $2, $3, $4, now() - make_interval(days => $5)) RETURNING id_customer_order AS id`,
        [account, user, `AAA-${++number}`, statusCode, daysAgo],
      );
      const idDelivery = await one(
        `INSERT INTO customer_order_deliveries (id_customer_order, id_warehouse, delivery_address1, delivery_address_zip_code, delivery_address_city, delivery_address_country_iso2)
         VALUES ($1, $2, '1 rue', '69002', 'Lyon', 'FR') RETURNING id_customer_order_delivery AS id`,
        [idOrder, warehouse],
      );
      const ids: string[] = [];
      for (const [n, [idProduct, ordered, delivered]] of lines.entries())
        ids.push(
          await one(
            `INSERT INTO customer_order_delivery_products (id_customer_order_delivery, line_number, id_product, ordered_quantity, delivered_quantity, product_name, sku)
             VALUES ($1, $2, $3, $4, $5, 'x', 'x') RETURNING id_customer_order_delivery_product AS id`,
            [idDelivery, n + 1, idProduct, ordered, delivered ?? 0],
          ),
        );
      return ids;
    };
    await client.query(`INSERT INTO countries (iso2, country_name_en, country_name_fr) VALUES ('FR', 'France', 'France') ON CONFLICT DO NOTHING`);
    const open = await order(1, 3, [
      [lamp, 10],
      [candle, 5, 1],
    ]);
    const inPreparation = await order(30, 2, [[lamp, 8]]);
    const backorder = await order(-10, 1, [[lamp, 240]]);
    const cancelled = await order(0, 5, [[lamp, 4]]);
    const delivered = await order(70, 9, [[lamp, 6, 6]]);

    await migrateRest();

    const held = async (id: string) =>
      (
        await client.query<{ n: number }>('SELECT reserved_quantity AS n FROM customer_order_delivery_products WHERE id_customer_order_delivery_product = $1', [
          id,
        ])
      ).rows[0].n;
    expect(await held(open[0])).toBe(10);
    // The candle's line waits for 4 and its stock line has only 3 reserved.
    expect(await held(open[1])).toBe(3);
    expect(await held(inPreparation[0])).toBe(8);
    expect(await held(backorder[0])).toBe(0);
    expect(await held(cancelled[0])).toBe(0);
    expect(await held(delivered[0])).toBe(0);

    const moves = await client.query<{ id_product: string; physical_delta: number; reserved_delta: number; cause: string }>(
      'SELECT id_product, physical_delta, reserved_delta, cause FROM stock_movements ORDER BY physical_delta DESC',
    );
    expect(moves.rows).toEqual([
      { id_product: lamp, physical_delta: 215, reserved_delta: 25, cause: 'opening' },
      { id_product: candle, physical_delta: 10, reserved_delta: 3, cause: 'opening' },
    ]);
  });
});
