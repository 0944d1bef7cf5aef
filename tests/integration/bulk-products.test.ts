import { beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, products } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

const outcomes = (answer: BatchAnswer) => answer.results.map((r) => [r.row, r.outcome]);
const product = (row: number, sku: string, extra: Record<string, unknown> = {}) => ({ row, sku, type: 'SIMPLE', productName: `Produit ${sku}`, ...extra });

describeEachEngine('product imports (POST /products/import)', (ctx) => {
  let claire: ApiClient;
  let tom: ApiClient;
  let stores: string;
  let outdoor: string;
  const db = () => ctx().server.database.db;
  const inAccount = (idClientAccount: string, skus: string[]) =>
    db()
      .select()
      .from(products)
      .where(and(eq(products.idClientAccount, idClientAccount), inArray(products.sku, skus)));
  const importProducts = (api: ApiClient, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    api.request<BatchAnswer>({ method: 'POST', path: BULK_PATHS.products, body: { idClientAccount: stores, rows, ...extra } });

  beforeAll(async () => {
    [claire, tom] = await Promise.all([DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)));
    const accounts = await db().select().from(clientAccounts);
    stores = accounts.find((a) => a.accountCode === 'MLS')!.idClientAccount;
    outdoor = accounts.find((a) => a.accountCode === 'NWO')!.idClientAccount;
  });

  it('dry-runs with every rule and writes nothing, then creates, skips unchanged rows and updates changed ones', async () => {
    const rows = [
      product(2, 'IMP-001', { priceSell: 12.5, barcode: 'BC-IMP-001', countryOfOriginIso2: 'FR', productDescription: '<p>Bon <script>x()</script></p>' }),
      product(3, 'IMP-002', { type: 'BUNDLE', priceSell: 30, pricePurshase: 10, enabled: false, isPacking: true, displayPosition: null }),
      product(4, 'imp-001', { productName: 'Doublon' }),
      product(5, 'IMP-004', { barcode: 'bc-imp-001' }),
      product(6, 'IMP-005', { type: 'KIT', priceSell: -1 }),
      product(7, 'IMP-006', { minTemperature: 8, maxTemperature: 2 }),
      product(8, 'IMP-007', { countryOfOriginIso2: 'ZZ' }),
    ];
    const dry = await importProducts(claire, rows, { dryRun: true });
    expect(outcomes(dry)).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
      [5, 'failed'],
      [6, 'failed'],
      [7, 'failed'],
      [8, 'failed'],
    ]);
    expect(dry.results[2]).toMatchObject({ errors: { sku: 'validation.import.duplicateInFile' }, params: { sku: { row: 2 } } });
    // The barcode the row before took in the same chunk: the spec's duplicate message.
    expect(dry.results[3].errors).toEqual({ barcode: 'messages.duplicateBarcode' });
    expect(dry.results[4].errors).toEqual({ type: 'validation.required', priceSell: 'validation.number.notNegative' });
    expect(dry.results[5].errors).toEqual({ minTemperature: 'validation.temperatureRange' });
    expect(dry.results[6].errors).toEqual({ countryOfOriginIso2: 'validation.unknownReference' });
    expect(await inAccount(stores, ['IMP-001', 'IMP-002'])).toEqual([]);

    const real = await importProducts(claire, rows);
    expect(outcomes(real).map(([, o]) => o)).toEqual(['created', 'created', 'failed', 'failed', 'failed', 'failed', 'failed']);
    const saved = await inAccount(stores, ['IMP-001', 'IMP-002']);
    const simple = saved.find((p) => p.sku === 'IMP-001')!;
    expect(simple).toMatchObject({ type: 'SIMPLE', priceSell: 12.5, barcode: 'BC-IMP-001', enabled: true, productDescription: '<p>Bon </p>' });
    // Flags not given take the form's defaults; a flag given is kept; an empty cell of a column that always holds a value takes its default.
    expect(simple).toMatchObject({ expectingReturn: false, barcodeAvailable: false, isPacking: false, allowCrossdocking: false, displayPosition: 0 });
    expect(saved.find((p) => p.sku === 'IMP-002')).toMatchObject({ enabled: false, isPacking: true, displayPosition: 0 });
    expect(real.results[0].id).toBe(simple.idProduct);
    // Only simple products carry prices: a bundle is saved at 0.
    expect(saved.find((p) => p.sku === 'IMP-002')).toMatchObject({ type: 'BUNDLE', priceSell: 0, pricePurshase: 0 });

    const again = await importProducts(claire, [
      product(2, 'imp-001', {
        productName: 'Produit IMP-001',
        priceSell: 12.5,
        barcode: 'BC-IMP-001',
        countryOfOriginIso2: 'FR',
        productDescription: '<p>Bon </p>',
      }),
      product(3, 'IMP-002', { type: 'bundle'.toUpperCase(), brand: 'Lumière' }),
    ]);
    expect(outcomes(again)).toEqual([
      [2, 'skipped'],
      [3, 'updated'],
    ]);
    const [bundle] = await inAccount(stores, ['IMP-002']);
    expect(bundle).toMatchObject({ brand: 'Lumière', priceSell: 0 });
  });

  it("refuses a type change with the spec's message, and a code another product of the account holds", async () => {
    await importProducts(claire, [product(2, 'IMP-101', { skuSupplier: 'SUP-101' }), product(3, 'IMP-102')]);
    const answer = await importProducts(claire, [
      product(2, 'IMP-101', { type: 'CONFIGURABLE' }),
      product(3, 'IMP-102', { skuSupplier: 'sup-101' }),
      // The product itself keeps its own code: not a duplicate.
      product(4, 'IMP-101', { skuSupplier: 'SUP-101', brand: 'B' }),
    ]);
    expect(answer.results[0].errors).toEqual({ type: 'messages.changingTypeNotAllowed' });
    expect(answer.results[1].errors).toEqual({ skuSupplier: 'messages.duplicateSkuSupplier' });
    // Row 4 repeats row 2's SKU inside the file: only the first counts.
    expect(answer.results[2].errors).toEqual({ sku: 'validation.import.duplicateInFile' });
    const [kept] = await inAccount(stores, ['IMP-101']);
    expect(kept.type).toBe('SIMPLE');
  });

  it('rolls a chunk back with all-or-nothing', async () => {
    const answer = await importProducts(claire, [product(2, 'IMP-201'), product(3, 'IMP-202', { type: 'OTHER' })], { allOrNothing: true });
    expect(outcomes(answer)).toEqual([
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect(answer.results[0].errors).toEqual({ '': 'validation.import.notImported' });
    expect(await inAccount(stores, ['IMP-201'])).toEqual([]);
  });

  it('needs BulkImport on products in the account written to', async () => {
    // An orderer holds no BulkImport; a client administrator cannot reach another client's account.
    expect((await failure(importProducts(tom, [product(2, 'IMP-301')]))).status).toBe(403);
    expect((await failure(importProducts(claire, [product(2, 'IMP-302')], { idClientAccount: outdoor }))).status).toBe(403);
    expect(await inAccount(outdoor, ['IMP-302'])).toEqual([]);
    expect(await inAccount(stores, ['IMP-301'])).toEqual([]);
  });
});
