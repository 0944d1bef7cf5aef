/**
 * The category tree editor in headless Chromium against the real API: an administrator builds a
 * three-level tree in a new catalog with the keyboard, moves a category (with its subtree) under
 * another, and deletes a subtree after confirmation; the tree the API holds is checked after each.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { catalogCategories } from '../../shared/administration/catalog-categories';
import { catalogs } from '../../shared/administration/catalogs';
import { clientAccounts } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseBoutiquesFrance, settle, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

type Node = { categoryName: string; childrenCategories: Node[] };
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.childrenCategories.length ? [n.categoryName, shape(n.childrenCategories)] : n.categoryName));

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let params: { idClient: string; idClientAccount: string; idCatalog: string };

beforeAll(async () => {
  server = await startServer();
  const [account] = await server.database.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
  api = await clientFor(server.apiUrl, DEMO_USERS.clientAdmin);
  const scope = { idClient: account.idClient, idClientAccount: account.idClientAccount };
  const { catalog } = await api.request<{ catalog: { idCatalog: string } }>({
    method: 'POST',
    path: catalogs.paths.list,
    params: scope,
    body: { catalogName: 'Spring 2027' },
  });
  params = { ...scope, idCatalog: catalog.idCatalog };
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const tree = async () => shape((await api.request<{ categories: Node[] }>({ path: catalogCategories.paths.list, params })).categories);

/** Types a name in the field the label names and presses Enter, then waits for the category to show. */
async function add(page: Page, field: string, name: string) {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.fill(name);
  await input.press('Enter');
  await page.locator(`[data-category="${name}"]`).waitFor();
}

describe('portal: category tree', () => {
  it('builds a three-level tree, moves a category and deletes a subtree', async () => {
    browser = await launchBrowser({ width: 1366, height: 900 });
    const page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    onTestFailed(async () => {
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/category-tree-failed.png', fullPage: true }).catch(() => undefined);
    });
    await signInToDashboard(page, server.url, DEMO_USERS.clientAdmin);
    await page.getByRole('button', { name: /^EN – (English|Anglais)$/ }).click();
    await chooseBoutiquesFrance(page);
    await page.goto(`${server.url}/admin/catalog/${params.idCatalog}`);
    await page.getByText('No categories yet. Add the first one below.').waitFor();

    await add(page, 'New top-level category', 'Lighting');
    await add(page, 'New top-level category', 'Garden');
    await page.getByRole('button', { name: 'Add a subcategory to Lighting' }).click();
    await add(page, 'New subcategory of Lighting', 'Lamps');
    await page.getByRole('button', { name: 'Add a subcategory to Lamps' }).click();
    await add(page, 'New subcategory of Lamps', 'Desk lamps');
    expect(await tree()).toEqual([['Lighting', [['Lamps', ['Desk lamps']]]], 'Garden']);

    // Lamps, with Desk lamps, moves under Garden; Lighting itself is not offered under its own branch.
    await page.getByRole('button', { name: 'Move Lamps under another category' }).click();
    await page.getByRole('combobox', { name: 'New parent' }).click();
    await expect(page.getByRole('option', { name: 'Desk lamps' }).count()).resolves.toBe(0);
    await page.getByRole('option', { name: 'Garden' }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Category Lamps moved.').waitFor();
    expect(await tree()).toEqual(['Lighting', ['Garden', [['Lamps', ['Desk lamps']]]]]);
    // Garden first: one press on its "up" button.
    await page.getByRole('button', { name: 'Move Garden up' }).click();
    await expect.poll(tree).toEqual([['Garden', [['Lamps', ['Desk lamps']]]], 'Lighting']);

    await page.getByRole('button', { name: 'Delete Garden', exact: true }).click();
    await page.getByText('Garden and its 2 subcategories will be deleted').waitFor();
    await settle(page);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/category-tree-delete-en-1366.png' });
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Category Garden deleted.').waitFor();
    expect(await tree()).toEqual(['Lighting']);
    await expect(page.locator('[data-category]').count()).resolves.toBe(1);
  });
});
