/**
 * Screenshots of the bulk-import wizard (file, columns, dry run with a bad row, import report,
 * a wrong file type, a file over 5,000 rows; customer orders in the column layout) in English and French, at 1366 and 767 px, into
 * screenshots/bulk-import/ (git-ignored). Builds the portal into its own folder first:
 * `npx tsx bench/bulk-import-screenshots.ts` (SKIP_BUILD=1 reuses the last build).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { build } from 'vite';
import { addressBookAddresses, addressBooks, clientAccounts, products } from '../server/db/schema';
import { settle, signInToDashboard } from '../tests/support/portal';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';

const OUT = 'screenshots/bulk-import';
const WEB_DIST = 'dist/web-bulk-import-screenshots';
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

/** A French Excel csv: semicolons, a BOM, accents; row 4 has no city and a bad country. */
function addressesCsv(dir: string, tag: string) {
  const lines = [
    'Référence;Nom de l’adresse;Adresse;Code postal;Ville;Pays;Téléphone',
    `${tag}-1;Dépôt Besançon;12 rue des Granges;25000;Besançon;FR;0381000000`,
    `${tag}-2;Boutique Orléans;3 place du Martroi;45000;Orléans;FR;`,
    `${tag}-3;Entrepôt Lyon;;69007;;FRA;`,
  ];
  const file = join(dir, `adresses-${tag}.csv`);
  writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]));
  return file;
}

/** A workbook with a notes sheet first and the products on the second (English headers, typed numbers). */
async function productsXlsx(dir: string, tag: string) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notes').addRow(['Prices in euros']);
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['SKU', 'Type', 'Product name', 'Selling price', 'Barcode', 'Enabled']);
  sheet.addRow([`XL-${tag}-1`, 'Simple', 'Desk lamp', 49.9, `BC-${tag}-1`, 'yes']);
  sheet.addRow([`XL-${tag}-2`, 'bundle', 'Gift box', 30, null, '']);
  sheet.addRow([`XL-${tag}-3`, 'KIT', 'Candle set', -2, `BC-${tag}-1`, 'no']);
  const file = join(dir, `products-${tag}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

async function main() {
  if (!process.env.SKIP_BUILD) await buildPortal();
  mkdirSync(OUT, { recursive: true });
  const dir = join(tmpdir(), `wareport-bulk-shots-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const wrongType = join(dir, 'notes.pdf');
  writeFileSync(wrongType, '%PDF-1.4');
  const tooMany = join(dir, 'trop.csv');
  writeFileSync(tooMany, ['Référence;Nom;Ville', ...Array.from({ length: 5001 }, (_, i) => `R${i};N${i};V${i}`)].join('\n'));
  const server = await startServer({ env: { WEB_DIST } });
  // The demo data has no address book yet: one for the account the addresses go to.
  const [stores] = await server.database.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
  const [book] = await server.database.db.insert(addressBooks).values({ idClientAccount: stores.idClientAccount, addressBookName: 'Magasins' }).returning();
  await server.database.db.insert(addressBookAddresses).values(
    ['MAG-1', 'MAG-2'].map((reference, i) => ({
      idAddressBook: book.idAddressBook,
      reference,
      addressName: `Boutique ${i + 1}`,
      address1: `${i + 1} rue de l'Église`,
      zipCode: '75004',
      city: 'Paris',
      countryISO2: 'FR',
    })),
  );
  const skus = (
    await server.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.idClientAccount, stores.idClientAccount), eq(products.type, 'SIMPLE')))
      .orderBy(asc(products.sku))
      .limit(3)
  ).map((p) => p.sku);
  /** Orders in the column layout: one row per order, one column per SKU; the third row has a fraction. */
  const ordersCsv = (tag: string) => {
    const lines = [
      `Référence de commande;Référence de l'adresse;Commentaire de commande;${skus.join(';')}`,
      `${tag}-1;MAG-1;Vitrine de Noël;2;;1`,
      `${tag}-2;MAG-2;;;3;`,
      `${tag}-3;MAG-1;;1,5;;2`,
    ];
    const file = join(dir, `commandes-${tag}.csv`);
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]));
    return file;
  };
  const failures: string[] = [];
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 1000 });
        const page = await browser.context.newPage();
        page.setDefaultTimeout(15_000);
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
          await signInToDashboard(page, server.url, 'admin@wareport.example');
          const file = page.getByTestId('import-file');
          await shot('01-file-empty', async () => {
            await page.goto(`${server.url}/admin/address-book-address/bulk-import-wizard`);
            await page.getByRole('button', { name: t('Choose a file', 'Choisir un fichier') }).waitFor();
          });
          await shot('02-wrong-type', async () => {
            await file.setInputFiles(wrongType);
            await page.getByRole('alert').waitFor();
          });
          await shot('03-too-many-rows', async () => {
            await file.setInputFiles(tooMany);
            await page.getByRole('alert').filter({ hasText: '5001' }).waitFor();
          });
          await shot('04-file-chosen', async () => {
            await page.goto(`${server.url}/admin/address-book-address/bulk-import-wizard`);
            await page.getByRole('combobox', { name: /^Client/ }).click();
            await page.getByRole('option', { name: 'Maison Lumière' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Account', 'Compte')}`) }).click();
            await page.getByRole('option', { name: 'Boutiques France' }).click();
            const books = page.getByRole('combobox', { name: new RegExp(`^${t('Address book', "Carnet d'adresses")}`) });
            if (await books.isVisible()) {
              await books.click();
              await page.getByRole('option').first().click();
            }
            await file.setInputFiles(addressesCsv(dir, `${locale}${width}`));
            await page.getByText(/adresses-.*\.csv/).waitFor();
          });
          await shot('05-columns', async () => {
            await page.getByRole('button', { name: t('Next', 'Suivant') }).click();
            await page.getByRole('heading', { name: t('Columns', 'Colonnes') }).waitFor();
          });
          await shot('06-check', async () => {
            await page.getByRole('button', { name: t('Check the rows', 'Vérifier les lignes') }).click();
            await page.getByTestId('outcome-counts').waitFor();
          });
          await shot('07-report', async () => {
            await page.getByRole('button', { name: new RegExp(t('Import \\d+ rows', 'Importer \\d+ lignes')) }).click();
            await page.getByRole('button', { name: t('Import another file', 'Importer un autre fichier') }).waitFor();
          });
          await shot('09-products-sheet', async () => {
            await page.goto(`${server.url}/admin/products/bulk-import-wizard`);
            await page.getByRole('combobox', { name: /^Client/ }).click();
            await page.getByRole('option', { name: 'Maison Lumière' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Account', 'Compte')}`) }).click();
            await page.getByRole('option', { name: 'Boutiques France' }).click();
            await file.setInputFiles(await productsXlsx(dir, `${locale}${width}`));
            // The first sheet holds notes only: the wizard opens the second, and offers both.
            await page
              .getByRole('combobox', { name: new RegExp(`^${t('Sheet', 'Feuille')}`) })
              .filter({ hasText: 'Products' })
              .waitFor();
            await page.getByText(/products-.*\.xlsx/).waitFor();
          });
          await shot('10-products-columns', async () => {
            await page.getByRole('button', { name: t('Next', 'Suivant') }).click();
            await page.getByRole('heading', { name: t('Columns', 'Colonnes') }).waitFor();
          });
          await shot('11-products-check', async () => {
            await page.getByRole('button', { name: t('Check the rows', 'Vérifier les lignes') }).click();
            await page.getByTestId('outcome-counts').waitFor();
          });
          await shot('12-users-file', async () => {
            await page.goto(`${server.url}/admin/user/bulk-import`);
            await page.getByRole('combobox', { name: /^Client/ }).click();
            await page.getByRole('option', { name: 'Maison Lumière' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Account', 'Compte')}`) }).click();
            await page.getByRole('option', { name: 'Boutiques France' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Role of the new users', 'Rôle des nouveaux utilisateurs')}`) }).click();
            await page.getByRole('option').first().click();
          });
          await shot('13-orders-file', async () => {
            await page.goto(`${server.url}/orders/bulk-import-wizard`);
            await page.getByRole('combobox', { name: /^Client/ }).click();
            await page.getByRole('option', { name: 'Maison Lumière' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Account', 'Compte')}`) }).click();
            await page.getByRole('option', { name: 'Boutiques France' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Shipping method', 'Mode de livraison')}`) }).click();
            await page.getByRole('option').first().click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Address book', "Carnet d'adresses")}`) }).click();
            await page.getByRole('option', { name: 'Magasins' }).click();
            await page.getByRole('combobox', { name: new RegExp(`^${t('Layout of the file', 'Disposition du fichier')}`) }).click();
            await page.getByRole('option', { name: t('One row per order, one column per SKU', 'Une ligne par commande, une colonne par SKU') }).click();
            await file.setInputFiles(ordersCsv(`${locale}${width}`));
            await page.getByText(/commandes-.*\.csv/).waitFor();
          });
          await shot('14-orders-columns', async () => {
            await page.getByRole('button', { name: t('Next', 'Suivant') }).click();
            await page.getByRole('heading', { name: t('Columns', 'Colonnes') }).waitFor();
          });
          await shot('15-orders-check', async () => {
            await page.getByRole('button', { name: t('Check the rows', 'Vérifier les lignes') }).click();
            await page.getByTestId('outcome-counts').waitFor();
          });
          await shot('16-orders-report', async () => {
            await page.getByRole('button', { name: new RegExp(t('Import \\d+ rows?', 'Importer \\d+ lignes?')) }).click();
            await page.getByRole('button', { name: t('Import another file', 'Importer un autre fichier') }).waitFor();
          });
          await shot(
            '08-menu',
            async () => {
              if (width < 1000) await page.getByRole('button', { name: /menu/i }).first().click();
              await page.getByRole('menuitem', { name: t('Bulk imports', 'Imports en masse') }).waitFor();
            },
            false,
          );
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    await server.close();
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
}

await main();
