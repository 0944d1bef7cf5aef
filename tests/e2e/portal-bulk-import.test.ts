/**
 * The bulk-import wizard in headless Chromium against the real API: the system administrator
 * opens it from the menu, uploads a small CSV of addresses (as French Excel writes it) with one
 * bad row, sees that row's problems in the dry run, imports the good rows as they are, and the
 * report's counts match what the API then says of the same rows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import yazl from 'yazl';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { DEMO_USERS } from '../../server/db/seed';
import { addressBooks, clientAccounts } from '../../server/db/schema';
import { clientFor } from '../support/api';
import { launchBrowser, type Browser } from '../support/browser';
import { chooseOption, signInToDashboard } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let target: { idClientAccount: string; idAddressBook: string; name: string };

const ROWS = [
  ['Référence', 'Nom de l’adresse', 'Adresse', 'Code postal', 'Ville', 'Pays'],
  ['E2E-1', 'Dépôt Besançon', '12 rue des Granges', '25000', 'Besançon', 'FR'],
  ['E2E-2', 'Boutique Orléans', '3 place du Martroi', '45000', 'Orléans', 'FR'],
  ['E2E-3', 'Entrepôt Lyon', '8 quai Perrache', '69002', '', 'FR'],
];

beforeAll(async () => {
  server = await startServer();
  // The demo data gives the account the addresses go to one address book.
  const { db } = server.database;
  const [stores] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
  const books = await db.select().from(addressBooks).where(eq(addressBooks.idClientAccount, stores.idClientAccount));
  expect(books).toHaveLength(1);
  target = { idClientAccount: stores.idClientAccount, idAddressBook: books[0].idAddressBook, name: books[0].addressBookName };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('imports the good rows of an address file, lists the bad one in the dry run, and the report matches the API', async () => {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async () => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/portal-bulk-import.png', fullPage: true }).catch(() => undefined);
  });
  const dir = join(tmpdir(), `wareport-e2e-bulk-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'adresses.csv');
  writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ROWS.map((r) => r.join(';')).join('\r\n') + '\r\n', 'utf8')]));

  await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);
  await page.getByRole('menuitem', { name: 'Bulk imports' }).click();
  await chooseOption(page.getByRole('combobox', { name: /^What to import/ }), 'Address book addresses');
  await page.waitForURL('**/admin/address-book-address/bulk-import-wizard');
  await chooseOption(page.getByRole('combobox', { name: /^Client/ }), 'Maison Lumière');
  await chooseOption(page.getByRole('combobox', { name: /^Account/ }), 'Boutiques France');
  // The account's only address book is chosen for the user.
  await expect.poll(() => page.getByRole('combobox', { name: /^Address book/ }).textContent()).toContain(target.name);
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByText('adresses.csv: 3 rows').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  // Every column matched on its French header.
  await page.getByRole('heading', { name: 'Columns' }).waitFor();
  await page.getByRole('button', { name: 'Check the rows' }).click();

  const counts = page.getByTestId('outcome-counts');
  await counts.waitFor();
  const count = (outcome: string) => counts.locator(`[data-outcome=${outcome}] dd`).textContent();
  expect([await count('created'), await count('updated'), await count('skipped'), await count('failed')]).toEqual(['2', '0', '0', '1']);
  const problems = page.getByRole('table', { name: 'Rows with problems' }).locator('tbody tr');
  await expect.poll(() => problems.allTextContents()).toEqual(['4VilleThis field is required.']);

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await page.getByText('Import finished: 3 rows').waitFor();
  expect([await count('created'), await count('updated'), await count('skipped'), await count('failed')]).toEqual(['2', '0', '0', '1']);
  await expect.poll(() => problems.allTextContents()).toEqual(['4VilleThis field is required.']);

  // Through the API: the same rows again are unchanged for the two imported, and the third still fails.
  const api = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin);
  const again = await api.request<BatchAnswer>({
    method: 'POST',
    path: BULK_PATHS.addressesValidate,
    body: {
      ...target,
      rows: ROWS.slice(1).map(([reference, addressName, address1, zipCode, city, countryISO2], i) => ({
        row: i + 2,
        reference,
        addressName,
        address1,
        zipCode,
        city: city || null,
        countryISO2,
      })),
    },
  });
  expect(again.results.map((r) => [r.row, r.outcome])).toEqual([
    [2, 'skipped'],
    [3, 'skipped'],
    [4, 'failed'],
  ]);
});

/** A one-sheet xlsx of inline strings, as the browser will read it; `declare` patches the sheet's declared size. */
async function xlsxOf(file: string, rows: string[][], declare?: number) {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sheet = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((text, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Adresses" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/workbook.xml',
  );
  zip.addBuffer(
    Buffer.from(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/_rels/workbook.xml.rels',
  );
  zip.addBuffer(Buffer.from(`<worksheet xmlns="${main}"><sheetData>${sheet}</sheetData></worksheet>`), 'xl/worksheets/sheet1.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (declare !== undefined) {
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    for (let at = bytes.length - 46; at >= 0; at--)
      if (bytes.readUInt32LE(at) === 0x02014b50 && bytes.subarray(at + 46, at + 46 + name.length).equals(name)) bytes.writeUInt32LE(declare, at + 24);
  }
  writeFileSync(file, bytes);
}

it("reads an xlsx in the browser with the CLI's streaming reader, shows how yes/no words and types were read, and refuses an import bomb naming the limit", async () => {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async () => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/portal-bulk-import-xlsx.png', fullPage: true }).catch(() => undefined);
  });
  const dir = join(tmpdir(), `wareport-e2e-bulk-xlsx-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const bomb = join(dir, 'bombe.xlsx');
  await xlsxOf(bomb, [['Référence']], 419 * 1024 * 1024);
  const file = join(dir, 'adresses.xlsx');
  await xlsxOf(file, [
    ['Référence', 'Nom de l’adresse', 'Type', 'Adresse', 'Code postal', 'Ville', 'Pays', 'Statut'],
    ['X-1', 'Dépôt Besançon', 'Entrepôt', '12 rue des Granges', '25000', 'Besançon', 'FR', 'oui'],
    ['X-2', 'Boutique Orléans', 'Livraison', '3 place du Martroi', '45000', 'Orléans', 'FR', 'non'],
  ]);

  await signInToDashboard(page, server.url, DEMO_USERS.systemAdmin);
  await page.goto(`${server.url}/admin/address-book-address/bulk-import-wizard`);
  await chooseOption(page.getByRole('combobox', { name: /^Client/ }), 'Maison Lumière');
  await chooseOption(page.getByRole('combobox', { name: /^Account/ }), 'Boutiques France');

  await page.getByTestId('import-file').setInputFiles(bomb);
  await page.getByRole('alert').filter({ hasText: "The workbook's xl/worksheets/sheet1.xml unpacks to more than 100 MB (419 MB)" }).waitFor();

  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByText('adresses.xlsx: 2 rows').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const read = page.getByRole('table', { name: "How the file's values were read" }).locator('tbody tr');
  await expect.poll(() => read.allTextContents()).toEqual(['TypeEntrepôtWAREHOUSE1', 'TypeLivraisonDELIVERY1', 'StatutouiYes1', 'StatutnonNo1']);
});
