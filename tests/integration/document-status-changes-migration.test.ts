/**
 * The migration that keeps the operations orders' status history, run over a database that
 * already has orders: each gets its creation (status 1, at its creation time) and, when it had
 * moved on, its present status at the last moment known to touch it (its last stock move, a work
 * order's completion), or at its creation when nothing says more. PGlite only: plain SQL that both
 * engines run alike (the trigger itself is checked on both in goods-in and box-documents).
 */
import { expect, it } from 'vitest';
import { firstId, insertAccountWithWarehouse, withDatabaseBefore } from '../support/migration-before';

it('gives the orders already there their creation first, then their present status when they moved on', async () => {
  await withDatabaseBefore('_document-status-changes-trigger', async (client, migrateRest) => {
    const one = (sql: string, params: unknown[] = []) => firstId(client, sql, params);
    const { account, warehouse } = await insertAccountWithWarehouse(client);
    const supplier = await one(`INSERT INTO suppliers (id_client_account, supplier_name) VALUES ($1, 'Verrerie') RETURNING id_client_account_supplier AS id`, [
      account,
    ]);
    const product = await one(
      `INSERT INTO products (id_client_account, type, product_name, sku) VALUES ($1, 'SIMPLE', 'Vase', 'VASE') RETURNING id_product AS id`,
      [account],
    );
    await client.query(`INSERT INTO product_stocks (id_product, id_warehouse, id_client_account) VALUES ($1, $2, $3)`, [product, warehouse, account]);
    const order = (reference: string, status: number) =>
      one(
        `INSERT INTO supplier_orders (id_client_account, id_warehouse, id_client_account_supplier, order_reference, status, created_at)
         VALUES ($1, $2, $3, $4, $5, '2026-03-01T08:00:00Z') RETURNING id_supplier_order AS id`,
        [account, warehouse, supplier, reference, status],
      );
    const open = await order('PO-1', 1);
    const received = await order('PO-2', 50);
    const cancelled = await order('PO-3', 0);
    await client.query(
      `INSERT INTO stock_movements (id_warehouse, id_product, id_client_account, physical_delta, reserved_delta, cause, id_reference, moved_at)
       VALUES ($1, $2, $3, 4, 0, 'receipt', $4, '2026-03-02T10:00:00Z'), ($1, $2, $3, 2, 0, 'receipt', $4, '2026-03-05T15:30:00Z')`,
      [warehouse, product, account, received],
    );
    const kit = await one(`INSERT INTO kits (id_client_account, kit_name, sku) VALUES ($1, 'Coffret', 'KIT') RETURNING id_kit AS id`, [account]);
    const completed = await one(
      `INSERT INTO work_orders (id_client_account, id_warehouse, id_kit, order_reference, quantity, status, completed_at, created_at)
       VALUES ($1, $2, $3, 'WO-1', 2, 40, '2026-03-04T09:00:00Z', '2026-03-01T08:00:00Z') RETURNING id_work_order AS id`,
      [account, warehouse, kit],
    );

    await migrateRest();

    const story = async (id: string) =>
      (
        await client.query<{ kind: string; code: number; at: Date }>(
          `SELECT document_kind AS kind, status_code AS code, changed_at AS at FROM document_status_changes
           WHERE id_document = $1 ORDER BY changed_at, id_document_status_change`,
          [id],
        )
      ).rows.map((r) => `${r.kind} ${r.code} ${r.at.toISOString()}`);
    const created = '2026-03-01T08:00:00.000Z';
    expect(await story(open)).toEqual([`supplierOrder 1 ${created}`]);
    expect(await story(received)).toEqual([`supplierOrder 1 ${created}`, 'supplierOrder 50 2026-03-05T15:30:00.000Z']);
    expect(await story(cancelled)).toEqual([`supplierOrder 1 ${created}`, `supplierOrder 0 ${created}`]);
    expect(await story(completed)).toEqual([`workOrder 1 ${created}`, 'workOrder 40 2026-03-04T09:00:00.000Z']);
    // From now on the trigger keeps it: a change adds its moment, a delete takes the story away.
    await client.query(`UPDATE supplier_orders SET status = 0 WHERE id_supplier_order = $1`, [open]);
    expect((await story(open)).map((s) => s.split(' ')[1])).toEqual(['1', '0']);
    await client.query(`DELETE FROM supplier_orders WHERE id_supplier_order = $1`, [open]);
    expect(await story(open)).toEqual([]);
  });
});
