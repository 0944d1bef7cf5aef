/**
 * The identity pages in headless Chromium against the real API: a new user follows the welcome
 * e-mail's set-password link (once), a throttled sign-in says so, and an answer that means
 * "token expired" (a 400, as the spec's service sends) with a renewal that needs interaction
 * brings the user back to sign-in.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, onTestFailed } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { saveUser } from '../../shared/administration/users-save';
import { SIGN_IN_MAX_FAILURES } from '../../server/auth/sign-in-throttle';
import { mails, roles, signInFailures } from '../../server/db/schema';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { submitSignIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let admin: ApiClient;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  admin = await clientFor(server.apiUrl, 'admin@wareport.example');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    const file = `test-results/portal-identity-${task.name.replace(/\W+/g, '-').slice(0, 80)}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot in ${file}`);
  });
  return page;
}

describe('identity pages', () => {
  it('lets a new user choose a password with the welcome link, once, then sign in', async () => {
    const db = server.database.db;
    const [systemAdmin] = await db.select().from(roles).where(eq(roles.role, 'SystemAdmin'));
    const email = `welcome-${Date.now()}@wareport.example`;
    await saveUser(
      admin,
      {
        idClient: null,
        email,
        firstName: 'Wendy',
        lastName: 'Welcome',
        cultureLanguageCode: 'en',
        password: '',
        accounts: [],
        adminRoles: [{ idRole: systemAdmin.idRole }],
      },
      null,
    );
    const link = (await db.select().from(mails).where(eq(mails.templateId, 'user-created-en')))
      .map((m) => JSON.parse(m.payload).personalizations[0])
      .find((p) => p.to[0].email === email).dynamic_template_data.setPasswordUrl as string;
    const page = await newPage();
    await page.goto(`${server.url}/set-password#${link.split('#')[1]}`);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.locator('input[name=password]').fill('short');
    await page.locator('input[name=confirmation]').fill('short');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await page.locator('input[name=password]').fill('Choisi#2026');
    await page.locator('input[name=confirmation]').fill('Choisi#2026');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('Your password has been saved. You can sign in now.').waitFor();
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await page.waitForURL('**/login');
    await submitSignIn(page, email, 'Choisi#2026');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    // The same link a second time: refused, with the way back to sign-in.
    const again = await newPage();
    await again.goto(`${server.url}/set-password#${link.split('#')[1]}`);
    await again.getByLabel('New password').first().fill('Encore#2027');
    await again.getByLabel('Confirm the new password').first().fill('Encore#2027');
    await again.getByRole('button', { name: 'Save the password' }).click();
    await again.getByText('This link is invalid or has expired.').waitFor();
    await again.close();
    await page.close();
  });

  it('says when sign-in is throttled after too many failures', async () => {
    const email = 'tom.baker@northwind.example';
    // Failures from another address: only this account is throttled, not the test's own address.
    await server.database.db.insert(signInFailures).values(Array.from({ length: SIGN_IN_MAX_FAILURES }, () => ({ email, address: '203.0.113.7' })));
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await submitSignIn(page, email);
    await page.getByText('Too many failed sign-in attempts. Please try again later.').waitFor();
    await server.database.db.delete(signInFailures).where(eq(signInFailures.email, email));
    await page.close();
  });

  it('sends the user to sign-in when a 400 "token expired" cannot be renewed without interaction', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await submitSignIn(page, 'claire.martin@maison-lumiere.example');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    // The API now says the token expired with a 400 (as the spec's service does) and refuses renewal.
    await page.route('**/api/userinfo/addressbook**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"Token expired"}' }),
    );
    await page.route('**/api/auth/refresh', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Your session has expired. Please sign in again.","code":"SESSION_EXPIRED"}',
      }),
    );
    await page.goto(`${server.url}/user/address/list`);
    await page.waitForURL('**/login');
    await page.locator('input[name=email]').waitFor();
    await page.close();
  });
});
