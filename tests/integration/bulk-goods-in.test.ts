/**
 * The goods-in imports: POST /stock/import (stock set or adjusted by SKU, idempotent by each line's
 * reference), POST /supplierorders/import (an order whole or not at all, natural key reference +
 * SKU) and POST /workorders/import; dry runs write nothing, bad rows fail alone with the error
 * shape's keys, and another account's warehouse, SKU or supplier is refused or unknown. A French
 * file's headers and words read through the engine as the CLI and the wizard read them.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { KINDS } from '../../shared/imports/kinds';
import { kindLabels, mapColumns } from '../../shared/imports/headers';
import { runImport } from '../../shared/imports/engine';
import { createChunkSender } from '../../shared/imports/client';
import type { Permission } from '../../shared/permissions';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { orderingFixture } from '../support/ordering';
import { createUserWithPermissions } from '../support/users';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;
const outcomes = (answer: BatchAnswer) => answer.results.map((r) => [r.row, r.outcome]);
let serial = 0;
const ref = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${serial++}`.toUpperCase();

describeEachEngine('goods-in imports (stock, supplier orders, work orders)', (ctx) => {
  let f: Fixture;
  let importer: ApiClient, noImport: ApiClient, stranger: ApiClient;
  let supplier: { idClientAccountSupplier: string; supplierName: string; supplierCode: string };
  let mls: { idClientAccount: string; idWarehouse: string; sku: string };

  const target = (extra: Record<string, unknown> = {}) => ({ idClientAccount: f.account.idClientAccount, idWarehouse: f.warehouse.idWarehouse, ...extra });
  const send = (path: string, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}, api = importer) =>
    api.request<BatchAnswer>({ method: 'POST', path, body: { ...target(extra), rows } });
  const physical = async (idProduct: string) => (await f.stock(idProduct))?.physicalQuantity ?? 0;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    const make = async (idClient: string | null, idClientAccount: string, permissions: Permission[]) =>
      clientFor(ctx().server.apiUrl, (await createUserWithPermissions(f.db, { idClient, grants: [{ idClientAccount, permissions }] })).email);
    const all = (subject: Permission['subject']) => (['View', 'Create', 'Edit', 'BulkImport'] as const).map((action) => ({ action, subject }));
    const { idClient, idClientAccount } = f.account;
    importer = await make(idClient, idClientAccount, [...all('AdminProducts'), ...all('CoreOrdersSupplierOrders'), ...all('CoreOrdersWorkOrders')]);
    noImport = await make(
      idClient,
      idClientAccount,
      [...all('AdminProducts'), ...all('CoreOrdersSupplierOrders'), ...all('CoreOrdersWorkOrders')].filter((p) => p.action !== 'BulkImport'),
    );
    const [other] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    stranger = await make(other.idClient, other.idClientAccount, [...all('AdminProducts'), ...all('CoreOrdersSupplierOrders'), ...all('CoreOrdersWorkOrders')]);
    const [row] = await f.db
      .insert(t.suppliers)
      .values({ idClientAccount, supplierName: ref('Import supplier').slice(0, 50), supplierCode: ref('SUP').slice(0, 20) })
      .returning();
    supplier = { idClientAccountSupplier: row.idClientAccountSupplier, supplierName: row.supplierName, supplierCode: row.supplierCode! };
    const [w] = await f.db
      .select({ idWarehouse: t.warehouses.idWarehouse })
      .from(t.clientAccountWarehouses)
      .innerJoin(t.warehouses, eq(t.warehouses.idWarehouse, t.clientAccountWarehouses.idWarehouse))
      .where(and(eq(t.clientAccountWarehouses.idClientAccount, other.idClientAccount), eq(t.warehouses.warehouseType, 'WAREHOUSE')));
    const [p] = await f.db
      .select()
      .from(t.products)
      .where(and(eq(t.products.idClientAccount, other.idClientAccount), eq(t.products.type, 'SIMPLE')))
      .limit(1);
    mls = { idClientAccount: other.idClientAccount, idWarehouse: w.idWarehouse, sku: p.sku };
  });

  it('stock: sets and adjusts by SKU as correction moves; a dry run writes nothing; the same file again changes nothing', async () => {
    const a = await f.product(10);
    const b = await f.product(4);
    const [r1, r2, r3] = [ref('S'), ref('S'), ref('S')];
    const rows = [
      { row: 2, reference: r1, sku: a.sku.toLowerCase(), quantity: 25, mode: 'set', reasonCode: 'inventory', comment: 'Count' },
      { row: 3, reference: r2, sku: b.sku, quantity: -1, mode: 'adjust', reasonCode: 'damaged' },
      { row: 4, reference: r3, sku: b.sku, quantity: 3, mode: 'adjust' },
    ];
    const dry = await send(BULK_PATHS.stock, rows, { dryRun: true });
    expect(outcomes(dry)).toEqual([
      [2, 'updated'],
      [3, 'updated'],
      [4, 'updated'],
    ]);
    expect([await physical(a.idProduct), await physical(b.idProduct)]).toEqual([10, 4]);
    const real = await send(BULK_PATHS.stock, rows);
    expect(outcomes(real)).toEqual(outcomes(dry));
    expect([await physical(a.idProduct), await physical(b.idProduct)]).toEqual([25, 6]);
    const moves = await f.db
      .select()
      .from(t.stockMovements)
      .where(
        inArray(
          t.stockMovements.idReference,
          real.results.map((r) => r.id!),
        ),
      );
    expect(moves.map((m) => [m.physicalDelta, m.cause]).sort()).toEqual(
      [
        [-1, 'correction'],
        [15, 'correction'],
        [3, 'correction'],
      ].sort(),
    );
    // The same file again: every reference is known, nothing moves (also after the stock changed by other means).
    await f.placeOrder([{ idProduct: a.idProduct, quantity: 2 }]);
    const again = await send(BULK_PATHS.stock, rows);
    expect(again.results.map((r) => r.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
    expect([await physical(a.idProduct), await physical(b.idProduct)]).toEqual([25, 6]);
  });

  it('stock: bad rows fail alone by field (unknown or other account’s SKU, below reserved, 0 adjustment, duplicate reference); the others pass', async () => {
    const a = await f.product(5);
    await f.placeOrder([{ idProduct: a.idProduct, quantity: 4 }]);
    const good = ref('S');
    const answer = await send(BULK_PATHS.stock, [
      { row: 2, reference: ref('S'), sku: 'NO-SUCH-SKU', quantity: 1 },
      { row: 3, reference: ref('S'), sku: mls.sku, quantity: 100 },
      { row: 4, reference: ref('S'), sku: a.sku, quantity: 3, mode: 'set' },
      { row: 5, reference: ref('S'), sku: a.sku, quantity: 0, mode: 'adjust' },
      { row: 6, reference: ref('S'), sku: a.sku, quantity: -2, mode: 'set' },
      { row: 7, reference: good, sku: a.sku, quantity: 1, mode: 'adjust' },
      { row: 8, reference: good.toLowerCase(), sku: a.sku, quantity: 1, mode: 'adjust' },
      { row: 9, reference: ref('S'), sku: a.sku, quantity: 'many' },
      { row: 10, reference: ref('S'), sku: a.sku, quantity: 1, mode: 'jump' },
    ]);
    const errors = Object.fromEntries(answer.results.map((r) => [r.row, r.outcome === 'failed' ? r.errors : r.outcome]));
    expect(errors).toEqual({
      2: { sku: 'validation.import.unknownProduct' },
      3: { sku: 'validation.import.unknownProduct' },
      4: { quantity: 'validation.import.belowReserved' },
      5: { quantity: 'validation.stock.zeroAdjustment' },
      6: { quantity: 'validation.number.notNegative' },
      7: 'updated',
      8: { reference: 'validation.import.duplicateInFile' },
      9: { quantity: 'validation.number.invalid' },
      10: { mode: 'validation.invalid' },
    });
    expect(answer.results.find((r) => r.row === 4)?.params?.quantity).toEqual({ reserved: 4 });
    expect(await physical(a.idProduct)).toBe(6);
  });

  it('supplier orders: whole orders, natural key reference + SKU, dry run, re-run skipped, other lines refused', async () => {
    const [a, b, c] = [await f.product(0), await f.product(0), await f.product(0)];
    const [o1, o2] = [ref('SO'), ref('SO')];
    const order = (row: number, orderReference: string, sku: string, quantity: number, extra: Record<string, unknown> = {}) => ({
      row,
      orderReference,
      supplier: supplier.supplierName.toUpperCase(),
      sku,
      quantity,
      priority: 'Urgent',
      expectedDate: '2030-03-04',
      ...extra,
    });
    const rows = [
      order(2, o1, a.sku, 5),
      order(3, o1, b.sku, 2),
      order(4, o2, c.sku, 7, { supplier: supplier.supplierCode.toLowerCase(), orderType: 'Return', priority: null, expectedDate: null }),
    ];
    const dry = await send(BULK_PATHS.supplierOrders, rows, { dryRun: true });
    expect(dry.results.map((r) => r.outcome)).toEqual(['created', 'created', 'created']);
    expect(
      await f.db
        .select()
        .from(t.supplierOrders)
        .where(inArray(t.supplierOrders.orderReference, [o1, o2])),
    ).toEqual([]);
    const real = await send(BULK_PATHS.supplierOrders, rows);
    expect(real.results.map((r) => r.outcome)).toEqual(['created', 'created', 'created']);
    expect(real.results[0].id).toBe(real.results[1].id);
    const stored = await f.db
      .select()
      .from(t.supplierOrders)
      .where(inArray(t.supplierOrders.orderReference, [o1, o2]));
    const first = stored.find((s) => s.orderReference === o1)!;
    expect(first).toMatchObject({ priority: 'Urgent', expectedDate: '2030-03-04', orderType: 'Supplier', status: 1, idWarehouse: f.warehouse.idWarehouse });
    expect(stored.find((s) => s.orderReference === o2)).toMatchObject({
      orderType: 'Return',
      priority: 'Normal',
      idClientAccountSupplier: supplier.idClientAccountSupplier,
    });
    const lines = await f.db.select().from(t.supplierOrderLines).where(eq(t.supplierOrderLines.idSupplierOrder, first.idSupplierOrder));
    expect(lines.map((l) => l.orderedQuantity).sort()).toEqual([2, 5]);
    // The same file again creates nothing; the same reference with other lines fails the whole order.
    expect((await send(BULK_PATHS.supplierOrders, rows)).results.map((r) => r.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
    const changed = await send(BULK_PATHS.supplierOrders, [order(2, o1.toLowerCase(), a.sku, 6), order(3, o1, b.sku, 2)]);
    expect(changed.results.map((r) => [r.outcome, r.errors])).toEqual([
      ['failed', { orderReference: 'validation.import.orderExists' }],
      ['failed', { '': 'validation.import.orderLineFailed' }],
    ]);
    expect(await f.db.select().from(t.supplierOrderLines).where(eq(t.supplierOrderLines.idSupplierOrder, first.idSupplierOrder))).toHaveLength(2);
  });

  it('supplier orders: one bad line fails its whole order and only it; each rule by field', async () => {
    const [a, b] = [await f.product(0), await f.product(0)];
    const [bad, good, mixed, ret, other] = [ref('SO'), ref('SO'), ref('SO'), ref('SO'), ref('SO')];
    const row = (n: number, orderReference: string, sku: string, extra: Record<string, unknown> = {}) => ({
      row: n,
      orderReference,
      supplier: supplier.supplierName,
      sku,
      quantity: 1,
      ...extra,
    });
    const answer = await send(BULK_PATHS.supplierOrders, [
      row(2, bad, a.sku),
      row(3, bad, 'NO-SUCH-SKU'),
      row(4, good, a.sku),
      row(5, mixed, a.sku),
      row(6, mixed, b.sku, { priority: 'Low' }),
      row(7, ret, a.sku, { orderType: 'Return', kittingType: 'KitAssembly' }),
      row(8, other, mls.sku, { supplier: 'Nobody' }),
      row(9, good, b.sku, { quantity: 0 }),
      row(10, ref('SO'), a.sku, { expectedDate: '31/02/2030' }),
    ]);
    const by = Object.fromEntries(answer.results.map((r) => [r.row, r.outcome === 'failed' ? r.errors : r.outcome]));
    expect(by).toEqual({
      2: { '': 'validation.import.orderLineFailed' },
      3: { sku: 'validation.import.unknownProduct' },
      4: { '': 'validation.import.orderLineFailed' },
      5: { '': 'validation.import.orderLineFailed' },
      6: { priority: 'validation.import.sameOnEveryLine' },
      7: { kittingType: 'validation.invalid' },
      8: { supplier: 'validation.import.unknownSupplier' },
      9: { quantity: 'validation.quantity.positiveWhole' },
      10: { expectedDate: expect.any(String) },
    });
    expect(
      await f.db
        .select()
        .from(t.supplierOrders)
        .where(inArray(t.supplierOrders.orderReference, [bad, good, mixed, ret, other])),
    ).toEqual([]);
  });

  it('work orders: created open for a kit by SKU; re-run skipped; another kit under the same reference refused; unknown kit by field', async () => {
    const [kit] = await f.db.select().from(t.kits).where(eq(t.kits.idClientAccount, f.account.idClientAccount)).limit(1);
    const [w1, w2] = [ref('WO'), ref('WO')];
    const rows = [
      { row: 2, orderReference: w1, kitSku: kit.sku.toLowerCase(), quantity: 3, priority: 'High', dueDate: '15/06/2030' },
      { row: 3, orderReference: w2, kitSku: 'NO-SUCH-KIT', quantity: 1 },
      { row: 4, orderReference: ref('WO'), kitSku: kit.sku, quantity: -1 },
    ];
    const answer = await send(BULK_PATHS.workOrders, rows);
    expect(answer.results.map((r) => [r.outcome, r.errors])).toEqual([
      ['created', undefined],
      ['failed', { kitSku: 'validation.import.unknownKit' }],
      ['failed', { quantity: 'validation.quantity.positiveWhole' }],
    ]);
    const [stored] = await f.db.select().from(t.workOrders).where(eq(t.workOrders.orderReference, w1));
    expect(stored).toMatchObject({ status: 1, quantity: 3, idKit: kit.idKit, idWarehouse: f.warehouse.idWarehouse });
    expect((await send(BULK_PATHS.workOrders, [rows[0]])).results[0].outcome).toBe('skipped');
    const other = await send(BULK_PATHS.workOrders, [{ ...rows[0], quantity: 4 }]);
    expect(other.results[0].errors).toEqual({ orderReference: 'validation.import.workOrderExists' });
  });

  /** A warehouse of type BOX linked to the fixture's account. */
  const accountBox = async () => {
    const [box] = await f.db
      .insert(t.warehouses)
      .values({ warehouseName: ref('Box'), warehouseType: 'BOX' })
      .returning();
    await f.db.insert(t.clientAccountWarehouses).values({ idClientAccount: f.account.idClientAccount, idWarehouse: box.idWarehouse });
    return box.idWarehouse;
  };

  it('refuses callers without BulkImport on the kind in the account, another account’s warehouse, and bad bodies with the error shape', async () => {
    const a = await f.product(5);
    const stockRow = [{ row: 2, reference: ref('S'), sku: a.sku, quantity: 50 }];
    const box = await accountBox();
    for (const path of [BULK_PATHS.stock, BULK_PATHS.supplierOrders, BULK_PATHS.workOrders]) {
      expect((await failure(send(path, stockRow, {}, noImport))).status).toBe(403);
      expect((await failure(send(path, stockRow, {}, stranger))).status).toBe(403);
      const foreign = await failure(send(path, stockRow, { idWarehouse: mls.idWarehouse }));
      expect([foreign.status, foreign.errors.idWarehouse]).toEqual([400, 'validation.unknownReference']);
      // Goods come into a warehouse: a box of the account's own is no target.
      const intoBox = await failure(send(path, stockRow, { idWarehouse: box }));
      expect([intoBox.status, intoBox.errors.idWarehouse]).toEqual([400, 'validation.unknownReference']);
      const empty = await failure(send(path, []));
      expect(empty.status).toBe(400);
      expect(empty.code).toBe('VALIDATION');
      const noRow = await failure(importer.request({ method: 'POST', path, body: { ...target(), rows: [{ reference: 'x' }] } }));
      expect(noRow.status).toBe(400);
    }
    expect(await physical(a.idProduct)).toBe(5);
  });

  it('reads a French file’s headers and words through the engine, as the CLI and the wizard do', async () => {
    const a = await f.product(0);
    const labels = kindLabels(
      KINDS['supplier-orders'],
      ['en', 'fr'],
      (lang, key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang === 'fr' ? fr : en) as string | undefined,
    );
    const headers = ['Référence de commande', 'Fournisseur', 'SKU', 'Quantité', 'Type de commande', 'Priorité', 'Date attendue', 'Type de kitting'];
    const kind = KINDS['supplier-orders'];
    const mapped = mapColumns(headers, kind, labels, {});
    expect(mapped.problems).toEqual([]);
    const reference = ref('FR');
    const report = await runImport({
      kind,
      headers,
      rows: [{ row: 2, cells: [reference, supplier.supplierName, a.sku, '12', 'Fournisseur', 'Très basse', '05/07/2030', 'Aucun'] }],
      mapping: mapped.mapping,
      dryRun: false,
      allOrNothing: false,
      send: createChunkSender(importer, 'supplier-orders', { idClientAccount: f.account.idClientAccount, idWarehouse: f.warehouse.idWarehouse }),
    });
    expect(report.counts).toMatchObject({ created: 1, failed: 0 });
    const [stored] = await f.db.select().from(t.supplierOrders).where(eq(t.supplierOrders.orderReference, reference));
    expect(stored).toMatchObject({ orderType: 'Supplier', priority: 'VeryLow', expectedDate: '2030-07-05', kittingType: null });
  });
});
