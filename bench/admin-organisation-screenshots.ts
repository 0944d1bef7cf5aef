/**
 * Screenshots of the organisation screens (accounts, roles, groups) in English and French, at
 * desktop (1366 px) and mobile (767 px) widths, into screenshots/admin-organisation/ (git-ignored),
 * for looking at layout and texts. Builds the portal first unless `--no-build` is given:
 * `npx tsx bench/admin-organisation-screenshots.ts` (about a minute).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { settle, submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const OUT = 'screenshots/admin-organisation';
const WIDTHS = [1366, 767] as const;
const LOCALES = ['en', 'fr'] as const;
const UUID = /[0-9a-f-]{36}/;

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email);
  await page.waitForURL('**/dashboard');
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildWeb();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 1000 });
        const page = await browser.context.newPage();
        const shot = async (name: string, fullPage = true) => {
          await settle(page);
          await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}.png`, fullPage });
        };
        const open = async (path: string) => {
          await page.goto(`${server.url}${path}`);
          await settle(page);
        };
        try {
          await page.goto(`${server.url}/login`);
          if (locale === 'fr') await page.getByRole('button', { name: 'French' }).click();
          await signIn(page, 'admin@wareport.example');

          await open('/admin/account/list');
          await page.getByText('Boutiques France').first().waitFor();
          await shot('01-account-list');
          await page.getByText('Boutiques France').first().click();
          await page.waitForURL(/\/admin\/account\/[0-9a-f-]{36}\/client\/[0-9a-f-]{36}$/);
          await page.locator('input[name=accountName]').waitFor();
          await shot('02-account-edit');
          await open('/admin/account/create');
          await shot('03-account-create');

          await open('/admin/role/list');
          await page.getByText('SystemAdmin').first().waitFor();
          await shot('04-role-list');
          await open('/admin/role/create');
          await shot('05-role-create');
          await open('/admin/role/list');
          await page.getByText('Client Administrator').first().click();
          await page.waitForURL(UUID);
          await page.locator('[data-subject=AdminUsers]').waitFor();
          await shot('06-role-edit');
          await shot('06b-role-edit-viewport', false);
          await open('/admin/role/list');
          await page.getByText('SystemAdmin').first().click();
          await page.waitForURL(UUID);
          await page.locator('[data-subject=AdminUsers]').waitFor();
          await shot('07-role-system-admin', false);

          await open('/admin/groups/list');
          await shot('08-group-list-no-account');
          await page.getByRole('combobox').first().click();
          await page.getByRole('option', { name: /Boutiques France/ }).click();
          await page.getByText('Boutique buyers').first().waitFor();
          await shot('09-group-list');
          await page.getByText('Boutique buyers').first().click();
          await page.waitForURL(UUID);
          await page.locator('#group-members-title').waitFor();
          await shot('10-group-edit');
          await open('/admin/groups/create');
          await shot('11-group-create');
        } finally {
          await browser.close();
        }
        console.error(`${locale} ${width}: done`);
      }
    }
  } finally {
    await server.close();
  }
}

await main();
