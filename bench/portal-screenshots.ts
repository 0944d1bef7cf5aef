/**
 * Screenshots of the portal's main screens in English and French, at desktop (1366 px) and
 * mobile (767 px) widths, into screenshots/ (git-ignored), for looking at layout and texts.
 * Builds the portal first: `npx tsx bench/portal-screenshots.ts` (about a minute).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { settle, submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const OUT = 'screenshots';
const WIDTHS = [1366, 767] as const;
const LOCALES = ['en', 'fr'] as const;

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email);
  await page.waitForURL('**/dashboard');
}

async function main() {
  await buildWeb();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 1000 });
        const page = await browser.context.newPage();
        const shot = async (name: string) => {
          await settle(page);
          await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}.png`, fullPage: true });
        };
        try {
          await page.goto(`${server.url}/login`);
          if (locale === 'fr') await page.getByRole('button', { name: 'French' }).click();
          await shot('1-sign-in');
          await signIn(page, 'admin@wareport.example');
          await shot('2-dashboard');
          await page.goto(`${server.url}/admin/client/list`);
          await page.locator('.RaList-main').waitFor();
          await shot('3-client-list');
          await page.goto(`${server.url}/admin/client/list?filter=${encodeURIComponent(JSON.stringify({ q: 'Maison' }))}`);
          await page.getByText('Maison Lumière').first().click();
          await page.waitForURL(/\/admin\/client\/[0-9a-f-]{36}$/);
          await shot('4-client-edit');
          await page.goto(`${server.url}/admin/client/create`);
          await shot('5-client-create');
          await page.evaluate(() => localStorage.removeItem('wareport.tokens'));
          await page.goto(`${server.url}/login`);
          await signIn(page, 'tom.baker@northwind.example');
          await shot('6-dashboard-client-user');
          await page.goto(`${server.url}/admin/client/list`);
          await page.waitForURL('**/session/403');
          await shot('7-forbidden');
          await page.goto(`${server.url}/nowhere`);
          await page.waitForURL('**/session/404');
          await shot('8-not-found');
          await page.goto(`${server.url}/user/profile`);
          await shot('9-profile');
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
