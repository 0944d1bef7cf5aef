/**
 * A box user's day in headless Chromium against the real API, in French at 767 px: Julie Bernard
 * works in Box Marseille 12; she accepts an inbound order's line (the box's stock goes up), saves a
 * regulation document with a lot-numbered line and sees the inventory change, and places an
 * outbound order that reserves stock, and adds a picture of the box. Each step is checked through the
 * API, as Julie. Screens go to test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { boxImages } from '../../shared/operations/box-images';
import { boxStocks } from '../../shared/operations/box-stocks';
import { inboundOrders as inboundOrdersResource } from '../../shared/operations/inbound-orders';
import { outboundOrders } from '../../shared/operations/outbound-orders';
import { stockRegularizations } from '../../shared/operations/stock-regularizations';
import { boxes as boxesTable, inboundOrderProducts, inboundOrders, products } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { drawProductImage } from '../../server/db/demo-product-image';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, contextSwitcher, settle, signInToDashboard } from '../support/portal';
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
    const api = await clientFor(server.apiUrl, DEMO_USERS.multiAccount);
    const inBox = (id?: string) => ({ idBox: box.idBox, ...(id ? { id } : {}) });
    /** The box's stock of a product, as the inventory's API gives it (none yet: zero). */
    const stockOf = (idProduct: string) =>
      api
        .request<{ boxStock: { physicalQuantity: number; reservedQuantity: number } }>({ path: boxStocks.paths.item, params: inBox(idProduct) })
        .then(({ boxStock }) => boxStock)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return { physicalQuantity: 0, reservedQuantity: 0 };
          throw error;
        });
    const picturesOf = async () => (await api.request<{ items: unknown[] }>({ path: boxImages.paths.list, params: inBox(), query: { pageSize: -1 } })).items;

    const browser = await launchBrowser({ width: 767, height: 900 });
    browsers.push(browser);
    const page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    await signInToDashboard(page, server.url, DEMO_USERS.multiAccount);
    // Two accounts: the working context panel chooses the account and the box.
    await contextSwitcher(page).click();
    await chooseOption(page.getByRole('combobox', { name: 'Compte' }), /Boutiques France/);
    await chooseOption(page.getByRole('combobox', { name: 'Entrepôt' }), /Box Marseille 12/);
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
    const { inboundOrder } = await api.request<{ inboundOrder: { products: { idProduct: string; receiptAccepted: boolean | null }[] } }>({
      path: inboundOrdersResource.paths.item,
      params: inBox(order.idInboundOrder),
    });
    expect(inboundOrder.products.find((p) => p.idProduct === line.idProduct)?.receiptAccepted).toBe(true);
    expect((await stockOf(line.idProduct)).physicalQuantity).toBe(before.physicalQuantity + line.quantity);

    // A regulation document with a lot-numbered line; the inventory shows the units found.
    const afterReceipt = await stockOf(line.idProduct);
    const [product] = await db.select().from(products).where(eq(products.idProduct, line.idProduct));
    await page.goto(`${server.url}/box-management/stock-regulation/create`);
    await chooseOption(page.getByRole('combobox', { name: 'Motif' }), /^Trouvé dans le box/);
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
    const { stockRegularizationDocument: document } = await api.request<{
      stockRegularizationDocument: { reasonCode: string; comment: string; products: { idProduct: string; quantity: number; lotNumber: string | null }[] };
    }>({ path: stockRegularizations.paths.item, params: inBox(new URL(page.url()).pathname.split('/').at(-1)) });
    expect(document).toMatchObject({ reasonCode: 'FOUND', comment: 'Carton retrouvé au fond' });
    expect(document.products).toEqual([expect.objectContaining({ idProduct: line.idProduct, quantity: 3, lotNumber: 'LOT-E2E' })]);
    expect((await stockOf(line.idProduct)).physicalQuantity).toBe(afterReceipt.physicalQuantity + 3);
    await page.goto(`${server.url}/box-management/box-inventory/list`);
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(product.sku);
    // The search is debounced: the unfiltered first page may show another product with the same count.
    await page
      .getByRole('listitem')
      .filter({ hasText: product.sku })
      .getByText(`Physique ${afterReceipt.physicalQuantity + 3}`, { exact: false })
      .waitFor();
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
    const { outboundOrder } = await api.request<{ outboundOrder: { orderReference: string; products: { idProduct: string; reservedQuantity: number }[] } }>({
      path: outboundOrders.paths.item,
      params: inBox(new URL(page.url()).pathname.split('/').at(-1)),
    });
    expect(outboundOrder.orderReference).toBe('OUT-E2E-1');
    expect(outboundOrder.products).toEqual([expect.objectContaining({ idProduct: line.idProduct, reservedQuantity: 2 })]);
    expect((await stockOf(line.idProduct)).reservedQuantity).toBe(beforeOrder.reservedQuantity + 2);
    await shoot(page, 'outbound-order');

    // A picture of the box.
    const picturesBefore = await picturesOf();
    await page.goto(`${server.url}/box-management/box-image/list`);
    await page.getByTestId('box-pictures').waitFor();
    await page
      .getByTestId('box-picture-file')
      .setInputFiles({ name: 'rayonnage.png', mimeType: 'image/png', buffer: drawProductImage('#1c5d8c', 'square', 'R') });
    await expect.poll(async () => (await picturesOf()).length).toBe(picturesBefore.length + 1);
    await page.getByTestId('box-picture').nth(picturesBefore.length).waitFor();
    await shoot(page, 'pictures');
  }, 90_000);
});
