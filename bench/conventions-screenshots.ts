/**
 * Screenshots of the screens the shared conventions change (limits, e-mail and server errors,
 * required marks, the delete-in-use dialog, account pickers, the role page), in English and
 * French at 1366 and 767 px, into screenshots/conventions (git-ignored):
 * `npx tsx bench/conventions-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../server/db/seed';
import { settle, submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const OUT = 'screenshots/conventions';

async function main() {
  await buildWeb();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  try {
    for (const locale of ['en', 'fr'] as const) {
      for (const width of [1366, 767]) {
        const browser = await launchBrowser({ width, height: 900 });
        const page: Page = await browser.context.newPage();
        page.on('dialog', (dialog) => void dialog.accept());
        const save = () =>
          page
            .getByRole('button', { name: locale === 'en' ? 'Save' : 'Enregistrer' })
            .first()
            .dispatchEvent('click');
        const shot = async (name: string) => {
          await settle(page);
          await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}.png`, fullPage: true });
        };
        try {
          await page.goto(`${server.url}/login`);
          await page.getByRole('button', { name: locale === 'en' ? 'English' : 'French' }).click();
          await submitSignIn(page, DEMO_USERS.systemAdmin);
          await page.waitForURL((url) => !url.pathname.endsWith('/login'));
          await page.goto(`${server.url}/admin/client/create`);
          await page.locator('input[name=clientName]').fill('A'.repeat(60));
          await save();
          await shot('1-client-too-long');
          await page.locator('input[name=clientName]').fill('maison lumière');
          await save();
          await shot('2-client-duplicate');
          await page.goto(`${server.url}/admin/account/create`);
          await save();
          await shot('3-account-create-errors');
          await page.goto(`${server.url}/user/address/create`);
          await page.locator('input[name=email]').fill('not-an-address');
          await save();
          await shot('4-address-errors');
          await page.goto(`${server.url}/admin/client/list`);
          // A table at 1366 px, a simple list at 767 px.
          await page.getByText('Maison Lumière').first().click();
          await page.waitForURL(/\/admin\/client\/[0-9a-f-]{36}$/);
          await page.getByRole('button', { name: locale === 'en' ? 'Delete' : 'Supprimer' }).click();
          await page.getByTestId('in-use-dialog').waitFor();
          await shot('5-client-in-use');
          await page.goto(`${server.url}/admin/user/create`);
          await shot('6-user-create');
          await page.goto(`${server.url}/admin/role/list`);
          await page.locator('table tbody tr').first().dispatchEvent('click');
          await page.waitForURL(/\/admin\/role\/[0-9a-f-]{36}$/);
          await shot('7-role-edit');
        } catch (error) {
          await page.screenshot({ path: `${OUT}/${locale}-${width}-failed.png`, fullPage: true });
          console.error(`${locale} ${width}: failed at ${page.url()}`, error);
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
