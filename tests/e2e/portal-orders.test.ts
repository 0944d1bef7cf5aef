/**
 * After the order, as the issue defines done, in headless Chromium against the real API.
 * Tom (English, 1366 px) opens his orders from the dashboard, sorts and filters the list (the
 * URL keeps it through a reload and in a copied link), follows a shipped order's tracking, edits
 * a quantity (and adds a document), cancels another order, reorders a third, reports an issue, saves his cart as a
 * draft and later resumes it. Julie (French, 767 px) changes an order's comment and cancels
 * another. Every step is read back through the API, and every change's e-mail in the outbox.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { orderingClient } from '../../shared/ordering/client';
import { draftOrders } from '../../shared/ordering/draft-orders';
import { collectionCalls } from '../../shared/registry/collection';
import { orderCollectionsOf } from '../support/order-collections';
import { fetchTracking } from '../../shared/ordering/tracking';
import { clientFor } from '../support/api';
import { mailsFor } from '../support/ordering';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, chooseWarehouse, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

/** A 1x1 PNG: order documents take the checkout's file types. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: RunningServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

async function newPage(width: number): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async () => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/orders-journey-${width}.png`, fullPage: true }).catch(() => undefined);
  });
  return page;
}

/** The API as the user sees it in their account, to check what the screens did. */
async function apiOf(email: string, accountCode: string) {
  const [account] = await server.database.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, accountCode));
  const api = await clientFor(server.apiUrl, email, { idClient: account.idClient, idClientAccount: account.idClientAccount });
  return { api, ordering: { ...orderingClient(api), ...orderCollectionsOf(api) }, drafts: collectionCalls(api, draftOrders), account };
}

const mailed = (template: string, orderNumber: string) =>
  mailsFor(server.database.db, (payload) => payload.includes(template) && payload.includes(orderNumber), 1).then((rows) => rows.length);

/** Opens the first order of the list in a status (its code), from the list on screen. */
async function openOrderIn(page: Page, statusCode: number) {
  const row = page.getByTestId('order-row').filter({ has: page.locator(`[data-status-code="${statusCode}"]`) });
  const orderNumber = (await row.first().getByRole('link').textContent())!;
  await row.first().getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) }).waitFor();
  return orderNumber;
}

it('follows, edits, cancels, reorders, reports and drafts orders in English and French, at 1366 and 767 px', async () => {
  const db = server.database.db;
  const tom = await apiOf(DEMO_USERS.orderer, 'NWO');
  const page = await newPage(1366);
  await signInToDashboard(page, server.url, DEMO_USERS.orderer);
  await chooseWarehouse(page);
  await page.getByTestId('orders-over-time').waitFor();

  // The list, sorted and filtered: the URL holds the view through a reload and a copied link.
  await page.getByRole('link', { name: 'All my orders' }).click();
  await page.getByRole('button', { name: 'Order number' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Stock' }), 'In stock');
  const view = '?sortField=orderNumber&sortOrder=asc&stockFilter=inStock';
  await expect.poll(() => new URL(page.url()).search).toBe(view);
  const numbers = async (p: Page) => {
    await p.getByTestId('order-row').first().waitFor();
    return p.getByTestId('order-row').getByRole('link').allTextContents();
  };
  const listed = (await tom.ordering.listCustomerOrders({ sortField: 'orderNumber', sortOrder: 'asc', stockFilter: 'inStock' })).items;
  await expect.poll(() => numbers(page)).toEqual(listed.map((o) => o.orderNumber));
  await page.reload();
  expect(await numbers(page)).toEqual(listed.map((o) => o.orderNumber));
  const copied = await page.context().newPage();
  await copied.goto(page.url());
  expect(await numbers(copied)).toEqual(listed.map((o) => o.orderNumber));
  await copied.close();

  // A shipped order's tracking: the timeline shows the tracking service's events and carrier link.
  await openOrderIn(page, 60);
  await page.getByRole('button', { name: 'Follow' }).first().click();
  const timeline = page.getByTestId('tracking-timeline');
  await timeline.waitFor();
  const href = await timeline.getByRole('link', { name: 'Carrier’s tracking page' }).getAttribute('href');
  const [shipment] = await db.select().from(t.customerOrderShipments).where(eq(t.customerOrderShipments.trackingURL, href!));
  const tracking = await fetchTracking(tom.api, shipment.idTracking);
  expect(tracking.trackingEvents.length).toBeGreaterThan(0);
  expect(tracking.urlCarrierTracking).toBe(href);

  // Back to the list as it was left; an order in progress gets one more of its first line.
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe(view);
  const edited = await openOrderIn(page, 10);
  await page.getByRole('button', { name: 'Edit quantities' }).click();
  const quantity = page.getByRole('dialog').getByRole('spinbutton').first();
  const before = Number(await quantity.inputValue());
  await quantity.fill(String(before + 1));
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Order ${edited} has been updated.`).waitFor();
  const editedOrder = listed.find((o) => o.orderNumber === edited)!;
  expect((await tom.ordering.getCustomerOrder(editedOrder.idCustomerOrder)).deliveries[0].products[0].orderedQuantity).toBe(before + 1);
  expect(await mailed('order-update-en', edited)).toBe(1);

  // A document added to that order, then downloaded under its own name.
  await page.getByTestId('order-document-input').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await page.getByTestId('order-document').filter({ hasText: 'plan' }).waitFor();
  const [attached] = await tom.ordering.listOrderDocuments(editedOrder.idCustomerOrder);
  expect(attached).toMatchObject({ documentName: 'plan', documentFileName: 'plan.png' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download plan' }).click();
  expect((await download).suggestedFilename()).toBe('plan.png');

  // An acknowledged order, cancelled after confirming.
  await page.goto(`${server.url}/orders/list`);
  const cancelled = await openOrderIn(page, 1);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order ${cancelled}?` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await page.getByText(`Order ${cancelled} has been cancelled.`).waitFor();
  const [cancelledRow] = await db.select().from(t.customerOrders).where(eq(t.customerOrders.orderNumber, cancelled));
  expect(cancelledRow).toMatchObject({ statusCode: 0, statusName: 'Canceled' });
  expect(await mailed('order-cancellation-en', cancelled)).toBe(1);

  // A delivered order: reordered into the cart, and an issue reported on it.
  await page.goto(`${server.url}/orders/list`);
  const delivered = await openOrderIn(page, 70);
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.getByText(/products? added to the cart/).waitFor();
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Lyon Distribution Centre'));
  const cartRequest = { idClientAccount: tom.account.idClientAccount, idWarehouse: lyon.idWarehouse, type: 'WAREHOUSE' as const };
  const cart = await tom.ordering.getCart(cartRequest);
  expect(cart.items.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Report an issue' }).click();
  const form = page.getByTestId('issue-form');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Damaged box');
  await form.getByRole('button', { name: 'Report' }).click();
  await page.getByTestId('issue').filter({ hasText: 'Damaged box' }).waitFor();
  const [deliveredRow] = await db.select().from(t.customerOrders).where(eq(t.customerOrders.orderNumber, delivered));
  expect((await tom.ordering.listIssues(deliveredRow.idCustomerOrder)).items.map((i) => i.subject)).toEqual(['Damaged box']);

  // The reordered cart saved as a draft (the cart empties), resumed later (the cart fills again).
  await page.goto(`${server.url}/checkout`);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL('**/draft-orders/list');
  await expect.poll(async () => (await tom.ordering.getCart(cartRequest)).items.length).toBe(0);
  const [draft] = (await tom.drafts.list()).items;
  expect(draft.totalQuantity).toBe(cart.totalQuantity);
  await page.getByTestId('draft-row').first().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Resume in the cart' }).click();
  await page.waitForURL('**/checkout/cart');
  expect((await tom.ordering.getCart(cartRequest)).totalQuantity).toBe(cart.totalQuantity);
  expect((await tom.drafts.list()).items.map((d) => d.idDraft)).not.toContain(draft.idDraft);

  // A draft made from nothing, from the drafts list: a reference and one product line, then opened.
  await page.goto(`${server.url}/draft-orders/list`);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Reference' }).fill('FROM-SCRATCH');
  await page.getByRole('combobox', { name: 'Product' }).fill(cart.items[0].sku);
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/draft-orders\/[0-9a-f-]{36}$/);
  const made = (await tom.drafts.list()).items.find((d) => d.orderReference === 'FROM-SCRATCH');
  expect(made).toMatchObject({ itemCount: 1, totalQuantity: 1 });

  // Julie, in French at 767 px: a comment changed on an order in progress, an acknowledged one cancelled.
  const julie = await apiOf(DEMO_USERS.multiAccount, 'MLE');
  const phone = await newPage(767);
  await signInToDashboard(phone, server.url, DEMO_USERS.multiAccount);
  await phone
    .getByRole('region', { name: 'Choisissez le compte de travail' })
    .getByRole('button', { name: /^E-commerce/ })
    .click();
  await expect.poll(() => phone.getByTestId('active-account').innerText()).toBe('E-commerce');
  await phone.getByRole('link', { name: 'Toutes mes commandes' }).click();
  await phone.getByTestId('orders-list').waitFor();
  const openOnPhone = async (statusCode: number) => {
    const item = phone
      .getByTestId('orders-list')
      .getByRole('link')
      .filter({ has: phone.locator(`[data-status-code="${statusCode}"]`) });
    await item.first().click();
    await phone.getByTestId('delivery').first().waitFor();
    return (await phone.getByRole('heading', { level: 1 }).textContent())!.trim().split(' ').pop()!;
  };
  const commented = await openOnPhone(10);
  await phone.getByRole('button', { name: 'Modifier les informations' }).click();
  await phone.getByRole('dialog').getByRole('textbox', { name: 'Commentaire' }).fill('Livrer par la cour');
  await phone.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await phone.getByText(`La commande ${commented} a été modifiée.`).waitFor();
  const [commentedRow] = await db.select().from(t.customerOrders).where(eq(t.customerOrders.orderNumber, commented));
  expect((await julie.ordering.getCustomerOrder(commentedRow.idCustomerOrder)).orderComment).toBe('Livrer par la cour');
  expect(await mailed('order-update-fr', commented)).toBe(1);

  await phone.getByRole('link', { name: 'Retour aux commandes' }).click();
  const cancelledFr = await openOnPhone(1);
  await phone.getByRole('button', { name: 'Annuler la commande' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Annuler la commande' }).click();
  await phone.getByText(`La commande ${cancelledFr} a été annulée.`).waitFor();
  const [cancelledFrRow] = await db.select().from(t.customerOrders).where(eq(t.customerOrders.orderNumber, cancelledFr));
  expect((await julie.ordering.getCustomerOrder(cancelledFrRow.idCustomerOrder)).statusCode).toBe(0);
  expect(await mailed('order-cancellation-fr', cancelledFr)).toBe(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(767);
});
