/** Steps on the portal's pages shared by end-to-end tests and screenshot scripts. */
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed';

/** Fills and submits the built-in sign-in form already on screen. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
}

/**
 * Picks an option of a MUI select (react-admin's SelectInput, a TextField select) and waits until
 * its list has gone: the list fades out over a modal layer that hides the rest of the page from
 * the accessibility tree, so a step that follows at once may find no button by its role, or click
 * the layer instead of the field under it.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp) {
  const page = combobox.page();
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Waits until the page has stopped loading and animating, before a screenshot. */
export async function settle(page: Page, ms = 400) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(ms);
}

/**
 * Signs in on the portal at `baseUrl` and lands on the dashboard (react-admin would return to
 * wherever the last user signed out): the one sign-in step of the end-to-end tests.
 */
export async function signInToDashboard(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (!page.url().endsWith('/dashboard')) await page.goto(`${baseUrl}/dashboard`);
  await page.waitForURL('**/dashboard');
}

/** The header's working context switcher (one for every user), in either language. */
export const contextSwitcher = (page: Page) => page.getByRole('button', { name: /^(Where you work|Où vous travaillez)/ });

/** Works in Maison Lumière's Boutiques France account, chosen through the header's working context (in either language). */
export async function chooseBoutiquesFrance(page: Page) {
  await contextSwitcher(page).click();
  await page.getByRole('dialog').getByRole('combobox').first().waitFor();
  // The client is offered only to whoever works for several (a client administrator's is text).
  const client = page.getByRole('combobox', { name: 'Client' });
  if (await client.count()) {
    await client.click();
    await page.getByRole('option', { name: 'Maison Lumière' }).click();
  }
  await page.getByRole('combobox', { name: /^(Account|Compte)/ }).click();
  await page.getByRole('option', { name: /Boutiques France/ }).click();
  await page.getByRole('combobox', { name: /^(Warehouse|Entrepôt)/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: /^(Apply|Appliquer)$/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Signs in after choosing the portal's language on the sign-in page (the form is drawn again in it). */
export async function signInInLanguage(page: Page, baseUrl: string, email: string, language: 'en' | 'fr') {
  await page.goto(`${baseUrl}/login`);
  await chooseSignInLanguage(page, language);
  await submitSignIn(page, email);
  // Signing in may take a while on a busy machine.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

/** Chooses the language on the sign-in page on screen, and waits for the form drawn in it. */
export async function chooseSignInLanguage(page: Page, language: 'en' | 'fr') {
  await page.getByRole('button', { name: language === 'en' ? 'English' : 'French' }).click();
  await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Se connecter' }).waitFor();
}

/**
 * Works in a warehouse of the account, through the header's working context (in either
 * language); the user stays on the screen they are on. The session chooses the account's first
 * warehouse by itself, so this only acts when another one is wanted.
 */
export async function chooseWarehouse(page: Page, warehouseName = 'Lyon Distribution Centre') {
  const scope = page.getByTestId('active-scope').first();
  await scope.waitFor({ state: 'attached' });
  if ((await scope.textContent())?.includes(warehouseName)) return;
  await contextSwitcher(page).click();
  await page.getByRole('combobox', { name: /^(Warehouse|Entrepôt)/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${warehouseName}`) }).click();
  await page.getByRole('button', { name: /^(Apply|Appliquer)$/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByTestId('active-scope').filter({ hasText: warehouseName }).first().waitFor({ state: 'attached' });
}

/**
 * Runs `action`, then waits until no request has been in flight for `quietMs`: after a navigation
 * inside the portal (a link, the history), where the page's load state no longer changes.
 */
export async function untilQuiet(page: Page, action: () => Promise<unknown>, quietMs = 250, timeoutMs = 15_000) {
  let pending = 0;
  let last = Date.now();
  const started = () => {
    pending++;
    last = Date.now();
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    const begin = Date.now();
    while (Date.now() - begin < timeoutMs && (pending > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Opens a path of the portal without reloading it (as its own links do: the history changes and
 * the router follows), until the page is quiet. Far quicker than `page.goto` between screens,
 * which parses the whole bundle again.
 */
export const navigateInApp = (page: Page, path: string, quietMs = 250) =>
  untilQuiet(
    page,
    () =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }, path),
    quietMs,
  );

/**
 * Types a day ('YYYY-MM-DD') into the portal's date field (`PortalDateField`) in the reader's
 * format, DD/MM/YYYY in both languages: the picker reads the whole text at once (MUI X supports
 * Playwright's fill), as it reads a pasted date.
 */
export async function typeDay(field: Locator, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await field.fill(`${day}/${month}/${year}`);
}

/**
 * The Create link of a resource's list (react-admin's CreateButton, `/<resource>/create`, which the
 * portal sends on to the spec's path): right after a menu click the URL is the new list's while
 * the screen left behind may still show its own Create link for a moment (the router renders the
 * next screen in a transition), so a click by name alone can open the wrong form.
 */
export const createLinkOf = (page: Page, resource: string) =>
  page.getByRole('link', { name: /^(Create|Créer)$/ }).and(page.locator(`[href$="/${resource}/create"]`));
