/**
 * A box user's day in headless Chromium against the real API, in French at 767 px: Julie Bernard
 * works in Box Marseille 12; she accepts an inbound order's line (the box's stock goes up), saves a
 * regulation document with a lot-numbered line and sees the inventory change, and places an
 * outbound order that reserves stock, and adds a picture of the box. Each step is checked through the API. Screens go to
 * test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boxPictures,
  boxes as boxesTable,
  inboundOrderProducts,
  inboundOrders,
  products,
  productStocks,
  stockRegularizationDocuments,
} from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { drawProductImage } from '../../server/db/demo-product-image';
import { launchBrowser, type Browser } from '../support/browser';
import { contextSwitcher, settle, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

const shoot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await settle(page);
  await page.screenshot({ path: `test-results/box-user-${name}.png`, fullPage: true });
};

describe('portal: a box user', () => {
  it('accepts an inbound line, regulates stock with a lot and places an outbound order, in French on a phone', async () => {
    const db = server.database.db;
    const [box] = await db.select().from(boxesTable).where(eq(boxesTable.boxNumber, 'M12'));
    const stockOf = async (idProduct: string) =>
      (await db
        .select()
        .from(productStocks)
        .where(and(eq(productStocks.idWarehouse, box.idBox), eq(productStocks.idProduct, idProduct)))
        .then((rows) => rows[0])) ?? { physicalQuantity: 0, reservedQuantity: 0 };

    const browser = await launchBrowser({ width: 767, height: 900 });
    browsers.push(browser);
    const page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    await signInToDashboard(page, server.url, DEMO_USERS.multiAccount);
    // Two accounts: the working context panel chooses the account and the box.
    await contextSwitcher(page).click();
    await page.getByRole('combobox', { name: 'Compte' }).click();
    await page.getByRole('option', { name: /Boutiques France/ }).click();
    await page.getByRole('combobox', { name: 'Entrepôt' }).click();
    await page.getByRole('option', { name: /Box Marseille 12/ }).click();
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('box-orders-summary').waitFor();
    await shoot(page, 'dashboard');

    // An inbound order: its first line accepted, the box's stock up by its quantity.
    const [order] = await db.select().from(inboundOrders).where(eq(inboundOrders.orderReference, 'IN-2026-0142'));
    const [line] = await db
      .select({ idProduct: inboundOrderProducts.idProduct, quantity: inboundOrderProducts.quantity, sku: products.sku })
      .from(inboundOrderProducts)
      .innerJoin(products, eq(products.idProduct, inboundOrderProducts.idProduct))
      .where(and(eq(inboundOrderProducts.idInboundOrder, order.idInboundOrder), eq(inboundOrderProducts.displayPosition, 0)));
    const before = await stockOf(line.idProduct);
    await page.goto(`${server.url}/orders/inbound/list`);
    await page.getByText('IN-2026-0142').click();
    await page.waitForURL(`**/orders/inbound/${order.idInboundOrder}`);
    await shoot(page, 'inbound-order');
    await page.getByTestId(`inbound-line-${line.sku}`).getByRole('button', { name: 'Accepter' }).click();
    await page.getByTestId(`inbound-line-${line.sku}`).getByText('Acceptée').waitFor();
    expect((await stockOf(line.idProduct)).physicalQuantity).toBe(before.physicalQuantity + line.quantity);

    // A regulation document with a lot-numbered line; the inventory shows the units found.
    const afterReceipt = await stockOf(line.idProduct);
    const [product] = await db.select().from(products).where(eq(products.idProduct, line.idProduct));
    await page.goto(`${server.url}/box-management/stock-regulation/create`);
    await page.getByRole('combobox', { name: 'Motif' }).click();
    await page.getByRole('option', { name: /^Trouvé dans la box/ }).click();
    await page.locator('textarea[name=comment]').fill('Carton retrouvé au fond');
    const productInput = page.getByRole('combobox', { name: 'Produit' });
    await productInput.click();
    await productInput.fill(product.sku);
    await page.getByRole('option', { name: new RegExp(product.sku) }).click();
    await page.locator('input[name="products.0.quantity"]').fill('3');
    await page.locator('input[name="products.0.lotNumber"]').fill('LOT-E2E');
    await shoot(page, 'regulation-form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/box-management\/stock-regulation\/[0-9a-f-]{36}$/);
    await page.getByTestId('regulation-lines').getByText('LOT-E2E').waitFor();
    const [document] = await db.select().from(stockRegularizationDocuments).where(eq(stockRegularizationDocuments.comment, 'Carton retrouvé au fond'));
    expect(document.reasonCode).toBe('FOUND');
    expect((await stockOf(line.idProduct)).physicalQuantity).toBe(afterReceipt.physicalQuantity + 3);
    await page.goto(`${server.url}/box-management/box-inventory/list`);
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(product.sku);
    await page.getByText(`Physique ${afterReceipt.physicalQuantity + 3}`, { exact: false }).waitFor();
    await shoot(page, 'inventory');

    // An outbound order that reserves stock.
    const beforeOrder = await stockOf(line.idProduct);
    await page.goto(`${server.url}/orders/outbound/create`);
    await page.locator('input[name=orderReference]').fill('OUT-E2E-1');
    await page.locator('input[name=campaign]').fill('Printemps');
    const outboundProduct = page.getByRole('combobox', { name: 'Produit' });
    await outboundProduct.click();
    await outboundProduct.fill(product.sku);
    await page.getByRole('option', { name: new RegExp(product.sku) }).click();
    await page.locator('input[name="products.0.orderedQuantity"]').fill('2');
    await shoot(page, 'outbound-form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/orders\/outbound\/[0-9a-f-]{36}$/);
    await page.getByTestId('outbound-order-lines').waitFor();
    expect((await stockOf(line.idProduct)).reservedQuantity).toBe(beforeOrder.reservedQuantity + 2);
    await shoot(page, 'outbound-order');

    // A picture of the box.
    const picturesBefore = await db.select().from(boxPictures).where(eq(boxPictures.idBox, box.idBox));
    await page.goto(`${server.url}/box-management/box-image/list`);
    await page.getByTestId('box-pictures').waitFor();
    await page
      .getByTestId('box-picture-file')
      .setInputFiles({ name: 'rayonnage.png', mimeType: 'image/png', buffer: drawProductImage('#1c5d8c', 'square', 'R') });
    await expect.poll(async () => (await db.select().from(boxPictures).where(eq(boxPictures.idBox, box.idBox))).length).toBe(picturesBefore.length + 1);
    await page.getByTestId('box-picture').nth(picturesBefore.length).waitFor();
    await shoot(page, 'pictures');
  }, 90_000);
});
