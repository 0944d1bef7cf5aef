/**
 * The organisation screens in headless Chromium against the real API: the system administrator
 * creates an account with a warehouse and features for an existing client, meets a failed
 * warehouse sync, gives a client role a chosen set of permissions on that account through the
 * matrix, and creates a group with a member; every step is checked through the API. Then the
 * same screens in French on a 767 px screen, and what a client administrator and an orderer get.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { clientAccounts, userRoles, users, warehouses } from '../../server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, createLinkOf, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ACCOUNT_LIST = /\/admin\/account\/list(\?.*)?$/;

let server: RunningServer;
let api: ApiClient;
const browsers: Browser[] = [];
/** What the first test creates, for the French check. */
const created: { idClient?: string; idClientAccount?: string; idRole?: string; accountName?: string } = {};

type Account = {
  idClientAccount: string;
  idClient: string;
  accountCode: string;
  accountName: string;
  cultureLanguageCode: string;
  clientAccountWarehouses: { warehouseName: string; accountWMS: string | null }[];
  clientAccountFeatures: { feature: string; isSelected: boolean }[];
};

beforeAll(async () => {
  server = await startServer();
  api = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
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
    const file = `test-results/portal-admin-${task.name.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot in ${file}`);
  });
  return page;
}

const signIn = (page: Page, email: string) => signInToDashboard(page, server.url, email);

/** Picks an option of a MUI select by its label: the last such select on the page. */
const choose = (page: Page, label: RegExp, option: string | RegExp) => chooseOption(page.getByRole('combobox', { name: label }).last(), option);

/** Types in an autocomplete (react-admin AutocompleteInput) and picks the matching option. */
async function autocomplete(page: Page, label: string, text: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).click();
}

const getAccount = async (idClient: string, idClientAccount: string) =>
  (await api.request<{ account: Account }>({ path: '/clients/{idClient}/accounts/{id}', params: { idClient, id: idClientAccount } })).account;

describe('portal: accounts, roles and groups', () => {
  it('lets the system administrator set up an account, a client role with chosen permissions and a group', async () => {
    const { items: clients } = await api.request<{ items: { idClient: string; clientName: string }[] }>({ path: '/clients', query: { pageSize: -1 } });
    const northwind = clients.find((c) => c.clientName === 'Northwind Outfitters')!;
    const stamp = Date.now().toString(36).toUpperCase();
    const accountCode = `Q${stamp.slice(-2)}`;
    const accountName = `E2E Account ${stamp}`;

    const page = await newPage();
    await signIn(page, DEMO_USERS.systemAdmin);

    // The account: client, code, name, language, a warehouse with its WMS code and a feature.
    await page.getByRole('menuitem', { name: 'Accounts' }).click();
    await page.waitForURL(ACCOUNT_LIST);
    await page.getByRole('row', { name: /Outdoor Retail/ }).waitFor();
    await autocomplete(page, 'Client', 'Maison', 'Maison Lumière');
    await expect.poll(() => page.getByRole('row', { name: /Outdoor Retail/ }).count()).toBe(0);
    await page.getByRole('row', { name: /Boutiques France/ }).waitFor();
    await page.goto(`${server.url}/admin/account/list`);
    await page.getByRole('row', { name: /Outdoor Retail/ }).waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/account/create');
    await page.locator('input[name=accountName]').fill('x');
    await page.locator('input[name=accountName]').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(3);
    // Limits are counted, never cut: the shared rule refuses what is longer.
    await expect(page.locator('input[name=accountCode]').getAttribute('maxlength')).resolves.toBeNull();
    await page.locator('input[name=accountName]').fill('x'.repeat(60));
    await expect(page.locator('input[name=accountName]').inputValue()).resolves.toHaveLength(60);
    await page.getByText('Must be 50 characters or fewer.').waitFor();

    await autocomplete(page, 'Client', 'North', 'Northwind Outfitters');
    await page.locator('input[name=accountCode]').fill(accountCode.toLowerCase());
    await expect(page.locator('input[name=accountCode]').inputValue()).resolves.toBe(accountCode);
    await page.locator('input[name=accountName]').fill(accountName);
    await choose(page, /^Language/, 'French');
    await page.getByText('No warehouse yet.').waitFor();
    await page.getByRole('button', { name: 'Add a warehouse' }).click();
    await choose(page, /^Warehouse/, 'Box Marseille 12 (box)');
    await page.locator('input[name="clientAccountWarehouses.0.accountWMS"]').fill('E2E-BM');
    await page.getByRole('checkbox', { name: 'Quotas', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(ACCOUNT_LIST);

    // Found by searching; its link is the spec's edit route.
    await page.getByPlaceholder('Search').fill(accountName);
    await page.waitForURL((url) => url.searchParams.get('searchText') === accountName);
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
    await page.getByRole('row', { name: new RegExp(accountName) }).click();
    await page.waitForURL(new RegExp(`/admin/account/${UUID}/client/${northwind.idClient}$`));
    const idClientAccount = new URL(page.url()).pathname.split('/')[3];
    await expect(page.locator('input[name=accountName]').inputValue()).resolves.toBe(accountName);
    await expect(page.locator('input[name="clientAccountWarehouses.0.accountWMS"]').inputValue()).resolves.toBe('E2E-BM');

    const stored = await getAccount(northwind.idClient, idClientAccount);
    expect(stored).toMatchObject({ idClient: northwind.idClient, accountCode, accountName, cultureLanguageCode: 'fr' });
    expect(stored.clientAccountWarehouses).toEqual([expect.objectContaining({ warehouseName: 'Box Marseille 12', accountWMS: 'E2E-BM' })]);
    expect(stored.clientAccountFeatures.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Quotas']);

    // Someone else links Lyon meanwhile: the save applies the form's list to what is stored then
    // (one transaction on the server), so the form's Lyon, without a code, replaces theirs.
    const { warehouses } = await api.request<{ warehouses: { idWarehouse: string; warehouseName: string }[] }>({ path: '/warehouses/all' });
    const lyon = warehouses.find((w) => w.warehouseName === 'Lyon Distribution Centre')!;
    await api.request({
      method: 'POST',
      path: '/clients/{idClient}/accounts/{idClientAccount}/warehouses',
      params: { idClient: northwind.idClient, idClientAccount },
      body: { idWarehouse: lyon.idWarehouse, accountWMS: 'OTHER-LY' },
    });
    const editUrl = page.url();
    expect(editUrl).toMatch(new RegExp(`/admin/account/${idClientAccount}/client/`));
    await page.getByRole('button', { name: 'Add a warehouse' }).click();
    await choose(page, /^Warehouse/, 'Lyon Distribution Centre (warehouse)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(ACCOUNT_LIST);
    const merged = await getAccount(northwind.idClient, idClientAccount);
    expect(merged.clientAccountWarehouses.map((w) => [w.warehouseName, w.accountWMS]).sort()).toEqual([
      ['Box Marseille 12', 'E2E-BM'],
      ['Lyon Distribution Centre', null],
    ]);

    // Back on the form: removing Lyon and ticking Events saves a deletion and a feature.
    await page.goto(editUrl);
    // A fresh page: the form shows once the account has come.
    await page
      .getByRole('combobox', { name: /^Warehouse/ })
      .first()
      .waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: /^Warehouse/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove this warehouse' }).nth(1).click();
    await page.getByRole('checkbox', { name: 'Events' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(ACCOUNT_LIST);
    const saved = await getAccount(northwind.idClient, idClientAccount);
    expect(saved.clientAccountWarehouses.map((w) => w.warehouseName)).toEqual(['Box Marseille 12']);
    expect(saved.clientAccountFeatures.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Events', 'Quotas']);

    // A client role of that account, with permissions chosen in the matrix.
    const roleName = `E2E Buyer ${stamp}`;
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await page.waitForURL(/\/admin\/role\/list/);
    await createLinkOf(page, 'roles').click();
    await page.waitForURL('**/admin/role/create');
    await page.getByRole('textbox', { name: 'Role name' }).fill(roleName);
    await expect(page.getByRole('radio', { name: 'Client role' }).isChecked()).resolves.toBe(true);
    await autocomplete(page, 'Client', 'North', 'Northwind Outfitters');
    await choose(page, /^Account/, accountName);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/role/${UUID}$`));
    const idRole = new URL(page.url()).pathname.split('/')[3];
    await expect.poll(() => page.getByRole('combobox', { name: /^Account/ }).textContent()).toContain(accountName);

    await page.getByRole('checkbox', { name: 'Every action on Customer orders' }).check();
    await page.getByRole('checkbox', { name: 'Dashboard: View', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Groups: View', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Groups: Edit', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Groups: Edit', exact: true }).uncheck();
    await page.getByText('Unsaved changes').waitFor();
    // The page's one Save saves the role and its permissions; the grid's sticky bar presses it.
    await page.getByRole('region', { name: 'Permissions' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Permissions saved').waitFor();

    const role = (await api.request<{ role: Record<string, unknown> }>({ path: '/v2/application/roles/{id}', params: { id: idRole } })).role;
    expect(role).toMatchObject({ role: roleName, isAdminRole: false, idClient: northwind.idClient, idClientAccount });
    const { rolePermissions } = await api.request<{ rolePermissions: { action: string; subject: string }[] }>({
      path: '/clients/accounts/{idClientAccount}/role/{idRole}/permissions',
      params: { idClientAccount, idRole },
    });
    expect(rolePermissions.map((p) => `${p.subject}:${p.action}`).sort()).toEqual(
      ['AdminGroups:View', 'CoreGeneralDashboard:View', 'CoreOrders:BulkImport', 'CoreOrders:Create', 'CoreOrders:Edit', 'CoreOrders:View'].sort(),
    );

    // A group in that account, switched off, with a member added and then removed after confirmation.
    const { idUser: tomId } = await clientFor(server.apiUrl, DEMO_USERS.orderer);
    await api.request({
      method: 'POST',
      path: '/clients/{idClient}/accounts/{idClientAccount}/users',
      params: { idClient: northwind.idClient, idClientAccount },
      body: { idUser: tomId },
    });
    // Groups are account-based (shared menu rule): no entry until an account is active, but the screen lets one pick it.
    await expect(page.getByRole('menuitem', { name: 'Groups' }).count()).resolves.toBe(0);
    await page.goto(`${server.url}/admin/groups/list`);
    await page.getByText('Choose an account to see its groups.').first().waitFor();
    await choose(page, /^Account/, accountName);
    await page.getByText('No groups in this account yet').waitFor();
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL('**/admin/groups/create');
    const groupName = `E2E Group ${stamp}`;
    await page.getByRole('textbox', { name: 'Group name' }).fill(groupName);
    await page.getByLabel('Enabled').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/groups/${UUID}$`));
    const idClientAccountGroup = new URL(page.url()).pathname.split('/')[3];
    const groupPath = { idClient: northwind.idClient, idClientAccount };
    const group = (
      await api.request<{ group: Record<string, unknown> }>({
        path: '/clients/{idClient}/accounts/{idClientAccount}/groups/{id}',
        params: { ...groupPath, id: idClientAccountGroup },
      })
    ).group;
    expect(group).toMatchObject({ groupName, enabled: false, idClientAccount });

    await page.getByText('No members yet.').waitFor();
    await autocomplete(page, 'User to add', 'Tom', /Tom Baker/);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Tom Baker was added to the group.').waitFor();
    const members = () =>
      api
        .request<{ items: { idUser: string }[] }>({
          path: '/clients/{idClient}/accounts/{idClientAccount}/groups/{idClientAccountGroup}/users',
          params: { ...groupPath, idClientAccountGroup },
          query: { pageSize: 10000 },
        })
        .then((answer) => answer.items.map((m) => m.idUser));
    await expect(members()).resolves.toEqual([tomId]);

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove Tom Baker from the group?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // Until it has faded out, the dialog's own Remove is the only one the page exposes.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect(members()).resolves.toEqual([tomId]);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No members yet.').waitFor();
    await expect(members()).resolves.toEqual([]);

    Object.assign(created, { idClient: northwind.idClient, idClientAccount, idRole, accountName });
  });

  it("keeps a new account's form, with the server's message, when its warehouses cannot be saved: nothing is created", async () => {
    const { db } = server.database;
    const [depot] = await db.insert(warehouses).values({ warehouseName: 'E2E Vanishing Depot', warehouseType: 'WAREHOUSE' }).returning();
    const page = await newPage();
    await signIn(page, DEMO_USERS.systemAdmin);
    await page.goto(`${server.url}/admin/account/create`);
    await autocomplete(page, 'Client', 'North', 'Northwind Outfitters');
    await page.locator('input[name=accountCode]').fill('VD1');
    await page.locator('input[name=accountName]').fill('E2E Vanishing');
    await page.getByRole('button', { name: 'Add a warehouse' }).click();
    await choose(page, /^Warehouse/, 'E2E Vanishing Depot (warehouse)');
    // The warehouse disappears between the choice and the save: its link is refused.
    await db.delete(warehouses).where(eq(warehouses.idWarehouse, depot.idWarehouse));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Validation failed.').waitFor();
    // One transaction: the account was not created either, and the form keeps what was typed.
    expect(new URL(page.url()).pathname).toBe('/admin/account/create');
    await expect(page.locator('input[name=accountName]').inputValue()).resolves.toBe('E2E Vanishing');
    expect(await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'VD1'))).toEqual([]);
  });

  it('shows the same screens in French on a 767 px screen, without sideways scrolling', async () => {
    expect(created.idRole, 'needs the role of the first test').toBeTruthy();
    const page = await newPage({ width: 767, height: 1000 });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'French' }).click();
    // French loads on first use and re-renders the form: what was typed before would be lost.
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await page.locator('input[name=email]').fill(DEMO_USERS.systemAdmin);
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard');
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`${server.url}/admin/account/${created.idClientAccount}/client/${created.idClient}`);
    await page.getByRole('heading', { name: 'Entrepôts' }).waitFor();
    await page.getByRole('heading', { name: 'Fonctionnalités' }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Événements' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Ajouter un entrepôt' }).waitFor();
    await expect(noSidewaysScroll()).resolves.toBe(true);

    await page.goto(`${server.url}/admin/role/${created.idRole}`);
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Commandes clients : Consulter' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Groupes : Modifier' }).isChecked()).resolves.toBe(false);
    await page.getByRole('checkbox', { name: 'Toutes les actions sur Groupes' }).click();
    await page.getByText('Modifications non enregistrées').waitFor();
    // The form's Save and the grid's sticky bar, which presses it: no other save button.
    await expect(page.getByRole('button', { name: 'Enregistrer', exact: true }).first().isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Permissions' }).getByRole('button', { name: 'Enregistrer', exact: true }).isEnabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: /Enregistrer/ }).count()).toBe(2);
    await expect(noSidewaysScroll()).resolves.toBe(true);

    await page.goto(`${server.url}/admin/groups/list`);
    await page.getByText('Choisissez un compte pour voir ses groupes.').first().waitFor();
    await expect(noSidewaysScroll()).resolves.toBe(true);
  });

  it("gives a client administrator their client's accounts and roles, and no administrator roles", async () => {
    const page = await newPage();
    // Claire's profile language is French, which a first sign-in on a device applies.
    await signIn(page, DEMO_USERS.clientAdmin);
    for (const entry of ['Comptes', 'Rôles']) await page.getByRole('menuitem', { name: entry }).waitFor();
    // Groups are account-based: their entry waits for an active account.
    await expect(page.getByRole('menuitem', { name: 'Groupes' }).count()).resolves.toBe(0);
    await page.getByRole('menuitem', { name: 'Comptes' }).click();
    await page.getByRole('row', { name: /Boutiques France/ }).waitFor();
    await page.getByRole('row', { name: /E-commerce/ }).waitFor();
    await expect(page.getByRole('row', { name: /Outdoor Retail/ }).count()).resolves.toBe(0);
    await page.goto(`${server.url}/admin/role/create`);
    await page.getByRole('textbox', { name: 'Nom du rôle' }).waitFor();
    await expect(page.getByRole('radio', { name: 'Rôle d’administrateur' }).count()).resolves.toBe(0);

    // Her own role's grid: what she does not hold (masquerade) is read-only, what she holds is not.
    const [claire] = await server.database.db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
    const [own] = await server.database.db.select().from(userRoles).where(eq(userRoles.idUser, claire.idUser));
    await page.goto(`${server.url}/admin/role/${own.idRole}`);
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Connexion en tant que : Consulter' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Groupes : Consulter' }).isDisabled()).resolves.toBe(false);
  });

  it('sends an orderer who opens the organisation screens to the 403 page', async () => {
    const page = await newPage();
    await signIn(page, DEMO_USERS.orderer);
    await expect(page.getByRole('menuitem', { name: 'Accounts' }).count()).resolves.toBe(0);
    for (const path of ['/admin/account/list', '/admin/role/list', '/admin/groups/list']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL('**/session/403');
    }
  });
});
