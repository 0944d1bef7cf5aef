/**
 * The orderer's customer orders in headless Chromium against the real API: Tom opens the list from
 * the menu, filters it by status (kept in the URL), opens a demo order, cancels it after the
 * confirmation and sees its new status; the database and the mail outbox agree.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { mailsFor } from '../support/ordering';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseWarehouse, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(width: number): Promise<Page> {
  browser = await launchBrowser({ width });
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/orders-${task.name.replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
  });
  return page;
}

it('lists, filters by status, opens and cancels an order after confirmation', async () => {
  const page = await newPage(1280);
  await signInToDashboard(page, server.url, DEMO_USERS.orderer);
  // Orders belong to a WAREHOUSE warehouse: Tom picks Lyon.
  await chooseWarehouse(page);

  // The dashboard's count of a status opens the list filtered on it.
  await page.getByRole('link', { name: 'Acknowledged: 1' }).click();
  await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
  expect(new URL(page.url()).search).toBe(`?filters=${encodeURIComponent('{"statusCode":1}')}`);

  await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await expect.poll(() => page.getByTestId('order-row').count()).toBe(7);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Acknowledged', exact: true }).click();
  await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
  expect(new URL(page.url()).search).toBe(`?filters=${encodeURIComponent('{"statusCode":1}')}`);
  const row = page.getByTestId('order-row');
  const orderNumber = (await row.getByRole('link').textContent())!;

  await row.getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.getByText(`Order ${orderNumber} has been cancelled.`).waitFor();
  await page.getByTestId('order-status').filter({ hasText: 'Cancelled' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

  const db = server.database.db;
  const [order] = await db.select().from(t.customerOrders).where(eq(t.customerOrders.orderNumber, orderNumber));
  expect(order).toMatchObject({ statusCode: 0, statusName: 'Canceled' });
  expect(await mailsFor(db, (payload) => payload.includes('order-cancellation-en') && payload.includes(orderNumber), 1)).toHaveLength(1);

  // Back to the list as it was left: the status filter is still applied.
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await page.waitForURL(/filters=/);
  await expect.poll(() => page.getByTestId('order-row').count()).toBe(0);
  await page.getByTestId('orders-empty').waitFor();
});
