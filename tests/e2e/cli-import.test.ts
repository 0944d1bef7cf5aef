/**
 * The real `wareport import` process against the real API: a users file written as French
 * Excel writes it (semicolons, Windows-1252 accents), dry-run with five bad rows and an error
 * file naming them (lines counted as a spreadsheet shows them: the header is line 1), fixed and imported, then re-run with every row unchanged; and a 5,000-row
 * address import killed half way (kill -9) and finished with --resume, each row exactly once;
 * and orders files as French Excel writes them, in both layouts; a stock file set and adjusted,
 * then run again with nothing changed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, asc, count, countDistinct, eq, inArray, like } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import {
  addressBookAddresses,
  addressBooks,
  clientAccounts,
  clientAccountWarehouses,
  customerOrderDeliveries,
  customerOrderDeliveryProducts,
  customerOrders,
  products,
  productStocks,
  users,
  warehouses,
} from '../../server/db/schema';
import { accountDeliverySettings } from '../../server/ordering/checkouts';
import { deliveryDateBounds, isDeliveryDateAllowed } from '../../shared/rules/delivery-dates';
import { startServer, type RunningServer } from '../support/server';

const BIN = resolve(import.meta.dirname, '../../bin/wareport.js');

function start(args: string[], configDir: string, input = '') {
  const env: NodeJS.ProcessEnv = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', WAREPORT_CONFIG_DIR: configDir };
  for (const name of ['WAREPORT_API_URL', 'WAREPORT_TOKEN', 'DEBUG']) delete env[name];
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const err: Buffer[] = [];
  const out: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.on('data', (c: Buffer) => err.push(c));
  child.stdin.end(input);
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((ok) =>
    child.on('close', (code, signal) => ok({ code, signal, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() })),
  );
  return { child, done };
}
const wareport = (args: string[], configDir: string, input?: string) => start(args, configDir, input).done;

let server: RunningServer;
let dir: string;
let config: string;

beforeAll(async () => {
  server = await startServer();
  dir = mkdtempSync(join(tmpdir(), 'wareport-e2e-import-'));
  config = join(dir, 'config');
  const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.clientAdmin, '--password-stdin'], config, DEMO_PASSWORD);
  expect(login.code).toBe(0);
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A csv as French Excel saves it: semicolons, CRLF, Windows-1252. */
const frenchCsv = (rows: string[][]) => iconv.encode(rows.map((r) => r.join(';')).join('\r\n') + '\r\n', 'windows-1252');

describe('wareport import, the real process', () => {
  const header = ['E-mail', 'Prénom', 'Nom', 'Fonction', 'Actif'];
  const good = (i: number) => [`helene.${i}@import.example`, `Hélène${i}`, `Lefèvre`, 'Acheteuse', 'oui'];
  const bad: Record<number, string[]> = {
    2: ['not-an-email', 'Zoé', 'Dubois', '', 'yes'],
    4: ['zoe.2@import.example', 'Z', 'Dubois', '', ''],
    6: ['zoe.3@import.example', 'Zoé', 'D'.repeat(51), '', ''],
    8: [good(2)[0], 'Hélène', 'Lefèvre', '', ''],
    10: ['', 'Zoé', 'Dubois', '', ''],
  };
  const fixed: Record<number, string[]> = {
    2: ['zoe.1@import.example', 'Zoé', 'Dubois', '', 'yes'],
    4: ['zoe.2@import.example', 'Zo', 'Dubois', '', ''],
    6: ['zoe.3@import.example', 'Zoé', 'Dubois', '', ''],
    8: ['zoe.4@import.example', 'Zoé', 'Lefèvre', '', ''],
    10: ['zoe.5@import.example', 'Zoé', 'Dubois', '', ''],
  };
  const file = (rows: Record<number, string[]>) => frenchCsv([header, ...Array.from({ length: 10 }, (_, k) => rows[k + 2] ?? good(k + 1))]);
  const args = ['--account', 'Boutiques France', '--role', 'Orderer', '--language', 'fr'];
  const importedUsers = async () => (await server.database.db.select({ n: count() }).from(users).where(like(users.email, '%@import.example')))[0].n;

  it('dry-runs a French Excel csv with 5 bad rows, writes an error file naming them, then imports the fixed file and skips it the second time', async () => {
    const input = join(dir, 'utilisateurs.csv');
    writeFileSync(input, file(bad));
    const dry = await wareport(['import', 'users', input, ...args, '--dry-run'], config);
    expect(dry.code).toBe(1);
    expect(dry.stderr).toContain('dry run, nothing written: 10 rows: 5 to create, 0 to update, 0 unchanged, 5 failed');
    expect(dry.stderr).toContain('row 2: E-mail "not-an-email": Please enter valid email address');
    expect(await importedUsers()).toBe(0);

    const errorFile = join(dir, 'utilisateurs.errors.csv');
    const errors = parse(iconv.decode(readFileSync(errorFile), 'windows-1252'), { delimiter: ';' }) as string[][];
    // A French file's error file speaks French in the columns it adds, though the terminal speaks English.
    expect(errors[0]).toEqual([...header, 'Ligne du fichier d’origine', 'Erreurs d’import']);
    expect(errors.slice(1).map((cells) => cells.slice(0, 5))).toEqual([2, 4, 6, 8, 10].map((line) => bad[line]));
    expect(errors.slice(1).map((cells) => cells[5])).toEqual(['2', '4', '6', '8', '10']);
    expect(errors.slice(1).map((cells) => cells[6])).toEqual([
      'E-mail « not-an-email » : Veuillez saisir une adresse e-mail valide',
      'Prénom « Z » : Doit comporter au moins 2 caractères.',
      `Nom « ${'D'.repeat(51)} » : Doit comporter au plus 50 caractères.`,
      'E-mail « helene.2@import.example » : Identique à la ligne 3 du fichier.',
      'E-mail «  » : Le champ e-mail est obligatoire',
    ]);

    // The error file, fixed in place, is importable as is (its two extra columns map to nothing).
    const fixedErrors = frenchCsv([
      [...header, 'Ligne du fichier d’origine', 'Erreurs d’import'],
      ...Object.values(fixed).map((cells, i) => [...cells, String(i), 'old message']),
    ]);
    writeFileSync(errorFile, fixedErrors);
    const again = await wareport(['import', 'users', errorFile, ...args, '--dry-run', '--json'], config);
    expect([again.code, JSON.parse(again.stdout)]).toMatchObject([0, { created: 5, failed: 0, dryRun: true }]);

    writeFileSync(input, file(fixed));
    const real = await wareport(['import', 'users', input, ...args], config);
    expect([real.code, real.stderr]).toEqual([
      0,
      expect.stringMatching(/^imported 10\/10\n10 rows: 10 created, 0 updated, 0 unchanged, 0 failed in [\d.]+ s\n$/),
    ]);
    expect(await importedUsers()).toBe(10);
    const [zoe] = await server.database.db.select().from(users).where(eq(users.email, 'zoe.1@import.example'));
    expect([zoe.firstName, zoe.lastName, zoe.cultureLanguageCode, zoe.enabled]).toEqual(['Zoé', 'Dubois', 'fr', true]);
    // The French file's "Actif: oui" makes enabled users, who can sign in.
    const [helene] = await server.database.db.select().from(users).where(eq(users.email, 'helene.2@import.example'));
    expect(helene.enabled).toBe(true);

    const rerun = await wareport(['import', 'users', input, ...args, '--json'], config);
    expect([rerun.code, JSON.parse(rerun.stdout)]).toMatchObject([0, { total: 10, created: 0, updated: 0, skipped: 10, failed: 0 }]);
    expect(await importedUsers()).toBe(10);
  });

  it('a missing target without a terminal is a usage error naming the flag', async () => {
    const run = await wareport(['import', 'users', join(dir, 'utilisateurs.csv'), '--account', 'Boutiques France', '--language', 'fr'], config);
    expect([run.code, run.stderr]).toEqual([
      2,
      'error: Missing --role, and there is no terminal to ask for it. Choose one of: Client Administrator, Orderer.\n',
    ]);
  });

  it('finishes a 5,000-row address import killed half way with --resume: each row exactly once', async () => {
    const db = server.database.db;
    const [stores] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const [book] = await db.insert(addressBooks).values({ idClientAccount: stores.idClientAccount, addressBookName: 'Magasins' }).returning();
    const rows = [['Référence', 'Nom de l’adresse', 'Adresse', 'Code postal', 'Ville', 'Pays']];
    for (let i = 1; i <= 5000; i++) rows.push([`R-${String(i).padStart(5, '0')}`, `Magasin ${i}`, `${i} rue de la Paix`, '75002', 'Paris', 'FR']);
    const input = join(dir, 'adresses.csv');
    writeFileSync(input, frenchCsv(rows));
    const journal = join(dir, '.adresses.csv.import-journal');
    const target = ['--account', 'Boutiques France', '--address-book', 'Magasins'];

    const first = start(['import', 'addresses', input, ...target], config);
    // Kill as soon as the header and three chunks are recorded: whole lines only (each ends with its
    // newline), since a line being written when the test reads is not yet a recorded chunk.
    for (let waited = 0; waited < 60_000; waited += 10) {
      if (existsSync(journal) && readFileSync(journal, 'utf8').split('\n').length - 1 >= 4) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.signal).toBe('SIGKILL');
    const inBook = and(eq(addressBookAddresses.idAddressBook, book.idAddressBook));
    const partial = (await db.select({ n: count() }).from(addressBookAddresses).where(inBook))[0].n;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(5000);

    const resumed = await wareport(['import', 'addresses', input, ...target, '--resume', '--json'], config);
    expect(resumed.code).toBe(0);
    const summary = JSON.parse(resumed.stdout);
    expect(summary).toMatchObject({ total: 5000, failed: 0 });
    expect(summary.resumed).toBeGreaterThanOrEqual(1500);
    expect(summary.created + summary.skipped).toBe(5000);
    const [{ n, distinct }] = await db
      .select({ n: count(), distinct: countDistinct(addressBookAddresses.reference) })
      .from(addressBookAddresses)
      .where(inBook);
    expect([n, distinct]).toEqual([5000, 5000]);
    expect(existsSync(journal)).toBe(false);
  });
});

describe('wareport import orders, the real process', () => {
  /** The same text in UTF-8 with a BOM, as French Excel's "CSV UTF-8" saves it. */
  const utf8Bom = (rows: string[][]) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rows.map((r) => r.join(';')).join('\r\n') + '\r\n')]);
  const target = ['--account', 'Boutiques France', '--shipping-method', 'Standard 48 h', '--address-book', 'Magasins commandes'];
  let skus: string[];
  let date: string;

  beforeAll(async () => {
    const db = server.database.db;
    const [stores] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const [book] = await db.insert(addressBooks).values({ idClientAccount: stores.idClientAccount, addressBookName: 'Magasins commandes' }).returning();
    await db.insert(addressBookAddresses).values(
      ['MAG-ÉTÉ', 'MAG-2'].map((reference, i) => ({
        idAddressBook: book.idAddressBook,
        reference,
        addressName: `Boutique ${i + 1}`,
        address1: `${i + 1} rue de l'Église`,
        zipCode: '75004',
        city: 'Paris',
        countryISO2: 'FR',
      })),
    );
    const [warehouse] = await db
      .select({ idWarehouse: warehouses.idWarehouse })
      .from(clientAccountWarehouses)
      .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
      .where(and(eq(clientAccountWarehouses.idClientAccount, stores.idClientAccount), eq(warehouses.warehouseType, 'WAREHOUSE')));
    skus = ['BOUGIE-É1', 'VERRE-2', 'NAPPE-3'];
    const created = await db
      .insert(products)
      .values(skus.map((sku) => ({ idClientAccount: stores.idClientAccount, type: 'SIMPLE' as const, sku, productName: `Article ${sku}`, priceSell: 4.5 })))
      .returning();
    await db
      .insert(productStocks)
      .values(
        created.map((p) => ({ idProduct: p.idProduct, idWarehouse: warehouse.idWarehouse, idClientAccount: stores.idClientAccount, physicalQuantity: 100 })),
      );
    // The first day the account delivers on, written as French Excel shows dates.
    const settings = await accountDeliverySettings(db, stores.idClientAccount);
    const now = new Date();
    let day = new Date(`${deliveryDateBounds(settings, now).min}T00:00:00Z`);
    while (!isDeliveryDateAllowed(day.toISOString().slice(0, 10), settings, now)) day = new Date(day.getTime() + 86_400_000);
    date = day.toISOString().slice(0, 10).split('-').reverse().join('/');
  });

  const ordersOf = async (references: string[]) => {
    const db = server.database.db;
    const rows = await db
      .select({
        reference: customerOrders.orderReference,
        comment: customerOrders.orderComment,
        sku: customerOrderDeliveryProducts.sku,
        quantity: customerOrderDeliveryProducts.orderedQuantity,
      })
      .from(customerOrders)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
      .innerJoin(customerOrderDeliveryProducts, eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
      .where(inArray(customerOrders.orderReference, references))
      .orderBy(asc(customerOrders.orderReference), asc(customerOrderDeliveryProducts.lineNumber));
    return rows.map((r) => [r.reference, r.comment, r.sku, r.quantity]);
  };

  it('line layout, UTF-8 with BOM: a comma decimal fails the order in a dry run, the fixed file places each order once', async () => {
    const header = ['Référence de commande', 'Référence de l’adresse', 'SKU', 'Quantité', 'Date de livraison souhaitée', 'Commentaire de commande'];
    const rows = (quantity: string) => [
      header,
      ['CMD-ÉTÉ-1', 'MAG-ÉTÉ', skus[0], '3', date, "Livraison à l'accueil, côté cour"],
      ['CMD-ÉTÉ-1', 'MAG-ÉTÉ', skus[1], quantity, date, "Livraison à l'accueil, côté cour"],
      ['CMD-ÉTÉ-2', 'MAG-2', skus[2], '1', '', ''],
    ];
    const input = join(dir, 'commandes.csv');
    writeFileSync(input, utf8Bom(rows('2,5')));
    const dry = await wareport(['import', 'orders', input, ...target, '--dry-run'], config);
    expect([dry.code, dry.stderr]).toEqual([1, expect.stringContaining('row 3: Quantité')]);
    expect(dry.stderr).toContain('row 3: Quantité "2,5": Quantity must be a whole number greater than 0.');
    expect(dry.stderr).toContain('dry run, nothing written: 3 rows: 1 to create, 0 to update, 0 unchanged, 2 failed');
    // The error file keeps the whole order, in the input's dialect: BOM, semicolons, accents.
    const errorFile = readFileSync(join(dir, 'commandes.errors.csv'));
    expect([...errorFile.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const errors = parse(errorFile.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
    expect(errors.map((cells) => cells.slice(0, 4).concat(cells[6]))).toEqual([
      // A French file's error file adds its columns in French.
      [...header.slice(0, 4), 'Ligne du fichier d’origine'],
      ['CMD-ÉTÉ-1', 'MAG-ÉTÉ', skus[0], '3', '2'],
      ['CMD-ÉTÉ-1', 'MAG-ÉTÉ', skus[1], '2,5', '3'],
    ]);
    expect(await ordersOf(['CMD-ÉTÉ-1', 'CMD-ÉTÉ-2'])).toEqual([]);

    writeFileSync(input, utf8Bom(rows('2')));
    const real = await wareport(['import', 'orders', input, ...target, '--json'], config);
    expect([real.code, JSON.parse(real.stdout)]).toMatchObject([0, { total: 3, created: 3, failed: 0 }]);
    const placed = [
      ['CMD-ÉTÉ-1', "Livraison à l'accueil, côté cour", skus[0], 3],
      ['CMD-ÉTÉ-1', "Livraison à l'accueil, côté cour", skus[1], 2],
      ['CMD-ÉTÉ-2', null, skus[2], 1],
    ];
    expect(await ordersOf(['CMD-ÉTÉ-1', 'CMD-ÉTÉ-2'])).toEqual(placed);
    const rerun = await wareport(['import', 'orders', input, ...target, '--json'], config);
    expect([rerun.code, JSON.parse(rerun.stdout)]).toMatchObject([0, { created: 0, skipped: 3, failed: 0 }]);
    expect(await ordersOf(['CMD-ÉTÉ-1', 'CMD-ÉTÉ-2'])).toEqual(placed);
  });

  it('column layout, Windows-1252: one row per order, the SKU columns after the order columns, only positive quantities', async () => {
    const input = join(dir, 'commandes-colonnes.csv');
    writeFileSync(
      input,
      frenchCsv([
        ['Référence de commande', 'Référence de l’adresse', 'Commentaire de commande', ...skus],
        ['CMD-COL-1', 'MAG-ÉTÉ', 'Fragile, très fragile', '2', '0', '5'],
        ['CMD-COL-2', 'MAG-2', '', '', '1', '-3'],
      ]),
    );
    const run = await wareport(['import', 'orders', input, ...target, '--layout', 'column', '--json'], config);
    expect([run.code, run.stderr]).toEqual([0, 'imported 2/2\n']);
    expect([run.code, JSON.parse(run.stdout)]).toMatchObject([0, { total: 2, created: 2, failed: 0 }]);
    expect(await ordersOf(['CMD-COL-1', 'CMD-COL-2'])).toEqual([
      ['CMD-COL-1', 'Fragile, très fragile', skus[0], 2],
      ['CMD-COL-1', 'Fragile, très fragile', skus[2], 5],
      ['CMD-COL-2', null, skus[1], 1],
    ]);
  });
});

describe('wareport import stock, the real process', () => {
  it('a French Excel csv: a dry run lists the bad line in the error file and moves nothing; the run sets and adjusts; the same file again changes nothing', async () => {
    const db = server.database.db;
    const [stores] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const [warehouse] = await db
      .select({ idWarehouse: warehouses.idWarehouse, warehouseName: warehouses.warehouseName })
      .from(clientAccountWarehouses)
      .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
      .where(and(eq(clientAccountWarehouses.idClientAccount, stores.idClientAccount), eq(warehouses.warehouseType, 'WAREHOUSE')));
    const created = await db
      .insert(products)
      .values(['STOCK-É1', 'STOCK-2'].map((sku) => ({ idClientAccount: stores.idClientAccount, type: 'SIMPLE' as const, sku, productName: `Article ${sku}` })))
      .returning();
    const physical = async () =>
      (
        await db
          .select({ sku: products.sku, physical: productStocks.physicalQuantity })
          .from(productStocks)
          .innerJoin(products, eq(products.idProduct, productStocks.idProduct))
          .where(
            and(
              eq(productStocks.idWarehouse, warehouse.idWarehouse),
              inArray(
                products.idProduct,
                created.map((p) => p.idProduct),
              ),
            ),
          )
          .orderBy(asc(products.sku))
      ).map((r) => [r.sku, r.physical]);
    const header = ['Référence', 'SKU', 'Quantité', 'Mode', 'Motif', 'Commentaire'];
    const rows = (third: string[]) => [
      header,
      ['INV-2027-1', 'stock-é1', '40', 'Nouveau stock', 'Inventaire', 'Comptage annuel'],
      ['INV-2027-2', 'STOCK-2', '12', 'Ajuster', 'Trouvé', 'Palette retrouvée'],
      third,
    ];
    const input = join(dir, 'stock.csv');
    const target = ['--account', 'Boutiques France', '--warehouse', warehouse.warehouseName];
    writeFileSync(input, frenchCsv(rows(['INV-2027-3', 'INCONNU', '5', '', '', ''])));
    const dry = await wareport(['import', 'stock', input, ...target, '--dry-run'], config);
    expect(dry.code).toBe(1);
    expect(await physical()).toEqual([]);
    const errors = parse(iconv.decode(readFileSync(join(dir, 'stock.errors.csv')), 'windows-1252'), { delimiter: ';', bom: true }) as string[][];
    expect(errors.map((r) => r[0])).toEqual(['Référence', 'INV-2027-3']);
    writeFileSync(input, frenchCsv(rows(['INV-2027-3', 'STOCK-2', '-2', 'Ajuster', 'Endommagé', 'Carton écrasé'])));
    const real = await wareport(['import', 'stock', input, ...target, '--json'], config);
    expect(real.code).toBe(0);
    expect(JSON.parse(real.stdout)).toMatchObject({ total: 3, updated: 3, failed: 0 });
    expect(await physical()).toEqual([
      ['STOCK-2', 10],
      ['STOCK-É1', 40],
    ]);
    const rerun = await wareport(['import', 'stock', input, ...target, '--json'], config);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ total: 3, skipped: 3, updated: 0 });
    expect(await physical()).toEqual([
      ['STOCK-2', 10],
      ['STOCK-É1', 40],
    ]);
  });
});
