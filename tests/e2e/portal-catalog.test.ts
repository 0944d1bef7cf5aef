/**
 * The orderer's catalog in headless Chromium against the real API: Tom opens his catalog from
 * the menu, sees the category's product grid (price, client SKU, stock), adds a product to the
 * cart, which the API then holds, opens the product page; the same pages in French at 767 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { orderingClient } from '../../shared/ordering/client';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseWarehouse, settle, signInToDashboard } from '../support/portal';
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

async function newPage(width: number): Promise<Page> {
  const browser = await launchBrowser({ width });
  browsers.push(browser);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/catalog-${task.name.replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
  });
  return page;
}

async function openCatalog(page: Page, catalogName: string) {
  const menuItem = page.getByRole('menuitem', { name: catalogName });
  // At 767 px the menu is a drawer behind its toggle.
  // The menu may still be laying out its entries (the custom reports' arrive after it shows): a
  // click that lands while an entry moves opens nothing, so it is given once more.
  for (let attempt = 0; attempt < 2 && !page.url().includes('/catalog/'); attempt++) {
    if (!(await menuItem.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
    await menuItem.click();
    await page.waitForURL(/\/catalog\//, { timeout: 5000 }).catch(() => undefined);
  }
  // The catalog's landing page: its top categories with their product counts; the first one lists its subcategories' products.
  await page.getByTestId('catalog-category').first().getByRole('link').first().click();
  await page.getByTestId('product-card').first().waitFor();
}

/** Tom's first catalog, read through the API in his account (Northwind's NWO). */
async function tomsCatalog() {
  const [account] = await server.database.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'NWO'));
  const tom = await clientFor(server.apiUrl, DEMO_USERS.orderer, { idClient: account.idClient, idClientAccount: account.idClientAccount });
  const [catalog] = await orderingClient(tom).catalogs();
  return { tom, catalog };
}

describe('the catalog pages', () => {
  it('browses a category, adds a product to the cart and opens its page', async () => {
    const page = await newPage(1280);
    await signInToDashboard(page, server.url, DEMO_USERS.orderer);
    const { tom, catalog } = await tomsCatalog();
    await chooseWarehouse(page);
    await openCatalog(page, catalog.catalogName);
    expect(page.url()).toContain(`/catalog/${catalog.idCatalog}/category/`);

    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
      .first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
    await expect.poll(() => card.textContent()).toMatch(/\d{1,3}(,\d{3})*\.\d{2}\u00a0€/);
    // The picture loads once its card is in view.
    await card.getByRole('img', { name }).waitFor();
    await card.getByRole('spinbutton').fill('2');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${name} added to the cart`).waitFor();
    await settle(page);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/catalog-category-en-1280.png', fullPage: true });

    // The cart the API holds for Tom has the product, twice.
    const db = server.database.db;
    const lines = await db
      .select({ productName: t.products.productName, quantity: t.cartItems.quantity })
      .from(t.cartItems)
      .innerJoin(t.carts, eq(t.carts.idCart, t.cartItems.idCart))
      .innerJoin(t.products, eq(t.products.idProduct, t.cartItems.idProduct))
      .where(eq(t.carts.idUser, tom.idUser));
    expect(lines).toContainEqual({ productName: name, quantity: 2 });

    await card.getByRole('heading', { level: 2 }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('product-stock').waitFor();
    await settle(page);
    await page.screenshot({ path: 'test-results/catalog-product-en-1280.png', fullPage: true });
  });

  it('asks a user with two accounts which one to work in, opens a catalog from the menu, and remembers the choice per user', async () => {
    const page = await newPage(1280);
    // Julie works in French; she belongs to two accounts of Maison Lumière.
    await signInToDashboard(page, server.url, DEMO_USERS.multiAccount);
    const chooser = page.getByRole('region', { name: 'Choisissez le compte de travail' });
    await chooser.getByRole('button', { name: /^E-commerce/ }).click();
    await expect.poll(() => page.getByTestId('active-account').innerText()).toBe('E-commerce');
    // Her home answers her questions (orders, what she buys); her catalogs are in the menu.
    await page.getByRole('region', { name: 'Achetés souvent' }).waitFor();
    const [ecommerce] = await server.database.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLE'));
    const [catalog] = await server.database.db.select().from(t.catalogs).where(eq(t.catalogs.idClientAccount, ecommerce.idClientAccount)).limit(1);
    await openCatalog(page, catalog.catalogName);

    // Another user on the same device, then Julie again: her account is still chosen.
    const signOut = () => page.evaluate(() => localStorage.removeItem('wareport.tokens'));
    await signOut();
    await signInToDashboard(page, server.url, DEMO_USERS.orderer);
    await expect.poll(() => page.getByTestId('active-account').innerText()).toBe('Outdoor Retail');
    await signOut();
    await signInToDashboard(page, server.url, DEMO_USERS.multiAccount);
    await expect.poll(() => page.getByTestId('active-account').innerText()).toBe('E-commerce');
    expect(await page.getByRole('region', { name: 'Choisissez le compte de travail' }).count()).toBe(0);
  });

  it('shows the category and the product in French at 767 px', async () => {
    const page = await newPage(767);
    await signInToDashboard(page, server.url, DEMO_USERS.orderer);
    const { catalog } = await tomsCatalog();
    await chooseWarehouse(page);
    await page.getByRole('button', { name: 'French' }).click();
    await page.getByRole('heading', { level: 1, name: /Bienvenue/ }).waitFor();
    await openCatalog(page, catalog.catalogName);
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().waitFor();
    await settle(page);
    await page.screenshot({ path: 'test-results/catalog-category-fr-767.png', fullPage: true });
    await page.getByTestId('product-card').first().getByRole('heading', { level: 2 }).click();
    await page.getByTestId('product-stock').waitFor();
    expect(await page.getByTestId('product-stock').textContent()).toMatch(/disponibles?$/);
    await settle(page);
    await page.screenshot({ path: 'test-results/catalog-product-fr-767.png', fullPage: true });

    // The search finds the rain jacket through its variants; its page shows their prices and stock in a grid.
    await page.getByRole('button', { name: 'Rechercher des produits' }).click();
    await page.getByRole('combobox', { name: 'Rechercher des produits' }).fill('Stormline');
    const results = page.getByTestId('search-results').getByRole('button');
    await expect.poll(() => results.count()).toBe(4);
    await results.first().click();
    await page.getByRole('heading', { level: 1, name: 'Stormline Rain Jacket' }).waitFor();
    const cells = page.getByTestId('variant-grid').getByRole('radio');
    expect(await cells.count()).toBe(4);
    // Every variant's own price, never the parent's 0,00 €.
    for (const label of await cells.evaluateAll((all) => all.map((cell) => cell.getAttribute('aria-label') ?? '')))
      expect(label).toMatch(/^(S|M|L|XL)\u00a0: 149,00[\u00a0\u202f]€, /);
    const inStock = page
      .getByTestId('variant-grid')
      .getByRole('radio', { name: /disponibles?$/ })
      .first();
    await inStock.click();
    await page.getByTestId('chosen-variant').getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText(/Stormline Rain Jacket – .* ajouté au panier/).waitFor();
    await settle(page);
    await page.screenshot({ path: 'test-results/catalog-variants-fr-767.png', fullPage: true });

    // The quick order pad in French: the line taken, the other refused with its reason.
    // The demo's stock is drawn per warehouse: a simple product in stock in every warehouse of the account.
    const [inEvery] = await server.database.db
      .select({ sku: t.products.sku })
      .from(t.productStocks)
      .innerJoin(t.products, eq(t.products.idProduct, t.productStocks.idProduct))
      .innerJoin(t.clientAccounts, eq(t.clientAccounts.idClientAccount, t.products.idClientAccount))
      .where(and(eq(t.clientAccounts.accountCode, 'NWO'), eq(t.products.type, 'SIMPLE'), eq(t.products.enabled, true)))
      .groupBy(t.products.sku)
      .having(sql`min(${t.productStocks.availableQuantity}) > 5`)
      .orderBy(t.products.sku)
      .limit(1);
    await page.goto(`${server.url}/checkout/quick-order`);
    await page.getByTestId('quick-order-lines').fill(`${inEvery.sku} 1\nNW-JKT-RAIN 1`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.getByTestId('quick-order-taken').textContent()).toContain('1 ligne ajoutée au panier');
    expect(await page.getByTestId('quick-order-refused-line').allTextContents()).toEqual([
      '2NW-JKT-RAIN1Stormline Rain Jacket existe en plusieurs déclinaisons\u00a0: indiquez la référence de l’une d’elles',
    ]);
    await settle(page);
    await page.screenshot({ path: 'test-results/quick-order-fr-767.png', fullPage: true });
  });
});
