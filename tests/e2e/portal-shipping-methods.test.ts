/**
 * Shipping methods in headless Chromium against the real API: an administrator chooses an
 * account in the administrator settings, creates a shipping method for one of its groups and
 * finds it in the list; the group link is checked through the API, and a client user outside
 * the administration cannot read the account's methods. Screens in English and French, at
 * 1280 and 767 px, go to test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { shippingMethods } from '../../shared/administration/shipping-methods';
import { clientAccounts } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { clientFor, failure } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, contextSwitcher, settle, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let api: ApiClient;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer();
  api = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const browser = await launchBrowser({ width, height: 900 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Works in Maison Lumière's Boutiques France account, through the administrator settings. */
async function chooseStores(page: Page, labels: { client: string; account: string; warehouse: string; apply: string }) {
  await contextSwitcher(page).click();
  await page.getByRole('dialog').getByRole('combobox').first().waitFor();
  // The client is offered only to whoever has more than one (Claire's is written as text).
  const client = page.getByRole('combobox', { name: labels.client });
  if (await client.count()) {
    await client.click();
    await page.getByRole('option', { name: 'Maison Lumière' }).click();
  }
  await chooseOption(page.getByRole('combobox', { name: labels.account }), /Boutiques France/);
  await page.getByRole('combobox', { name: labels.warehouse }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: labels.apply }).click();
}

const shoot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await settle(page);
  await page.screenshot({ path: `test-results/shipping-methods-${name}.png`, fullPage: true });
};

describe('portal: shipping methods', () => {
  it('lets an administrator create a shipping method for a group of the account', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const page = await newPage();
    await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);
    await page.goto(`${server.url}/admin/shipping-method/list`);
    await page.getByText('Choose an account in the header to manage what it holds.').waitFor();
    await chooseStores(page, { client: 'Client', account: 'Account', warehouse: 'Warehouse', apply: 'Apply' });
    await page.goto(`${server.url}/admin/shipping-method/list`);
    await page.getByRole('row', { name: /Standard 48 h/ }).waitFor();
    await shoot(page, 'list-en-1280');

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/shipping-method/create');
    await page.locator('input[name=shippingMethodCode]').fill('e2e bad');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Only capital letters A-Z, digits, -, _ and . are allowed.').waitFor();
    await page.getByText('This field is required.').waitFor();
    await page.locator('input[name=shippingMethodCode]').fill(`E2E${stamp.slice(-6)}`);
    await page.locator('input[name=shippingMethodName]').fill(`Courier ${stamp}`);
    await page.locator('input[name=displayPosition]').fill('7');
    await page.getByLabel('Provision at dock').check();
    await page.getByRole('combobox', { name: 'Groups that see it' }).click();
    await page.getByRole('option', { name: 'Boutique buyers' }).click();
    await shoot(page, 'form-en-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/shipping-method\/list/);
    await page.getByRole('row', { name: new RegExp(`Courier ${stamp}`) }).waitFor();

    const stores = (await server.database.db.select().from(clientAccounts)).find((a) => a.accountCode === 'MLS')!;
    const params = { idClient: stores.idClient, idClientAccount: stores.idClientAccount };
    const { shippingMethods: items } = await api.request<{
      shippingMethods: { shippingMethodName: string; isProvisionAtDock: boolean; displayPosition: number; shippingMethodGroups: string[] }[];
    }>({
      path: shippingMethods.paths.list,
      params,
    });
    const created = items.find((m) => m.shippingMethodName === `Courier ${stamp}`)!;
    expect(created).toMatchObject({ isProvisionAtDock: true, displayPosition: 7 });
    expect(created.shippingMethodGroups).toHaveLength(1);

    // An orderer of another client cannot read them through the API.
    const tom = await clientFor(server.apiUrl, DEMO_USERS.orderer);
    expect((await failure(tom.request({ path: shippingMethods.paths.list, params }))).status).toBe(403);
  });

  it('shows the screens in French on a 767 px screen', async () => {
    const page = await newPage(767);
    await signInToDashboard(page, server.url, DEMO_USERS.clientAdmin);
    await page.goto(`${server.url}/admin/shipping-method/list`);
    await page.getByText('Choisissez un compte dans l’en-tête pour gérer ce qu’il contient.').waitFor();
    await chooseStores(page, { client: 'Client', account: 'Compte', warehouse: 'Entrepôt', apply: 'Appliquer' });
    await page.goto(`${server.url}/admin/shipping-method/list`);
    await page.getByText('Standard 48 h').waitFor();
    await shoot(page, 'list-fr-767');
    await page.getByText('Standard 48 h').click();
    await page.locator('input[name=shippingMethodName]').waitFor();
    await expect(page.getByText('Mise à disposition à quai').first().isVisible()).resolves.toBe(true);
    await shoot(page, 'form-fr-767');
    await page.goto(`${server.url}/admin/catalog/list`);
    await page.getByText('Collection Maison').first().waitFor();
    await shoot(page, 'catalogs-list-fr-767');
    await page.getByText('Collection Maison').first().click();
    await page.locator('input[name=catalogName]').waitFor();
    await shoot(page, 'catalog-form-fr-767');
  });
});
