/**
 * Goods in, in headless Chromium against the real API, as a warehouse user working in French on
 * a 767 px screen: a supplier order of three lines is created, two lines are received partly (the
 * order's status and the warehouse's stock move), another order is cancelled, and a work order
 * assembles kits (components down, kits up); each step is checked through the API. The warehouse
 * stock screen corrects a product's stock (a ledger move, checked in the database) in English at
 * 767 px. Screens in English and French, at 1280 and 767 px, go to test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { supplierOrders } from '../../shared/operations/supplier-orders';
import { workOrders } from '../../shared/operations/work-orders';
import type { Permission } from '../../shared/permissions';
import * as t from '../../server/db/schema';
import { openStock } from '../../server/stock/stock';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseWarehouse, settle, signInInLanguage } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';
import { createUserWithPermissions } from '../support/users';

let server: RunningServer;
const browsers: Browser[] = [];
const stamp = Date.now().toString(36).toUpperCase().slice(-6);
const ALL = ['View', 'Create', 'Edit', 'BulkImport'] as const;
const PERMISSIONS: Permission[] = [
  ...(['CoreOrdersSupplierOrders', 'CoreOrdersWorkOrders'] as const).flatMap((subject) => ALL.map((action) => ({ action, subject }))),
  // The warehouse stock screen and its corrections.
  { action: 'View', subject: 'AdminProducts' },
  { action: 'Edit', subject: 'AdminProducts' },
  { action: 'View', subject: 'CoreGeneralDashboard' },
  { action: 'View', subject: 'CoreGeneralUserAccountUserProfile' },
];

let user: { email: string; api: ApiClient };
let products: { idProduct: string; sku: string; productName: string }[];
let kit: { idKit: string; kitName: string; kitProduct: string; a: string; b: string };
let idWarehouse: string;
let idSupplier: string;
let supplierName: string;

beforeAll(async () => {
  server = await startServer();
  const db = server.database.db;
  const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
  idWarehouse = warehouse.idWarehouse;
  const { email, idUser } = await createUserWithPermissions(db, {
    idClient: account.idClient,
    grants: [{ idClientAccount: account.idClientAccount, permissions: PERMISSIONS }],
  });
  await db.update(t.users).set({ cultureLanguageCode: 'fr', firstName: 'Lucas', lastName: 'Petit' }).where(eq(t.users.idUser, idUser));
  user = { email, api: await clientFor(server.apiUrl, email) };
  let n = 0;
  const make = async (name: string, physical: number) => {
    const sku = `GI${stamp}${n++}`;
    const [row] = await db
      .insert(t.products)
      .values({ idClientAccount: account.idClientAccount, type: 'SIMPLE', productName: `${name} ${stamp}`, sku })
      .returning();
    await openStock(db, [{ idProduct: row.idProduct, idWarehouse, physical }]);
    return row;
  };
  products = [await make('Bougie ambrée', 10), await make('Photophore laiton', 0), await make('Mèche coton', 4)];
  const [a, b] = [await make('Coffret carton', 6), await make('Ruban satin', 3)];
  const kitProduct = await make('Coffret cadeau', 0);
  const [row] = await db
    .insert(t.kits)
    .values({ idClientAccount: account.idClientAccount, kitName: `Coffret cadeau ${stamp}`, sku: kitProduct.sku })
    .returning();
  await db.insert(t.kitComponents).values([
    { idKit: row.idKit, idProduct: a.idProduct, idClientAccount: account.idClientAccount, quantity: 2 },
    { idKit: row.idKit, idProduct: b.idProduct, idClientAccount: account.idClientAccount, quantity: 1, displayPosition: 1 },
  ]);
  kit = { idKit: row.idKit, kitName: row.kitName, kitProduct: kitProduct.idProduct, a: a.idProduct, b: b.idProduct };
  supplierName = `Cirerie ${stamp}`;
  const [supplier] = await db.insert(t.suppliers).values({ idClientAccount: account.idClientAccount, supplierName }).returning();
  idSupplier = supplier.idClientAccountSupplier;
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(width: number): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const shoot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await settle(page);
  await page.screenshot({ path: `test-results/goods-in-${name}.png`, fullPage: true });
};

const physical = async (idProduct: string) => {
  const [line] = await server.database.db
    .select()
    .from(t.productStocks)
    .where(and(eq(t.productStocks.idProduct, idProduct), eq(t.productStocks.idWarehouse, idWarehouse)));
  return line?.physicalQuantity ?? 0;
};

/** Picks an option of the autocomplete labelled `label` (the `index`-th one) after typing `text`. */
async function pick(page: Page, label: string | RegExp, text: string, option: RegExp, index = 0) {
  const box = page.getByRole('combobox', { name: label }).nth(index);
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

describe('portal: goods in', () => {
  it('receives a supplier order partly, cancels another and completes a work order, in French at 767 px', async () => {
    const page = await newPage(767);
    await signInInLanguage(page, server.url, user.email, 'fr');
    await chooseWarehouse(page, 'Paris Nord Warehouse');

    // A supplier order of three lines.
    await page.goto(`${server.url}/supplier-orders/list`);
    // The demo's orders of the warehouse, in every status.
    await page.getByText('MLS-PO-001').waitFor();
    await shoot(page, 'list-demo-fr-767');
    await page.goto(`${server.url}/supplier-orders/create`);
    const reference = `SO-${stamp}`;
    await page.locator('input[name=orderReference]').fill(reference);
    await pick(page, /^Fournisseur/, 'Cirerie', new RegExp(supplierName));
    for (const [i, product] of products.entries()) {
      await page.getByRole('button', { name: 'Ajouter' }).click();
      await pick(page, /^Produit/, product.sku, new RegExp(product.sku), i);
      await page.locator(`input[name="lines.${i}.orderedQuantity"]`).fill(String([6, 5, 2][i]));
    }
    await shoot(page, 'create-fr-767');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL('**/supplier-orders/list');
    const [order] = (
      await user.api.request<{ items: { idSupplierOrder: string; orderReference: string; status: number; lines: { orderedQuantity: number }[] }[] }>({
        path: supplierOrders.paths.list,
        query: { pageSize: -1 },
      })
    ).items.filter((o) => o.orderReference === reference);
    expect(order.status).toBe(1);
    expect(order.lines.map((l) => l.orderedQuantity)).toEqual([6, 5, 2]);
    await shoot(page, 'list-fr-767');

    // Two lines received partly: status partially received, stock up by what came.
    await page.getByText(reference).click();
    await page.waitForURL(`**/supplier-orders/view/${order.idSupplierOrder}`);
    // The view's lines first: the list's rows say the status too, and stay on screen while the view's code loads.
    await page.getByTestId('supplier-order-lines').waitFor();
    await page.getByTestId('status').filter({ hasText: 'En attente de réception' }).waitFor();
    await page.getByRole('button', { name: 'Réceptionner' }).click();
    await page.getByTestId(`receive-${products[0].sku}`).fill('4');
    await page.getByTestId(`receive-${products[1].sku}`).fill('3');
    await shoot(page, 'receive-fr-767');
    await page.getByRole('dialog').getByRole('button', { name: 'Réceptionner' }).click();
    await page.getByText('Marchandises reçues : stock mis à jour').waitFor();
    await page.getByTestId('status').filter({ hasText: 'Partiellement reçue' }).waitFor();
    await shoot(page, 'view-fr-767');
    const received = (
      await user.api.request<{ supplierOrder: { status: number; lines: { receivedQuantity: number }[] } }>({
        path: supplierOrders.paths.item,
        params: { id: order.idSupplierOrder },
      })
    ).supplierOrder;
    expect(received.status).toBe(30);
    expect(received.lines.map((l) => l.receivedQuantity)).toEqual([4, 3, 0]);
    expect([await physical(products[0].idProduct), await physical(products[1].idProduct), await physical(products[2].idProduct)]).toEqual([14, 3, 4]);

    // Another order cancelled.
    const other = (
      await user.api.request<{ supplierOrder: { idSupplierOrder: string } }>({
        method: 'POST',
        path: supplierOrders.paths.list,
        body: {
          idClientAccount: (await server.database.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS')))[0].idClientAccount,
          idWarehouse,
          idClientAccountSupplier: idSupplier,
          orderReference: `SO-${stamp}-2`,
          lines: [{ idProduct: products[2].idProduct, orderedQuantity: 8 }],
        },
      })
    ).supplierOrder;
    await page.goto(`${server.url}/supplier-orders/view/${other.idSupplierOrder}`);
    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByText('Commande fournisseur annulée').waitFor();
    await page.getByTestId('status').filter({ hasText: 'Annulée' }).waitFor();
    expect(
      (await user.api.request<{ supplierOrder: { status: number } }>({ path: supplierOrders.paths.item, params: { id: other.idSupplierOrder } })).supplierOrder
        .status,
    ).toBe(0);

    // A work order assembles two kits: components down, kits up.
    await page.goto(`${server.url}/work-orders/create`);
    const workReference = `WO-${stamp}`;
    await page.locator('input[name=orderReference]').fill(workReference);
    await pick(page, /^Kit/, 'Coffret', new RegExp(kit.kitName));
    await page.locator('input[name=quantity]').fill('2');
    await shoot(page, 'work-create-fr-767');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL('**/work-orders/list');
    await page.getByText(workReference).click();
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Terminer' }).click();
    await page.getByText('Ordre de travail terminé : stock mis à jour').waitFor();
    await page.getByTestId('status').filter({ hasText: 'Terminé' }).waitFor();
    await shoot(page, 'work-view-fr-767');
    const [work] = (
      await user.api.request<{ items: { orderReference: string; status: number }[] }>({ path: workOrders.paths.list, query: { pageSize: -1 } })
    ).items.filter((w) => w.orderReference === workReference);
    expect(work.status).toBe(40);
    expect([await physical(kit.a), await physical(kit.b), await physical(kit.kitProduct)]).toEqual([2, 1, 2]);
  });

  it('shows the lists and views in English at 1280 px and in French at 1280 px', async () => {
    for (const language of ['en', 'fr'] as const) {
      const page = await newPage(1280);
      await signInInLanguage(page, server.url, user.email, language);
      // The user works in French: the header's switch shows the portal in English.
      if (language === 'en') await page.getByRole('button', { name: /^EN/ }).click();
      await chooseWarehouse(page, 'Paris Nord Warehouse');
      await page.goto(`${server.url}/supplier-orders/list`);
      await page.getByText(`SO-${stamp}`, { exact: true }).waitFor();
      await shoot(page, `list-${language}-1280`);
      await page.getByText(`SO-${stamp}`, { exact: true }).click();
      await page.getByTestId('supplier-order-lines').waitFor();
      await shoot(page, `view-${language}-1280`);
      await page.goto(`${server.url}/work-orders/list`);
      await page.getByText(`WO-${stamp}`).waitFor();
      await shoot(page, `work-list-${language}-1280`);
      if (language === 'en') {
        await page.goto(`${server.url}/supplier-orders/create`);
        await page.locator('input[name=orderReference]').waitFor();
        await shoot(page, 'create-en-1280');
      }
    }
  });

  it('corrects a product’s stock on the warehouse stock screen (English, 767 px) and shows it and the import wizard in French (1280 px)', async () => {
    const product = products[2];
    const before = await physical(product.idProduct);
    for (const [language, width] of [
      ['en', 767],
      ['fr', 1280],
    ] as const) {
      const page = await newPage(width);
      await signInInLanguage(page, server.url, user.email, 'fr');
      if (language === 'en') await page.getByRole('button', { name: /^EN/ }).click();
      await chooseWarehouse(page, 'Paris Nord Warehouse');
      await page.goto(`${server.url}/admin/warehouse-stock?searchText=${stamp}`);
      await page.locator(`[data-testid=stock-row][data-sku="${product.sku}"]`).waitFor();
      await shoot(page, `stock-${language}-${width}`);
      await page.locator(`[data-testid=stock-row][data-sku="${product.sku}"]`).getByTestId('correct-stock').click();
      await page.getByTestId('correction-quantity').waitFor();
      if (language === 'en') {
        await page.getByRole('button', { name: 'Found or missing' }).click();
        await page.getByTestId('correction-quantity').fill('-1');
        await page
          .getByRole('dialog')
          .getByLabel(/^Reason/)
          .click();
        await page.getByRole('option', { name: 'Damaged' }).click();
        await page.getByTestId('correction-comment').fill('Dropped during the count');
        await shoot(page, `stock-correct-${language}-${width}`);
        await page.getByTestId('correction-save').click();
        await page.getByText('Stock corrected').waitFor();
        await page.locator(`[data-testid=stock-row][data-sku="${product.sku}"]`).getByText('physical 3,').waitFor();
        expect(await physical(product.idProduct)).toBe(before - 1);
        const [move] = await server.database.db
          .select()
          .from(t.stockMovements)
          .where(and(eq(t.stockMovements.idProduct, product.idProduct), eq(t.stockMovements.cause, 'correction')));
        expect(move.physicalDelta).toBe(-1);
      } else {
        await shoot(page, `stock-correct-${language}-${width}`);
        await page.getByRole('button', { name: 'Annuler' }).click();
      }
      await page.goto(`${server.url}/supplier-orders/bulk-import`);
      await page
        .getByRole('button', { name: /\.xlsx/ })
        .first()
        .waitFor();
      await shoot(page, `import-${language}-${width}`);
    }
  });
});
