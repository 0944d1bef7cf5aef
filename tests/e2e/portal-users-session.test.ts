/**
 * Users, self-service and the session controls in headless Chromium against the real API:
 * the system administrator creates a client user with a client role whose permissions the test
 * sets; that user signs in, sees exactly the menu entries the role allows, is sent to the 403
 * page on a forbidden route and cannot read another account's data through the API; the
 * administrator masquerades as that user (banner, a page loaded as them, a reload, the return),
 * and the server's records show the closed session. Also: the administrator settings panel, the
 * warehouse switcher, the address book and the profile.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import en from '../../locales/en.json';
import type { ApiClient } from '../../shared/api/api-client';
import type { Permission } from '../../shared/permissions';
import { ROLE_PERMISSIONS_PATH, roles } from '../../shared/administration/roles';
import { groups } from '../../shared/administration/groups';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { MENU_ENTRIES, visibleMenuEntries } from '../../web/shell/layout/menu-items';
import { clientFor, failure } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, chooseWarehouse, contextSwitcher, navigateInApp, signInToDashboard, submitSignIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = 'admin@wareport.example';
const ORDERER = 'tom.baker@northwind.example';
const USER_LIST = /\/admin\/user\/list(\?.*)?$/;
const ROLE_PERMISSIONS: Permission[] = [
  { action: 'View', subject: 'CoreGeneralDashboard' },
  { action: 'View', subject: 'CoreGeneralUserAccountUserProfile' },
  { action: 'View', subject: 'CoreGeneralUserAccountMyAddress' },
  { action: 'View', subject: 'AdminGroups' },
];

let server: RunningServer;
let admin: ApiClient & { idUser: string };
const browsers: Browser[] = [];
const ids = { northwind: '', outdoor: '', lumiere: '', stores: '', role: '' };
const roleName = `E2E viewer ${Date.now()}`;

/** The English text of a locale key ("layout.menu.users" -> "Users"). */
const english = (key: string) => key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], en) as string;

beforeAll(async () => {
  server = await startServer();
  admin = await clientFor(server.apiUrl, ADMIN);
  const { items } = await admin.request<{ items: { idClient: string; clientName: string; accounts: { idClientAccount: string; accountName: string }[] }[] }>({
    path: '/clients',
    query: { pageSize: -1 },
  });
  const northwind = items.find((c) => c.clientName === 'Northwind Outfitters')!;
  const lumiere = items.find((c) => c.clientName === 'Maison Lumière')!;
  Object.assign(ids, {
    northwind: northwind.idClient,
    outdoor: northwind.accounts.find((a) => a.accountName === 'Outdoor Retail')!.idClientAccount,
    lumiere: lumiere.idClient,
    stores: lumiere.accounts.find((a) => a.accountName === 'Boutiques France')!.idClientAccount,
  });
  // A client role of the account with a known set of permissions.
  const { role } = await admin.request<{ role: { idRole: string } }>({
    method: 'POST',
    path: roles.paths.list,
    body: { role: roleName, idClient: ids.northwind, idClientAccount: ids.outdoor },
  });
  ids.role = role.idRole;
  await admin.request({
    method: 'PUT',
    path: ROLE_PERMISSIONS_PATH,
    params: { idClientAccount: ids.outdoor, idRole: ids.role },
    body: { rolePermissions: ROLE_PERMISSIONS },
  });
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function newPage(options: { width?: number } = {}): Promise<Page> {
  const browser = await launchBrowser(options);
  browsers.push(browser);
  return pageOf(browser);
}

/** A new page of `browser` with the test's time limit, a screenshot if the test fails, closed when it ends. */
function pageOf(browser: Browser): Promise<Page> {
  return browser.context.newPage().then((page) => {
    page.setDefaultTimeout(15_000);
    onTestFailed(async ({ task }) => {
      mkdirSync('test-results', { recursive: true });
      const file = `test-results/portal-users-${task.name.replace(/\W+/g, '-').slice(0, 80)}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`failed at ${page.url()}; screenshot in ${file}`);
    });
    // A failed test's page stays open for its screenshot; the browser closes it at the end.
    onTestFinished(({ task }) => (task.result?.state === 'fail' ? undefined : page.close().catch(() => undefined)));
    return page;
  });
}

/**
 * A browser of `email` (at a width) signed in once through the sign-in page; the first test to
 * use it goes on from that page, the next ones open a page of their own in it (the session is
 * kept by the browser, as for a second tab) instead of signing in again.
 */
const sessions = new Map<string, Promise<Browser>>();
async function signedInAt(email: string, path: string, options: { width?: number } = {}): Promise<Page> {
  const key = `${email} ${options.width ?? ''}`;
  const known = sessions.get(key);
  if (known) {
    const page = await pageOf(await known);
    await page.goto(`${server.url}${path}`);
    return page;
  }
  const browser = launchBrowser(options);
  sessions.set(key, browser);
  const created = await browser;
  browsers.push(created);
  const page = await pageOf(created);
  await signInToDashboard(page, server.url, email);
  await navigateInApp(page, path);
  return page;
}

const signIn = (page: Page, email: string, password?: string) => signInToDashboard(page, server.url, email, password);

/** Signs in on the sign-in page already on screen (after a sign-out), without loading it again. */
async function signInHere(page: Page, email: string) {
  await submitSignIn(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  // The portal returns to where the last user signed out: each signs out from the dashboard.
  if (!page.url().endsWith('/dashboard')) await page.goto(`${server.url}/dashboard`);
  await page.waitForURL('**/dashboard');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

/** Closes a multiple select's list, which stays open after a choice. */
async function closeList(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const sidebarEntries = (page: Page) => page.locator('.RaMenu-open [role=menuitem], .RaMenu-closed [role=menuitem]').allInnerTexts();

describe('portal: users and session controls', () => {
  it('creates a client user who sees only what the role allows, then masquerades as them', async () => {
    const page = await newPage();
    const email = `nora.vidal.${Date.now()}@northwind.example`;

    // The administrator creates the user: client, its only account, the role, a password.
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(USER_LIST);
    await page.getByText('tom.baker@northwind.example').first().waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/user/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Client is required.').waitFor();

    await page.locator('input[name=firstName]').fill('Nora');
    await page.locator('input[name=lastName]').fill('Vidal');
    await page.locator('input[name=email]').fill(email);
    await chooseOption(page.getByRole('combobox', { name: 'Client', exact: true }).first(), 'Northwind Outfitters');
    // A client with one account: that account is filled in.
    await expect.poll(() => page.getByRole('combobox', { name: 'Account' }).first().innerText()).toContain('Outdoor Retail');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please select at least one role.').waitFor();
    await page.getByRole('combobox', { name: 'Roles', exact: true }).click();
    await page.getByRole('option', { name: roleName }).click();
    await closeList(page);
    await page.getByRole('radio', { name: 'Set the password' }).check();
    await page.locator('input[name=password]').fill('short');
    await page.locator('input[name=passwordConfirmation]').fill('other');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await page.getByText('Passwords do not match.').waitFor();
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('input[name=passwordConfirmation]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(USER_LIST);
    await page.getByText(email).first().waitFor();
    await navigateInApp(page, '/dashboard');
    await signOut(page);

    // The new user: exactly the menu entries of the role, 403 elsewhere.
    await signInHere(page, email);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nora Vidal' }).waitFor();
    const menuContext = {
      accountPermissions: [{ idClientAccount: ids.outdoor, permissions: ROLE_PERMISSIONS }],
      idClientAccount: ids.outdoor,
      warehouseType: null,
    };
    // Resource entries are plural names ("User |||| Users").
    const expected = visibleMenuEntries(MENU_ENTRIES, menuContext).map((e) => english(e.labelKey).split('||||').at(-1)!.trim());
    expect(expected).toContain('Dashboard');
    await expect.poll(() => sidebarEntries(page)).toEqual(expected);
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['User Profile', 'My Addresses', 'Sign out']);
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/admin/client/list');
    await page.waitForURL('**/session/403');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();

    // Through the API with their own token: their account's groups, never another account's.
    const nora = await clientFor(server.apiUrl, email);
    await nora.request({ path: groups.paths.list, params: { idClient: ids.northwind, idClientAccount: ids.outdoor } });
    expect((await failure(nora.request({ path: groups.paths.list, params: { idClient: ids.lumiere, idClientAccount: ids.stores } }))).status).toBe(403);
    expect((await failure(nora.request({ path: '/clients' }))).status).toBe(403);
    await navigateInApp(page, '/dashboard');
    await signOut(page);

    // The administrator acts as Nora: the modal, the banner, a page as her, a reload, the return.
    await signInHere(page, ADMIN);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Masquerade as' }).click();
    const modal = page.getByRole('dialog', { name: 'Masquerade as' });
    await modal.getByRole('button', { name: 'Start' }).click();
    await modal.getByText('User is required.').waitFor();
    await chooseOption(page.getByRole('combobox', { name: 'Client', exact: true }).first(), 'Northwind Outfitters');
    // One account: no account field to fill.
    await expect(modal.getByRole('combobox', { name: 'Account' }).count()).resolves.toBe(0);
    const userField = modal.getByRole('combobox', { name: 'User' });
    await userField.fill('Vi');
    await page.getByText('Type at least 3 characters.').waitFor();
    await userField.fill('Vidal');
    await page.getByRole('option', { name: /Nora Vidal/ }).click();
    await modal.getByRole('button', { name: 'Start' }).click();
    const banner = page.getByTestId('masquerade-banner');
    await banner.filter({ hasText: 'You are acting as Nora Vidal' }).waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nora Vidal' }).waitFor();
    await expect.poll(() => sidebarEntries(page)).toEqual(expected);

    await navigateInApp(page, '/user/profile');
    await expect.poll(() => page.locator('input[name=email]').inputValue()).toBe(email);
    await page.reload();
    await banner.filter({ hasText: 'Nora Vidal' }).waitFor();
    await expect.poll(() => page.locator('input[name=email]').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['User Profile', 'My Addresses', 'Turn off Masquerade', 'Sign out']);
    await page.keyboard.press('Escape');

    await banner.getByRole('button', { name: 'Return to my account' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }).waitFor();
    await page.getByRole('menuitem', { name: 'Users' }).waitFor();

    // The server recorded the session, closed.
    const { items } = await admin.request<{ items: { idUser: string; idUserMasquerade: string; openedAt: string; closedAt: string | null }[] }>({
      path: '/masquerade/sessions',
    });
    const session = items.find((s) => s.idUserMasquerade === nora.idUser);
    expect(session).toMatchObject({ idUser: admin.idUser });
    expect(session?.closedAt).toBeTruthy();
  });

  it('disables and enables a user from the list, after confirmation', async () => {
    const page = await signedInAt(ADMIN, '/admin/user/list');
    await page.getByRole('switch', { name: 'Disable Julie Bernard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable Julie Bernard?' });
    await confirm.getByText('Julie Bernard will no longer be able to sign in.').waitFor();
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Julie Bernard is disabled.').waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Enable Julie Bernard' }).isChecked()).toBe(false);
    await expect(clientFor(server.apiUrl, 'julie.bernard@maison-lumiere.example')).rejects.toThrow(/User is disabled/);

    await page.getByRole('switch', { name: 'Enable Julie Bernard' }).click();
    await page.getByRole('dialog', { name: 'Enable Julie Bernard?' }).getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Julie Bernard is enabled.').waitFor();
    await clientFor(server.apiUrl, 'julie.bernard@maison-lumiere.example');
  });

  it('lets the administrator choose client, account and warehouse in the working context panel', async () => {
    const page = await signedInAt(ADMIN, '/dashboard');
    const scope = page.getByTestId('active-scope').first();
    await expect.poll(() => scope.innerText()).toBe('Choose where to work');
    await contextSwitcher(page).click();
    const panel = page.getByRole('dialog', { name: 'Where you work' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('Client is required.').waitFor();
    await panel.getByText('Account is required.').waitFor();

    await chooseOption(page.getByRole('combobox', { name: 'Client', exact: true }).first(), 'Maison Lumière');
    await chooseOption(page.getByRole('combobox', { name: 'Account', exact: true }).first(), 'E-commerce');
    // An account with one warehouse: it is selected.
    await expect.poll(() => panel.getByRole('combobox', { name: 'Warehouse' }).innerText()).toContain('Lyon Distribution Centre');

    // Clicking outside asks first; "Cancel" keeps the panel open.
    await page.mouse.click(20, 400);
    const confirm = page.getByRole('dialog', { name: 'Exit without apply changes!' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => scope.innerText()).toBe('Maison Lumière · E-commerce · Lyon Distribution Centre');

    // The choice survives a reload; a reset forgets it and goes to the root.
    await page.reload();
    await expect.poll(() => scope.innerText()).toBe('Maison Lumière · E-commerce · Lyon Distribution Centre');
    await navigateInApp(page, '/admin/user/list');
    await contextSwitcher(page).click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await expect.poll(() => scope.innerText()).toBe('Choose where to work');
  });

  it('switches warehouse where the user is, without leaving the screen, and keeps it across a reload', async () => {
    const page = await signedInAt(ORDERER, '/user/profile');
    await chooseWarehouse(page, 'Box Lille 3');
    expect(new URL(page.url()).pathname).toBe('/user/profile');
    await page.reload();
    await expect.poll(() => page.getByTestId('active-scope').first().innerText()).toContain('Box Lille 3');
  });

  it("adds an address to the user's own address book and lists it", async () => {
    const page = await signedInAt(ORDERER, '/dashboard', { width: 767 });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My Addresses' }).click();
    await page.waitForURL(/\/user\/address\/list/);
    await page.getByText('Northwind Lille store').first().waitFor();
    // Enabled addresses only, by default.
    await expect(page.getByText('Old Ghent store').count()).resolves.toBe(0);

    await navigateInApp(page, '/user/address/create');
    await page.locator('input[name=addressName]').fill('Northwind Roubaix depot');
    // On phones the form's notification covers the floating toolbar for a while: Enter submits too.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Street address is required.').waitFor();
    await page.getByText('Post Code is required.').waitFor();
    await page.locator('input[name=address1]').fill('3 rue du Grand Chemin');
    await page.locator('input[name=zipCode]').fill('59100');
    await page.locator('input[name=city]').fill('Roubaix');
    await page.locator('input[name=phone]').fill('12');
    await page.locator('input[name=phone]').press('Enter');
    await page.getByText('Please enter valid phone number').waitFor();
    await page.locator('input[name=phone]').fill('+33 3 20 00 00 01');
    await page.locator('input[name=phone]').press('Enter');
    await page.waitForURL(/\/user\/address\/list/);
    await page.getByText('Northwind Roubaix depot').first().waitFor();
    // Newest first among the user's own addresses.
    await expect.poll(async () => (await page.locator('.MuiListItemText-primary').allInnerTexts())[0]).toBe('Northwind Roubaix depot');
  });

  it('saves a name change on the profile', async () => {
    const page = await signedInAt(ORDERER, '/user/profile');
    await page.locator('input[name=firstName]').fill('Thomas');
    // A password change needs the right current password: the identity service says so in place.
    await page.locator('input[name=currentPassword]').fill('Not-the-password1');
    await page.locator('input[name=newPassword]').fill('Northwind#2027');
    await page.locator('input[name=newPasswordConfirmation]').fill('Northwind#2027');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The current password is not correct.').waitFor();
    for (const field of ['currentPassword', 'newPassword', 'newPasswordConfirmation']) await page.locator(`input[name=${field}]`).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    // The header (hidden while the page is scrolled down to the save button) shows the new name.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Profile' }).filter({ hasText: 'Thomas Baker' }).waitFor();

    // The name reached the identity too: Tom still signs in with his password, under his new name.
    const tom = await clientFor(server.apiUrl, ORDERER);
    expect(await tom.request<{ firstName: string }>({ path: '/userinfo' })).toMatchObject({ firstName: 'Thomas', lastName: 'Baker' });
  });
});
