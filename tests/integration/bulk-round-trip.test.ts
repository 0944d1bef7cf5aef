/**
 * The lossless round trip: `wareport export` a kind, import the file back unchanged, and every
 * row is skipped as unchanged (nothing updated, nothing written); edit one cell, and exactly that
 * row is updated, with exactly that field. The real CLI commands run in-process against the real
 * API: xlsx for every importable kind that has an export (users, address-book addresses,
 * products; the customer-orders export lists orders, not an order file to import), and the French
 * csv for products as French Excel opens it (BOM, semicolons, comma decimals, French names of types,
 * VRAI/FAUX) and saves it again (Windows-1252).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import { addressBookAddresses, addressBooks, clientAccounts, products, userAccounts, userRoles, users } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { signIn } from '../support/api';
import { runCli, tempDir, type Route } from '../unit/cli/harness';

interface Summary {
  total: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

/** The calls the CLI makes, sent to the real API. */
const realApi: Route = (r) => fetch(r.url, { method: r.method, headers: r.headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });

/** One cell changed as a spreadsheet saves it: the workbook read, edited and written again. */
async function editXlsx(file: string, header: string, row: number, value: string | number) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(column).toBeGreaterThan(0);
  sheet.getRow(row).getCell(column).value = value;
  await workbook.xlsx.writeFile(file);
}

describeEachEngine('import round trip: an unchanged export changes nothing, an edited cell changes only itself', (ctx) => {
  let env: Record<string, string>;
  let stores: string;
  const db = () => ctx().server.database.db;
  const cli = async (args: string[], lang = 'en') => runCli(args, { env: { ...env, LANG: lang }, api: realApi });
  const exportTo = async (resource: string, format: 'xlsx' | 'csv', file: string, lang = 'en') => {
    const run = await cli(['export', resource, '--account', 'MLS', '--format', format, '--output', file, '--quiet'], lang);
    expect([run.code, run.stderr]).toEqual([0, '']);
  };
  const importFile = async (kind: string, file: string, extra: string[] = []) => {
    const run = await cli(['import', kind, file, '--account', 'Boutiques France', '--json', ...extra]);
    expect(run.stderr).not.toMatch(/error/i);
    return JSON.parse(run.stdout.toString('utf8')) as Summary;
  };
  const unchanged = (summary: Summary) => {
    expect(summary.total).toBeGreaterThan(0);
    expect(summary).toMatchObject({ created: 0, updated: 0, failed: 0, skipped: summary.total });
  };
  const storeProducts = () => db().select().from(products).where(eq(products.idClientAccount, stores)).orderBy(products.sku);

  beforeAll(async () => {
    const { accessToken } = await signIn(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    env = { WAREPORT_API_URL: ctx().server.apiUrl, WAREPORT_TOKEN: accessToken };
    stores = (await db().select().from(clientAccounts)).find((a) => a.accountCode === 'MLS')!.idClientAccount;
  });

  it('products (xlsx): columns the export lacks, such as the description, keep their values', async () => {
    const file = join(tempDir(), 'products.xlsx');
    await exportTo('products', 'xlsx', file);
    const before = await storeProducts();
    // The demo descriptions are the columns the list (and so the export) leaves out.
    expect(before.filter((p) => p.productDescription).length).toBeGreaterThan(0);
    unchanged(await importFile('products', file, ['--dry-run']));
    unchanged(await importFile('products', file));
    expect(await storeProducts()).toEqual(before);

    const edited = before.find((p) => p.type === 'SIMPLE' && p.productDescription)!;
    const row = (await new ExcelJS.Workbook().xlsx.readFile(file)).worksheets[0].getColumn(4).values.indexOf(edited.sku);
    await editXlsx(file, 'Product name', row, 'Nouveau nom');
    expect(await importFile('products', file)).toMatchObject({ created: 0, updated: 1, failed: 0, skipped: before.length - 1 });
    const after = await storeProducts();
    for (const [i, product] of after.entries()) {
      if (product.idProduct !== edited.idProduct) expect(product).toEqual(before[i]);
      else expect({ ...product, updatedAt: before[i].updatedAt }).toEqual({ ...before[i], productName: 'Nouveau nom' });
    }
  });

  it('products (the csv French Excel opens and saves): semicolons, comma decimals, French type names and VRAI/FAUX read back unchanged', async () => {
    const dir = tempDir();
    const exported = join(dir, 'produits-export.csv');
    await exportTo('products', 'csv', exported, 'fr_FR.UTF-8');
    const text = readFileSync(exported, 'utf8');
    // What French Excel opens as it is: a BOM, semicolons, French headers, comma decimals, French names.
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.split('\r\n')[0]).toMatch(/^\ufeff[^;]*;Type;/);
    expect(text).not.toMatch(/^\ufeffProduct ID/);
    expect(text).toMatch(/;\d+,\d+;/);
    expect(text).toMatch(/;(VRAI|FAUX);/);
    const before = await storeProducts();
    unchanged(await importFile('products', exported));
    expect(await storeProducts()).toEqual(before);

    // As French Excel saves it again: Windows-1252, no BOM, one price edited as it writes it.
    const file = join(dir, 'produits.csv');
    const rows = parse(text, { bom: true, delimiter: ';' }) as string[][];
    const price = rows[0].findIndex((h) => /prix de vente/i.test(h));
    expect(price).toBeGreaterThan(0);
    const target = rows.findIndex((r, i) => i > 0 && before.find((p) => p.sku === r[3])?.type === 'SIMPLE');
    rows[target][price] = '123,45';
    writeFileSync(
      file,
      iconv.encode(rows.map((r) => r.map((c) => (/[";]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';')).join('\r\n'), 'windows-1252'),
    );
    expect(await importFile('products', file)).toMatchObject({ updated: 1, failed: 0, skipped: before.length - 1 });
    const after = await storeProducts();
    expect(after.find((p) => p.sku === rows[target][3])!.priceSell).toBe(123.45);
    expect(after.filter((p) => p.sku !== rows[target][3])).toEqual(before.filter((p) => p.sku !== rows[target][3]));
  });

  it('users (xlsx): users of several roles keep their roles; columns the export lacks keep their values', async () => {
    const file = join(tempDir(), 'users.xlsx');
    await exportTo('users', 'xlsx', file);
    const snapshot = async () => ({
      users: await db().select().from(users).orderBy(users.email),
      roles: await db().select().from(userRoles).orderBy(userRoles.idUser, userRoles.idRole),
      accounts: await db().select().from(userAccounts).orderBy(userAccounts.idUser, userAccounts.idClientAccount),
    });
    const emails = (await new ExcelJS.Workbook().xlsx.readFile(file)).worksheets[0].getColumn(3).values;
    const email = String(emails.find((e) => typeof e === 'string' && e.includes('@') && e !== DEMO_USERS.clientAdmin));
    // A value in a column the export leaves out.
    await db().update(users).set({ department: 'Logistique' }).where(eq(users.email, email));
    const before = await snapshot();
    const flags = ['--role', 'Orderer', '--language', 'fr'];
    unchanged(await importFile('users', file, flags));
    expect(await snapshot()).toEqual(before);

    await editXlsx(file, 'Job title', emails.indexOf(email), 'Acheteur');
    const summary = await importFile('users', file, flags);
    expect(summary).toMatchObject({ updated: 1, failed: 0, skipped: summary.total - 1 });
    const after = await snapshot();
    expect(after.users.find((u) => u.email === email)).toEqual({ ...before.users.find((u) => u.email === email), jobTitle: 'Acheteur' });
    expect(after.users.filter((u) => u.email !== email)).toEqual(before.users.filter((u) => u.email !== email));
    expect([after.roles, after.accounts]).toEqual([before.roles, before.accounts]);
  });

  it('address-book addresses (xlsx): columns the export lacks, such as opening hours, keep their values', async () => {
    const file = join(tempDir(), 'addresses.xlsx');
    await exportTo('address-book-addresses', 'xlsx', file);
    const [book] = await db().select().from(addressBooks).where(eq(addressBooks.idClientAccount, stores));
    const inBook = () =>
      db().select().from(addressBookAddresses).where(eq(addressBookAddresses.idAddressBook, book.idAddressBook)).orderBy(addressBookAddresses.reference);
    const before = await inBook();
    expect(before.some((a) => a.openingSchedules)).toBe(true);
    const flags = ['--address-book', book.addressBookName];
    unchanged(await importFile('addresses', file, flags));
    expect(await inBook()).toEqual(before);

    const edited = before[0];
    const row = (await new ExcelJS.Workbook().xlsx.readFile(file)).worksheets[0].getColumn(3).values.indexOf(edited.reference);
    await editXlsx(file, 'City', row, 'Lyon');
    const summary = await importFile('addresses', file, flags);
    expect(summary).toMatchObject({ updated: 1, failed: 0, skipped: summary.total - 1 });
    const after = await inBook();
    expect(after).toEqual(before.map((a) => (a.idAddressBookAddress === edited.idAddressBookAddress ? { ...a, city: 'Lyon' } : a)));
  });
});
