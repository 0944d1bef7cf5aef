/**
 * The product screens in headless Chromium against the real API: the system administrator finds
 * products by search, creates one product of each type (pictures uploaded, the default removed
 * and the next promoted; a bundle with two children; a configurable product with attribute
 * options), meets the spec's messages for a duplicate SKU and a type change; every step is
 * checked through the API. Then the list and the form in French, at 1280 and 767 px.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { products } from '../../shared/administration/products';
import { DEMO_USERS } from '../../server/db/seed';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { settle, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SHOTS = 'test-results/products';

let server: RunningServer;
let api: ApiClient;
let account: { idClient: string; idClientAccount: string };
const browsers: Browser[] = [];

type Product = {
  idProduct: string;
  type: string;
  sku: string;
  priceSell: number;
  images: { imageName: string; displayPosition: number; defaultImage: boolean }[];
  children: { idChild: string; quantity: number; attributeOptions: { idAttributeOption: string }[] }[];
};

beforeAll(async () => {
  server = await startServer();
  api = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
  const { items } = await api.request<{ items: { idClient: string; idClientAccount: string; accountName: string }[] }>({
    path: '/clients/accounts',
    query: { pageSize: -1 },
  });
  const outdoor = items.find((a) => a.accountName === 'Outdoor Retail')!;
  account = { idClient: outdoor.idClient, idClientAccount: outdoor.idClientAccount };
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
  const browser = await launchBrowser(options);
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    const file = `test-results/portal-products-${task.name.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot in ${file}`);
  });
  return page;
}

const readProduct = async (id: string) => (await api.request<{ product: Product }>({ path: products.paths.item, params: { ...account, id } })).product;

/** The product screens' account: picked on the list when the session has none. */
async function openList(page: Page, accountName: string) {
  await page.goto(`${server.url}/admin/products/list`);
  const picker = page.getByRole('combobox', { name: /^(Account|Compte)/ });
  await page.locator('table, [data-testid=product-list-empty], .RaList-main').first().or(picker).first().waitFor();
  if (await picker.count()) {
    await picker.click();
    await page.getByRole('option', { name: accountName }).click();
  }
  await page.locator('table tbody tr, .MuiList-root a').first().waitFor();
}

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).last().click();
  await page.getByRole('option', { name: option }).click();
}

async function newProduct(page: Page, type: 'Simple' | 'Bundle' | 'Configurable', name: string, sku: string) {
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL('**/admin/products/create');
  if (type !== 'Simple') await choose(page, /^Type/, type);
  await page.locator('input[name=productName]').fill(name);
  await page.locator('input[name=sku]').fill(sku);
}

const saveAndWait = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(new RegExp(`/admin/products/${UUID}$`));
  return page.url().split('/').pop()!;
};

describe('portal: products', () => {
  it('creates a product of each type with pictures and children, and gives the spec messages for a duplicate SKU and a type change', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    const folder = join(tmpdir(), `wareport-e2e-${stamp}`);
    mkdirSync(folder, { recursive: true });
    const files = ['front', 'side', 'back'].map((name) => {
      const file = join(folder, `${name}.png`);
      writeFileSync(file, PNG);
      return file;
    });

    const page = await newPage();
    await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);
    await openList(page, 'Outdoor Retail');

    // Search: three characters narrow the list.
    await page.getByPlaceholder('Search').fill('tent');
    await expect.poll(() => page.locator('table tbody tr').count()).toBeLessThan(10);
    await expect.poll(async () => (await page.locator('table tbody').innerText()).toLowerCase()).toContain('tent');
    await page.screenshot({ path: `${SHOTS}/en-1280-list.png`, fullPage: true });

    // A simple product with three pictures; the default one removed, the next takes over.
    await newProduct(page, 'Simple', `Lantern ${stamp}`, `LAN-${stamp}`);
    await page.locator('input[name=priceSell]').fill('19.9');
    await page.getByRole('tab', { name: 'Pictures' }).click();
    await page.getByTestId('product-image-file').setInputFiles(files);
    await expect.poll(() => page.getByTestId('product-image').count()).toBe(3);
    await expect(page.getByTestId('product-image').first().getByTestId('default-image').count()).resolves.toBe(1);
    await page.getByTestId('product-image').first().getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByTestId('product-image').count()).toBe(2);
    await expect(page.getByTestId('product-image').first().locator('input').inputValue()).resolves.toBe('side');
    await expect(page.getByTestId('product-image').first().getByTestId('default-image').count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/en-1280-pictures.png`, fullPage: true });
    const simpleId = await saveAndWait(page);
    const simple = await readProduct(simpleId);
    expect(simple).toMatchObject({ type: 'SIMPLE', priceSell: 19.9 });
    expect(simple.images.map((i) => [i.imageName, i.displayPosition, i.defaultImage])).toEqual([
      ['side', 1, true],
      ['back', 2, false],
    ]);

    // Two more simple products to be children.
    const child = (n: number) =>
      api.request<{ product: Product }>({
        method: 'POST',
        path: products.paths.list,
        params: account,
        body: { type: 'SIMPLE', productName: `Peg ${n} ${stamp}`, sku: `PEG${n}-${stamp}`, priceSell: 2 },
      });
    const [peg1, peg2] = [(await child(1)).product, (await child(2)).product];

    // A bundle of the two, priced by them (its own prices saved as 0).
    await page.goto(`${server.url}/admin/products/list`);
    await newProduct(page, 'Bundle', `Peg set ${stamp}`, `SET-${stamp}`);
    await page.getByRole('tab', { name: 'Children' }).click();
    for (const [index, peg] of [peg1, peg2].entries()) {
      await page.getByRole('button', { name: 'Add' }).click();
      const input = page.getByRole('combobox', { name: 'Child product' }).nth(index);
      await input.fill(`Peg ${index + 1} ${stamp}`);
      await page.getByRole('option', { name: new RegExp(peg.sku) }).click();
    }
    await page.locator('input[name="children.0.quantity"]').fill('4');
    const bundleId = await saveAndWait(page);
    const bundle = await readProduct(bundleId);
    expect(bundle.priceSell).toBe(0);
    expect(bundle.children.map((c) => [c.idChild, c.quantity]).sort()).toEqual(
      [
        [peg1.idProduct, 4],
        [peg2.idProduct, 1],
      ].sort(),
    );

    // A configurable product in sizes: the attribute picked, one child standing for size M.
    await page.goto(`${server.url}/admin/products/list`);
    await newProduct(page, 'Configurable', `Jacket ${stamp}`, `JKT-${stamp}`);
    await page.getByRole('tab', { name: 'Children' }).click();
    await page.getByRole('combobox', { name: 'Attributes' }).click();
    await page.getByRole('option', { name: 'Size', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Child product' }).fill(`Peg 1 ${stamp}`);
    await page.getByRole('option', { name: new RegExp(peg1.sku) }).click();
    await choose(page, /^Size option/, 'M');
    await page.screenshot({ path: `${SHOTS}/en-1280-children.png`, fullPage: true });
    const configurableId = await saveAndWait(page);
    const configurable = await readProduct(configurableId);
    expect(configurable.type).toBe('CONFIGURABLE');
    expect(configurable.children).toHaveLength(1);
    expect(configurable.children[0].attributeOptions).toHaveLength(1);

    // The type of a saved product cannot change: the spec's message.
    await choose(page, /^Type/, 'Simple');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changing Type is not allowed!').first().waitFor();
    expect((await readProduct(configurableId)).type).toBe('CONFIGURABLE');

    // A second product with the first one's SKU: the spec's message, beside the field too.
    await page.goto(`${server.url}/admin/products/list`);
    await newProduct(page, 'Simple', `Copy ${stamp}`, `lan-${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Duplicated SKU!').count()).toBeGreaterThanOrEqual(1);
    expect(page.url()).toMatch(/\/admin\/products\/create$/);
    await page.screenshot({ path: `${SHOTS}/en-1280-duplicate.png`, fullPage: true });

    // The stock tab of a saved product: a line per warehouse of the account after a refresh.
    await page.goto(`${server.url}/admin/products/${simpleId}`);
    await page.getByRole('tab', { name: 'Stock' }).click();
    await page.getByRole('button', { name: 'Refresh stock' }).click();
    await page.getByTestId('product-stock').locator('tbody tr').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/en-1280-stock.png`, fullPage: true });
  });

  it('shows the list and the pictures of a product in English on a 767 px screen', async () => {
    const page = await newPage({ width: 767, height: 900 });
    await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);
    await openList(page, 'Outdoor Retail');
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/en-767-list.png`, fullPage: true });
    await page.locator('.MuiList-root a').first().click();
    await page.waitForURL(new RegExp(`/admin/products/${UUID}$`));
    await page.getByRole('tab', { name: 'Pictures' }).click();
    await page.getByTestId('product-image').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/en-767-pictures.png`, fullPage: true });
  });

  it('shows the list and the form in French, at 1280 and 767 px', async () => {
    for (const width of [1280, 767]) {
      const page = await newPage({ width, height: 900 });
      await signInToDashboard(page, server.url, DEMO_USERS.clientAdmin);
      await openList(page, 'Boutiques France');
      await page.getByRole('heading', { name: 'Produits' }).or(page.getByText('Produits').first()).first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/fr-${width}-list.png`, fullPage: true });
      await page.getByRole('link', { name: 'Créer' }).click();
      await page.waitForURL('**/admin/products/create');
      await page.locator('input[name=productName]').fill('Bougie');
      await page.locator('input[name=sku]').fill('ML-LT-002');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(() => page.getByText('SKU en double !').count()).toBeGreaterThanOrEqual(1);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/fr-${width}-form.png`, fullPage: true });
    }
  });
});
