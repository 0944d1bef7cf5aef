/**
 * The shell's session and service behaviours in headless Chromium, with short intervals (the
 * server's warning countdown and maintenance poll, and an inactivity delay an administrator sets):
 * two tabs sharing activity and then timing out together; maintenance switched on from the
 * administrator settings sending an orderer to the maintenance page and back through 'ready to
 * go', then the administrator reading a mail in the outbox; a render error showing the error
 * screen and a missing code chunk its new-version page (both reported), and a session that cannot
 * be loaded the global error; the application chooser of a user with two applications. Both
 * languages, 767 px. And the first
 * download's budget, measured on the build the e2e setup makes.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import type { ApiClient } from '../../shared/api/api-client';
import { saveShellSettings, switchMaintenance } from '../../shared/session/shell';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { contextSwitcher, signInInLanguage, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';
import { budgetFailure } from '../support/web-bundle';

const WARNING_SECONDS = 3;
const INACTIVITY_MS = 5_000;

let server: RunningServer;
let admin: ApiClient;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer({ env: { SESSION_WARNING_SECONDS: String(WARNING_SECONDS), MAINTENANCE_POLL_SECONDS: '2' } });
  admin = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
});

afterAll(async () => {
  await switchMaintenance(admin, false).catch(() => undefined);
  await Promise.all(browsers.map((b) => b.close()));
  await server?.close();
});

async function open(options: { width?: number; locale?: string } = {}) {
  const browser = await launchBrowser({ height: 800, ...options });
  browsers.push(browser);
  return browser;
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    const file = `test-results/portal-shell-${task.name.replace(/\W+/g, '-').slice(0, 60)}-${browsers.length}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot in ${file}`);
  });
  return page;
}

describe('portal shell', () => {
  it('keeps the first download (the entry script and its static imports, gzip) within its budget', () => {
    const size = inject('initialDownload');
    expect(size.initial.length).toBeGreaterThan(0);
    expect(budgetFailure(size) ?? 'within budget').toBe('within budget');
  });

  it('keeps a second tab alive while the first is used, then warns and signs both out', async () => {
    await saveShellSettings(admin, { inactivityDelayMs: INACTIVITY_MS });
    try {
      const browser = await open();
      const first = await newPage(browser);
      await signInToDashboard(first, server.url, DEMO_USERS.orderer);
      const second = await newPage(browser);
      await second.goto(`${server.url}/dashboard`);
      await second.getByRole('heading', { level: 1 }).first().waitFor();

      // Work in the first tab for longer than the delay: neither tab warns.
      const dialog = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
      const workUntil = Date.now() + INACTIVITY_MS + 2_000;
      for (let x = 10; Date.now() < workUntil; x = (x + 37) % 600) {
        await first.mouse.move(200 + x, 300);
        await first.waitForTimeout(400);
      }
      expect(await dialog(first).count()).toBe(0);
      expect(await dialog(second).count()).toBe(0);

      // Then nothing: both warn with the countdown, and both end on the sign-in page.
      await Promise.all([dialog(first).waitFor({ timeout: INACTIVITY_MS + 3_000 }), dialog(second).waitFor({ timeout: INACTIVITY_MS + 3_000 })]);
      await expect(second.getByTestId('session-countdown').textContent()).resolves.toMatch(/signed out in [1-3] s/);
      await Promise.all([first.waitForURL('**/login', { timeout: 10_000 }), second.waitForURL('**/login', { timeout: 10_000 })]);
      // Each tab says why, whichever expired first and signed the other out.
      await first.getByText('Your session has expired. Please sign in again.').waitFor();
      await second.getByText('Your session has expired. Please sign in again.').waitFor();
    } finally {
      await saveShellSettings(admin, { inactivityDelayMs: null });
    }
  });

  it('sends an orderer to the maintenance page when an administrator switches it on, and back through “ready to go” (French, 767 px)', async () => {
    const adminPage = await newPage(await open());
    await signInToDashboard(adminPage, server.url, DEMO_USERS.systemAdmin);
    const orderer = await newPage(await open({ width: 767, locale: 'fr-FR' }));
    await signInInLanguage(orderer, server.url, DEMO_USERS.orderer, 'fr');

    const maintenanceSwitch = async (on: boolean) => {
      await contextSwitcher(adminPage).click();
      const toggle = adminPage.getByRole('switch', { name: 'Maintenance' });
      await toggle.click();
      await expect.poll(() => toggle.isChecked()).toBe(on);
      // Cancel leaves the panel as it is (the maintenance switch saves on its own); Escape would
      // ask first when the panel chose a warehouse by itself.
      await adminPage.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
      await adminPage.getByRole('dialog').waitFor({ state: 'detached' });
    };

    await maintenanceSwitch(true);
    const switchedOn = Date.now();
    await orderer.getByRole('heading', { level: 1, name: 'Nous sommes actuellement en maintenance\u202f!' }).waitFor({ timeout: 25_000 });
    expect(Date.now() - switchedOn).toBeLessThan(25_000);
    // The administrator keeps working, under a banner.
    await adminPage.getByText('Maintenance is on').waitFor();

    await maintenanceSwitch(false);
    await orderer.getByRole('heading', { level: 1, name: 'Nous sommes prêts\u202f!' }).waitFor({ timeout: 25_000 });
    await orderer.getByRole('status').getByRole('button', { name: 'Actualiser' }).click();
    await orderer.waitForURL('**/dashboard');
    await orderer.getByRole('heading', { level: 1, name: 'Nous sommes prêts\u202f!' }).waitFor({ state: 'detached' });

    // The administrator reads the orderer's password-reset mail in the outbox, rendered in its frame.
    await fetch(`${server.apiUrl}/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.orderer }),
    });
    await adminPage.getByRole('menuitem', { name: 'Outbox' }).click();
    await adminPage.getByText("The built-in mail middleware's outbox").waitFor();
    await adminPage.getByRole('searchbox', { name: 'Recipient' }).fill('tom.baker');
    // The search applies after a pause and the list answers again: a row clicked before that is replaced.
    await adminPage.waitForURL(/search=tom\.baker/);
    await adminPage.waitForLoadState('networkidle');
    await adminPage.getByRole('link', { name: 'Choose a new Wareport password' }).first().click();
    await adminPage
      .frameLocator('[data-testid="mail-frame"]')
      .getByRole('link', { name: /\/set-password#token=/ })
      .waitFor();
  });

  it('shows the error screen for a screen that throws and for a code chunk a deploy removed, and reports them', async () => {
    const page = await newPage(await open({ width: 767 }));
    await signInToDashboard(page, server.url, DEMO_USERS.orderer);
    await page.route(/\/assets\/ProfilePage-[^/]*\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default function ProfilePage() { throw new Error("Profile exploded"); }' }),
    );
    await page.route(/\/assets\/OrderListPage-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));

    const reported = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.postDataJSON()?.message === 'Profile exploded');
    await page.goto(`${server.url}/user/profile`);
    await page.getByRole('heading', { level: 1, name: 'Ops... Something happened!' }).waitFor();
    await page.getByText('Sorry! Please refresh the page!').waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Refresh' }).waitFor();
    expect((await reported).postDataJSON()).toMatchObject({ kind: 'render', url: `${server.url}/user/profile` });

    const chunk = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.postDataJSON()?.kind === 'chunk');
    await page.goto(`${server.url}/orders/list`);
    // A missing chunk says that a new version is there, not the browser's own text.
    await page.getByRole('heading', { level: 1, name: 'A new version of Wareport is available' }).waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Refresh' }).waitFor();
    expect(await page.getByText(/dynamically imported module/).count()).toBe(0);
    await chunk;

    // A session that cannot be loaded: the global error with its message and request URL, not the sign-in page.
    await page.route(/\/api\/userinfo$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error occurred!"}' }));
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Error occurred!' }).waitFor();
    await page.getByText(`${server.url}/api/userinfo`).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard`);
  });

  it('lets a user with two applications choose one first, and switch in the header', async () => {
    const page = await newPage(await open({ width: 767, locale: 'fr-FR' }));
    await signInInLanguage(page, server.url, DEMO_USERS.twoApplications, 'fr');
    await page.getByRole('heading', { level: 1, name: 'Choisissez une application' }).waitFor();
    await page.getByRole('button', { name: /Wareport Analytics/ }).waitFor();
    await page.getByRole('button', { name: /Wareport Portal/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Choisissez une application' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Application\u00a0: Wareport Portal' }).click();
    await page.getByRole('menuitem', { name: /Wareport Analytics/ }).waitFor();
    await page.keyboard.press('Escape');
    // Remembered for the session: a reload does not ask again.
    await page.reload();
    await page.getByRole('button', { name: 'Application\u00a0: Wareport Portal' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Choisissez une application' }).count()).toBe(0);
  });
});
