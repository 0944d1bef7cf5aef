/**
 * The portal's shared conventions, each seen once in English and once in French: never offering
 * what the API refuses, limits shown and enforced without cutting, e-mails checked by the shared
 * rule instead of the browser's bubble, server errors brought into view, a question before
 * leaving unsaved changes, and what uses a record said before deleting it.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import { products } from '../../shared/administration/products';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { ADMIN_SCREENS, seriousViolations } from '../support/axe';
import { navigateInApp, signInInLanguage } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const say = (language: Language, en: string, fr: string) => (language === 'en' ? en : fr);

let server: RunningServer;
const browsers: Browser[] = [];
/** Two simple products of one account with barcodes: the first is edited, the second's barcode is taken. */
let edited: string, takenBarcode: string;

beforeAll(async () => {
  server = await startServer();
  const api = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
  const { items: accounts } = await api.request<{ items: { idClient: string; idClientAccount: string; accountName: string }[] }>({
    path: '/clients/accounts',
    query: { pageSize: -1 },
  });
  const outdoor = accounts.find((a) => a.accountName === 'Outdoor Retail')!;
  const { items } = await api.request<{ items: { idProduct: string; barcode: string | null }[] }>({
    path: products.paths.list,
    params: { idClient: outdoor.idClient, idClientAccount: outdoor.idClientAccount },
    query: { pageSize: 20 },
  });
  const withBarcode = items.filter((p) => p.barcode);
  [edited, takenBarcode] = [withBarcode[0].idProduct, withBarcode[1].barcode!];
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

/**
 * One browser per language and user, signed in once through the sign-in page after choosing the
 * language there; each test then opens a fresh page of it (the session and the language are kept
 * by the browser, as they would be for a second tab), so no test pays for another sign-in.
 */
const sessions = new Map<string, Promise<Browser>>();
function sessionOf(language: Language, email: string): Promise<Browser> {
  const key = `${language} ${email}`;
  let session = sessions.get(key);
  if (!session) {
    session = (async () => {
      const browser = await launchBrowser({ width: 1366 });
      browsers.push(browser);
      const page = await browser.context.newPage();
      page.setDefaultTimeout(15_000);
      await signInInLanguage(page, server.url, email, language);
      await page.close();
      return browser;
    })();
    sessions.set(key, session);
  }
  return session;
}

/** A fresh page of the browser of `email` in `language`, already signed in; closed when the test ends. */
async function signedIn(language: Language, email: string = DEMO_USERS.systemAdmin): Promise<Page> {
  const page = await (await sessionOf(language, email)).context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/conventions-${task.name.replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
  });
  // A failed test's page stays open for its screenshot; the browser closes it at the end.
  onTestFinished(({ task }) => (task.result?.state === 'fail' ? undefined : page.close().catch(() => undefined)));
  return page;
}

/**
 * The product form of the edited product, its account picked on the list first. With
 * `wholeProductAfterMs`, the product's own request answers that much later, so the form shows the
 * list's row until then.
 */
async function openProduct(page: Page, language: Language, { wholeProductAfterMs = 0 } = {}) {
  await page.goto(`${server.url}/admin/products/list`);
  await page.getByRole('combobox', { name: new RegExp(`^${say(language, 'Account', 'Compte')}`) }).click();
  await page.getByRole('option', { name: /Outdoor Retail/ }).click();
  await page.locator('table tbody tr').first().waitFor();
  if (!wholeProductAfterMs) return navigateInApp(page, `/admin/products/${edited}`);
  await page.route(
    (url) => url.pathname.endsWith(`/products/${edited}`),
    async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, wholeProductAfterMs));
      await route.continue();
    },
  );
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, `/admin/products/${edited}`);
}

describe.each(LANGUAGES)('portal conventions (%s)', (language) => {
  it('offers a client administrator no client creation, in the list or by address', async () => {
    const page = await signedIn(language, DEMO_USERS.clientAdmin);
    await page.goto(`${server.url}/admin/client/list`);
    await page.getByRole('row', { name: /Maison Lumière/ }).waitFor();
    expect(await page.getByRole('link', { name: say(language, 'Create', 'Créer') }).count()).toBe(0);
    await page.goto(`${server.url}/admin/client/create`);
    await page.waitForURL('**/session/403');
  });

  it('counts characters against the limit, keeps a longer text whole and refuses it with the rule', async () => {
    const page = await signedIn(language);
    await page.goto(`${server.url}/admin/client/create`);
    const name = page.locator('input[name=clientName]');
    await name.fill('A'.repeat(60));
    expect((await name.inputValue()).length).toBe(60);
    await page.getByRole('button', { name: say(language, 'Save', 'Enregistrer') }).click();
    await page.getByText(say(language, 'Must be 50 characters or fewer.', 'Doit comporter au plus 50 caractères.')).waitFor();
    await name.fill('Atelier');
    await page.getByText('7 / 50').waitFor();
    expect(page.url()).toMatch(/\/admin\/client\/create$/);

    // A picture's title, outside any react-admin input, follows the same convention.
    page.once('dialog', (dialog) => void dialog.accept());
    await openProduct(page, language);
    await page.getByRole('tab', { name: say(language, 'Pictures', 'Images') }).click();
    const title = page.locator('input[name="images.0.imageName"]');
    await title.fill('B'.repeat(60));
    expect((await title.inputValue()).length).toBe(60);
    await page.getByText('60 / 50').first().waitFor();
    await page.getByText(say(language, 'Image name must be 50 characters max.', 'Image : le nom doit comporter 50 caractères maximum.')).waitFor();
    await page.getByRole('tab', { name: say(language, 'General', 'Général') }).click();
    await page.getByRole('button', { name: say(language, 'Save', 'Enregistrer') }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('images.0.imageName');
    expect(page.url()).toMatch(new RegExp(`/admin/products/${edited}$`));
  });

  it("checks e-mails with the portal's rule and message, not the browser's", async () => {
    const page = await signedIn(language);
    await page.goto(`${server.url}/user/address/create`);
    await page.locator('input[name=email]').fill('not-an-address');
    await page.getByRole('button', { name: say(language, 'Save', 'Enregistrer') }).click();
    await page
      .locator('.MuiFormHelperText-root', { hasText: say(language, 'Please enter valid email address', 'Veuillez saisir une adresse e-mail valide') })
      .waitFor();
    expect(
      await page
        .locator('form')
        .first()
        .evaluate((form) => (form as HTMLFormElement).noValidate),
    ).toBe(true);
  });

  it('brings a duplicate name refused by the server into view, asks before leaving changes, and says what uses a client instead of deleting it', async () => {
    const page = await signedIn(language);
    await page.goto(`${server.url}/admin/client/create`);
    await page.locator('input[name=clientName]').fill('maison lumière');
    await page.getByRole('button', { name: say(language, 'Save', 'Enregistrer') }).click();
    await page.getByText(say(language, 'A client with this name already exists.', 'Un client porte déjà ce nom.')).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('clientName');

    // Leaving with the change asks, in the shared dialog; staying keeps the form.
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    const leave = page.getByTestId('confirm-dialog');
    await leave.getByText(say(language, 'Leave without saving?', 'Quitter sans enregistrer\u00a0?')).waitFor();
    await leave.getByRole('button', { name: say(language, 'Stay', 'Rester') }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/client\/create$/);

    await page.goto(`${server.url}/admin/client/list`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('row', { name: /Maison Lumière/ }).click();
    await page.waitForURL(/\/admin\/client\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: say(language, 'Delete', 'Supprimer') }).click();
    const inUse = page.getByTestId('in-use-dialog');
    await inUse.getByText(say(language, 'Maison Lumière cannot be deleted', 'Impossible de supprimer Maison Lumière')).waitFor();
    await inUse.getByText(say(language, '2 accounts', '2 comptes')).waitFor();
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);

    // A form in tabs: the server's error on a field of another tab brings that tab forward and focuses the field.
    // The form opens at once on the list's row and the whole product comes later (held back here):
    // what was typed meanwhile stays, and stays a change to save.
    const wholeProduct = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith(`/products/${edited}`) && response.request().method() === 'GET',
    );
    await openProduct(page, language, { wholeProductAfterMs: 1_000 });
    await page.getByRole('tab', { name: say(language, 'Logistics', 'Logistique') }).click();
    await page.locator('input[name=barcode]').fill(takenBarcode);
    await wholeProduct;
    await page.getByRole('tab', { name: say(language, 'Pictures', 'Images') }).click();
    expect(await page.locator('input[name=barcode]').inputValue()).toBe(takenBarcode);
    await page.getByRole('button', { name: say(language, 'Save', 'Enregistrer') }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('barcode');
    await page
      .getByText(say(language, 'Duplicate Barcode detected.', 'Code-barres en double détecté.'))
      .first()
      .waitFor();
    await page.getByRole('tab', { name: say(language, 'Logistics', 'Logistique'), selected: true }).waitFor();
    expect(await page.locator('input[name=barcode]').isVisible()).toBe(true);
  });

  it('has no serious or critical accessibility violation (axe-core, WCAG 2.1 AA) on the administration screens', async () => {
    const page = await signedIn(language);
    await page.goto(`${server.url}${ADMIN_SCREENS[0]}`);
    const found: string[] = [];
    for (const path of ADMIN_SCREENS) {
      // Once quiet, fields settle (labels move up once filled); the measure waits for their transitions to end.
      await navigateInApp(page, path);
      for (const violation of await seriousViolations(page))
        found.push(`${path} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});
