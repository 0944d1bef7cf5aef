/**
 * Screenshots of the catalog administration screens in English and French, at 1366 and 767 px,
 * into screenshots/catalog-admin/ (git-ignored): the catalog edit screen with its category tree
 * editor (a rename in place, the move dialog, the delete confirmation), product attributes and
 * kits (lists and forms), and the children tab of a configurable product. Builds the portal
 * first unless `--no-build`: `npx tsx bench/catalog-admin-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as t from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { launchBrowser } from '../tests/support/browser';
import { chooseBoutiquesFrance, settle, signInToDashboard } from '../tests/support/portal';
import { startServer } from '../tests/support/server';
import { buildWeb } from '../tests/support/web-build';

const OUT = 'screenshots/catalog-admin';
const WIDTHS = [1366, 767] as const;
const LOCALES = ['en', 'fr'] as const;

async function main() {
  if (!process.argv.includes('--no-build')) await buildWeb();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const db = server.database.db;
  const [stores] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
  const [kit] = await db.select().from(t.kits).where(eq(t.kits.idClientAccount, stores.idClientAccount)).orderBy(t.kits.displayPosition);
  const kitName = kit.kitName;
  const [configurable] = (await db.select().from(t.products).where(eq(t.products.idClientAccount, stores.idClientAccount)))
    .filter((p) => p.type === 'CONFIGURABLE')
    .map((p) => p.idProduct);
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const browser = await launchBrowser({ width, height: 900 });
        const page = await browser.context.newPage();
        page.setDefaultTimeout(15_000);
        const shot = async (name: string, fullPage = true) => {
          await settle(page);
          await page.screenshot({ path: `${OUT}/${locale}-${width}-${name}.png`, fullPage });
        };
        try {
          await signInToDashboard(page, server.url, DEMO_USERS.clientAdmin);
          await page.getByRole('button', { name: /^(English|Anglais)$/ }).click();
          await chooseBoutiquesFrance(page);
          if (locale === 'fr') {
            await page.getByRole('button', { name: /^(French|Français)$/ }).click();
            await page.getByRole('heading', { level: 1, name: /Bienvenue/ }).waitFor();
          }
          await page.goto(`${server.url}/admin/catalog/list`);
          await page.locator('#main-content').getByText('Collection Maison').first().waitFor();
          await shot('01-list');
          await page.locator('#main-content').getByText('Collection Maison').first().click();
          await page.locator('[aria-labelledby=catalog-categories-title] li').first().waitFor();
          await shot('02-edit');
          const firstName = (await page.locator('[data-category]').first().getAttribute('data-category'))!;
          const label = locale === 'fr' ? `Renommer ${firstName}` : `Rename ${firstName}`;
          await page.getByRole('button', { name: label, exact: true }).click();
          await shot('03-rename', false);
          await page.keyboard.press('Escape');
          await page
            .getByRole('button', { name: locale === 'fr' ? `Déplacer ${firstName} sous une autre catégorie` : `Move ${firstName} under another category` })
            .click();
          await page.getByRole('dialog').waitFor();
          await shot('04-move', false);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          await page.getByRole('button', { name: locale === 'fr' ? `Supprimer ${firstName}` : `Delete ${firstName}`, exact: true }).click();
          await page.getByRole('dialog').waitFor();
          await shot('05-delete', false);
          await page.keyboard.press('Escape');

          await page.goto(`${server.url}/admin/product/attributes/list`);
          await page.locator('#main-content').getByText('Couleur').first().waitFor();
          await shot('06-attribute-list');
          await page.locator('#main-content').getByText('Couleur').first().click();
          await page.locator('input[name="options.0.optionName"]').waitFor();
          await shot('07-attribute-edit');
          await page.goto(`${server.url}/admin/product/attributes/create`);
          await page.locator('input[name=attributeName]').fill('Taille');
          await page.locator('input[name="options.0.optionName"]').fill('M');
          await page.locator('.button-add').click();
          await page.locator('input[name="options.1.optionName"]').fill('m');
          await page.getByRole('button', { name: /^(Save|Enregistrer)$/ }).click();
          await shot('08-attribute-create-errors');

          await page.goto(`${server.url}/admin/kit/list`);
          await page.locator('#main-content').getByText(kitName).first().waitFor();
          await shot('09-kit-list');
          await page.locator('#main-content').getByText(kitName).first().click();
          await page.locator('input[name="components.0.quantity"]').waitFor();
          await shot('10-kit-edit');

          await page.goto(`${server.url}/admin/products/${configurable}`);
          await page.getByRole('tab', { name: /^(Children|Produits enfants)$/ }).click();
          await page.locator('input[name="children.0.quantity"]').waitFor();
          await shot('11-product-children');
        } catch (error) {
          await page.screenshot({ path: `${OUT}/${locale}-${width}-failed.png`, fullPage: true });
          throw error;
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    await server.close();
  }
  console.log(`screenshots in ${OUT}/`);
}

await main();
