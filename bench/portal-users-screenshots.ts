/**
 * Screenshots of the users, self-service and session screens (settings panel, masquerade modal
 * and banner, users list and forms, profile, address book) in English and French, at 1366 and
 * 767 px, into screenshots/users/ (git-ignored). Builds the portal into its own folder first, so
 * that it does not disturb a build other tests serve: `npx tsx bench/portal-users-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { settle, submitSignIn } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';

const OUT = 'screenshots/users';
const WEB_DIST = 'dist/web-users-screenshots';
const WIDTHS = [1366, 767] as const;
const LOCALES = ['en', 'fr'] as const;
const ONLY = process.env.SHOTS?.split(',');

async function buildPortal() {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: fileURLToPath(new URL(`../${WEB_DIST}`, import.meta.url)), emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

async function signIn(page: Page, url: string, email: string) {
  await page.evaluate(() => localStorage.removeItem('wareport.tokens')).catch(() => undefined);
  await page.goto(`${url}/login`);
  await submitSignIn(page, email);
  await page.waitForURL('**/dashboard');
}

async function main() {
  if (!process.env.SKIP_BUILD) await buildPortal();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ env: { WEB_DIST } });
  const failures: string[] = [];
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 1000 });
        const page = await browser.context.newPage();
        page.setDefaultTimeout(10_000);
        page.on('pageerror', (error) => console.error(`[${locale} ${width}] page error: ${error.message}`));
        const t = (en: string, fr: string) => (locale === 'fr' ? fr : en);
        const shot = async (name: string, steps: () => Promise<void>, fullPage = true) => {
          if (ONLY && !ONLY.some((o) => name.includes(o))) return;
          try {
            await steps();
            await settle(page);
            await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}.png`, fullPage });
          } catch (error) {
            failures.push(`${locale} ${width} ${name}: ${(error as Error).message.split('\n')[0]}`);
            await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}-FAILED.png`, fullPage: true }).catch(() => undefined);
          }
        };
        try {
          await page.goto(`${server.url}/login`);
          if (locale === 'fr') await page.getByRole('button', { name: 'French' }).click();
          await signIn(page, server.url, 'admin@wareport.example');
          const gear = page.getByRole('button', { name: new RegExp(t('Administrator settings', "Paramètres d'administration")) });
          await shot(
            '01-settings-panel',
            async () => {
              await gear.click();
              await page.getByRole('dialog', { name: t('Administrator settings', "Paramètres d'administration") }).waitFor();
            },
            false,
          );
          await shot(
            '02-settings-chosen',
            async () => {
              await page.getByLabel(t('Client', 'Client'), { exact: true }).click();
              await page.getByRole('option', { name: 'Northwind Outfitters' }).click();
              await page.getByRole('combobox', { name: t('Warehouse', 'Entrepôt') }).click();
              await page.getByRole('option', { name: /Lyon/ }).click();
            },
            false,
          );
          await shot(
            '03-settings-exit-confirm',
            async () => {
              await page.mouse.click(20, 400);
              await page.getByText('Exit without apply changes!').or(page.getByText('Quitter sans appliquer les modifications !')).first().waitFor();
            },
            false,
          );
          await shot('04-settings-applied', async () => {
            await page.getByRole('button', { name: t('No', 'Non') }).click();
            await page.getByRole('button', { name: t('Apply', 'Appliquer') }).click();
            await page.getByTestId('active-scope').filter({ hasText: 'Outdoor Retail' }).waitFor();
          });
          await shot('05-users-list', async () => {
            await page.goto(`${server.url}/admin/user/list`);
            await page.getByText('tom.baker@northwind.example').first().waitFor();
          });
          await shot(
            '06-user-toggle-confirm',
            async () => {
              await page.getByRole('switch', { name: new RegExp(t('Disable Tom Baker', 'Désactiver Tom Baker')) }).click();
              await page.getByRole('dialog').waitFor();
            },
            false,
          );
          await page.keyboard.press('Escape');
          await shot('07-user-create', async () => {
            await page.goto(`${server.url}/admin/user/create`);
            await page.locator('input[name=firstName]').waitFor();
          });
          await shot('08-user-create-errors', async () => {
            await page.getByRole('button', { name: t('Save', 'Enregistrer') }).click();
            await page.locator('.Mui-error').first().waitFor();
          });
          await shot('09-user-create-filled', async () => {
            await page.locator('input[name=firstName]').fill('Léa');
            await page.locator('input[name=lastName]').fill('Moreau');
            await page.locator('input[name=email]').fill(`lea.${locale}.${width}@maison-lumiere.example`);
            await page.getByRole('combobox', { name: t('Client', 'Client') }).click();
            await page.getByRole('option', { name: 'Maison Lumière' }).click();
            await page
              .getByRole('combobox', { name: t('Account', 'Compte') })
              .first()
              .click();
            await page.getByRole('option', { name: 'Boutiques France' }).click();
            await page
              .getByRole('combobox', { name: t('Roles', 'Rôles') })
              .first()
              .click();
            await page.getByRole('option', { name: 'Orderer' }).click();
            await page.keyboard.press('Escape');
          });
          await shot(
            '10-user-generated-password',
            async () => {
              await page.getByRole('button', { name: t('Save', 'Enregistrer') }).click();
              await page.getByTestId('generated-password').waitFor();
            },
            false,
          );
          await shot('11-user-edit', async () => {
            await page.goto(`${server.url}/admin/user/list?filter=${encodeURIComponent(JSON.stringify({ q: 'julie' }))}`);
            await page.getByText('julie.bernard@maison-lumiere.example').first().click();
            await page.waitForURL(/\/admin\/user\/[0-9a-f-]{36}$/);
            await page.locator('input[name=firstName]').waitFor();
          });
          await shot(
            '12-masquerade-dialog',
            async () => {
              await page.goto(`${server.url}/dashboard`);
              await page.getByRole('button', { name: t('Profile', 'Profil') }).click();
              await page.getByRole('menuitem', { name: t('Masquerade as', "Emprunter l'identité de…") }).click();
              await page.getByRole('combobox', { name: t('Client', 'Client') }).click();
              await page.getByRole('option', { name: 'Maison Lumière' }).click();
              await page.getByRole('combobox', { name: t('Account', 'Compte') }).click();
              await page.getByRole('option', { name: 'Boutiques France' }).click();
              await page.getByRole('combobox', { name: t('User', 'Utilisateur') }).fill('jul');
              await page.getByRole('option', { name: /Julie Bernard/ }).waitFor();
            },
            false,
          );
          await shot('13-masquerade-banner', async () => {
            await page.getByRole('option', { name: /Julie Bernard/ }).click();
            await page.getByRole('button', { name: t('Start', 'Commencer') }).click();
            await page.getByTestId('masquerade-banner').filter({ hasText: 'Julie Bernard' }).waitFor();
          });
          await shot('14-profile-masquerading', async () => {
            await page.goto(`${server.url}/user/profile`);
            await page.locator('input[name=firstName]').waitFor();
          });
          await page.getByRole('button', { name: t('Return to my account', 'Revenir à mon compte') }).click();
          await page.getByTestId('masquerade-banner').waitFor({ state: 'detached' });
          await shot('15-profile', async () => {
            await page.goto(`${server.url}/user/profile`);
            await page.locator('input[name=firstName]').waitFor();
          });
          await signIn(page, server.url, 'tom.baker@northwind.example');
          await shot('16-addresses', async () => {
            await page.goto(`${server.url}/user/address/list`);
            await page.getByText('Northwind Lille store').first().waitFor();
          });
          await shot('17-address-create', async () => {
            await page.goto(`${server.url}/user/address/create`);
            await page.locator('input[name=addressName]').waitFor();
            await page.getByRole('button', { name: t('Save', 'Enregistrer') }).click();
            await page.locator('.Mui-error').first().waitFor();
          });
          await shot('18-address-edit', async () => {
            await page.goto(`${server.url}/user/address/list`);
            await page.getByText('Northwind Brussels store').first().click();
            await page.locator('input[name=addressName]').waitFor();
          });
          await shot('19-dashboard-orderer', async () => {
            await page.goto(`${server.url}/dashboard`);
          });
        } finally {
          await browser.close();
        }
        console.error(`${locale} ${width}: done`);
      }
    }
  } finally {
    await server.close();
  }
  if (failures.length) {
    console.error(`failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
