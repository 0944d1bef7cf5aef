import { createWriteStream, existsSync, lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, runCli, tempDir, type Route } from '../../harness';
import { BULK_PATHS, type ImportTargets } from '../../../../../shared/imports/protocol';

const env = (dir: string) => ({ WAREPORT_TOKEN: 'token', WAREPORT_API_URL: 'http://api.test/api', WAREPORT_CONFIG_DIR: dir });
const TARGETS: ImportTargets = {
  accounts: [
    {
      idClient: 'c1',
      clientName: 'Maison Lumière',
      idClientAccount: 'a1',
      accountCode: 'MLS',
      accountName: 'Boutiques France',
      kinds: ['users', 'addresses', 'products', 'orders'],
    },
  ],
  roles: [{ idRole: 'r1', role: 'Orderer', idClient: 'c1', idClientAccount: null }],
  languages: [{ cultureLanguageCode: 'fr', name: 'Français' }],
  addressBooks: [{ idAddressBook: 'b1', addressBookName: 'Magasins', idClientAccount: 'a1' }],
  warehouses: [{ idWarehouse: 'w1', warehouseName: 'Paris Nord', idClientAccount: 'a1' }],
  shippingMethods: [{ idShippingMethod: 's1', shippingMethodCode: 'COLI', shippingMethodName: 'Colissimo', idClientAccount: 'a1' }],
};

/** A fake API: targets, and a users endpoint that refuses the first call with 429 Retry-After: 0. */
function api(): Route & { bodies: Record<string, unknown>[] } {
  const bodies: Record<string, unknown>[] = [];
  let throttled = false;
  const route: Route = ({ url, body }) => {
    if (url.pathname.endsWith(BULK_PATHS.targets)) return json(200, TARGETS);
    if (!throttled) {
      throttled = true;
      return new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429, headers: { 'retry-after': '0' } });
    }
    const request = body as { rows: { row: number }[]; dryRun: boolean };
    bodies.push(request);
    return json(200, { dryRun: request.dryRun, results: request.rows.map((r) => ({ row: r.row, outcome: 'created' })) });
  };
  return Object.assign(route, { bodies });
}

describe('wareport import', () => {
  it('usage errors exit 2: an unknown kind, a file that is neither xlsx nor csv', async () => {
    const kind = await runCli(['import', 'invoices', 'x.csv'], { env: env(tempDir()) });
    expect([kind.code, kind.stderr]).toEqual([
      2,
      'error: Unknown import "invoices". Use one of: users, addresses, products, orders, stock, supplier-orders, work-orders.\n',
    ]);
    const format = await runCli(['import', 'users', 'x.pdf'], { env: env(tempDir()) });
    expect([format.code, format.stderr]).toEqual([2, 'error: Cannot import x.pdf: use an .xlsx or .csv file.\n']);
  });

  it('defaults every target to the only one, retries a 429 and saves an explicit mapping for the next file', async () => {
    const dir = tempDir();
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'Courriel,Given,Family\r\nanne@x.example,Anne,Petit\r\nmarc@x.example,Marc,Roux\r\n');
    const server = api();
    const run = await runCli(['import', 'users', file, '--map', 'Courriel=email,Given=firstName,Family=Last name', '--json'], { env: env(dir), api: server });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout.toString())).toMatchObject({ total: 2, created: 2, failed: 0, errorFile: null });
    expect(server.bodies).toEqual([
      {
        idClientAccount: 'a1',
        idRole: 'r1',
        cultureLanguageCode: 'fr',
        dryRun: false,
        allOrNothing: false,
        rows: [
          { row: 2, email: 'anne@x.example', firstName: 'Anne', lastName: 'Petit' },
          { row: 3, email: 'marc@x.example', firstName: 'Marc', lastName: 'Roux' },
        ],
      },
    ]);
    expect(existsSync(join(dir, '.people.csv.import-journal'))).toBe(false);
    // Same headers next time: the saved mapping applies with no --map.
    const again = await runCli(['import', 'users', file, '--dry-run', '--quiet'], { env: env(dir), api: api() });
    expect([again.code, again.stderr]).toEqual([0, '']);
  });

  it('imports products from a French Excel csv through POST /products/import: comma decimals, type in any case, bad rows in the error file', async () => {
    const dir = tempDir();
    const file = join(dir, 'produits.csv');
    const text = 'SKU;Type;Nom du produit;Prix de vente;Actif\r\nLT-1;simple;Lampe de bureau;12,50;oui\r\nLT-2;KIT;Coffret;3;\r\nlt-1;SIMPLE;Doublon;1;\r\n';
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    const server = api();
    const run = await runCli(['import', 'products', file, '--json'], { env: env(dir), api: server });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout.toString())).toMatchObject({ kind: 'products', total: 3, created: 1, failed: 2 });
    expect(server.bodies).toEqual([
      {
        idClientAccount: 'a1',
        dryRun: false,
        allOrNothing: false,
        // "oui" is a yes: the French template's flags read as written.
        rows: [{ row: 2, sku: 'LT-1', type: 'SIMPLE', productName: 'Lampe de bureau', priceSell: 12.5, enabled: true }],
      },
    ]);
    const errors = readFileSync(join(dir, 'produits.errors.csv'), 'utf8');
    // A French file's error file adds its columns in French, though the terminal speaks English.
    expect(errors.startsWith('\ufeffSKU;Type;Nom du produit;Prix de vente;Actif;Ligne du fichier d’origine;Erreurs d’import\r\n')).toBe(true);
    expect(errors).toContain('Type « KIT » :');
    expect(errors).toContain('LT-2;KIT;Coffret;3;;3;');
    expect(errors).toContain('lt-1;SIMPLE;Doublon;1;;4;');
  });

  it('imports orders in the column layout (--sku-from/--sku-to, 0-based) with the backorder flag; a wrong layout or range is a usage error', async () => {
    const dir = tempDir();
    const file = join(dir, 'commandes.csv');
    const text = 'Référence de commande;Référence de l’adresse;LAMP-1;CANDLE-2;Note\r\nCMD-1;MAG-1;2;0;x\r\nCMD-2;MAG-2;;3;y\r\n';
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    const server = api();
    const run = await runCli(['import', 'orders', file, '--layout', 'column', '--sku-from', '2', '--sku-to', '3', '--save-backorder', '--json'], {
      env: env(dir),
      api: server,
    });
    expect(run.code).toBe(0);
    expect(server.bodies).toEqual([
      {
        idClientAccount: 'a1',
        idWarehouse: 'w1',
        idShippingMethod: 's1',
        idAddressBook: 'b1',
        isSaveBackorderOnInsufficientQuantity: true,
        dryRun: false,
        allOrNothing: false,
        rows: [
          { row: 2, orderReference: 'CMD-1', addressReference: 'MAG-1', lines: [{ sku: 'LAMP-1', quantity: 2 }] },
          { row: 3, orderReference: 'CMD-2', addressReference: 'MAG-2', lines: [{ sku: 'CANDLE-2', quantity: 3 }] },
        ],
      },
    ]);
    const layout = await runCli(['import', 'orders', file, '--layout', 'grid'], { env: env(dir), api: api() });
    expect([layout.code, layout.stderr]).toEqual([2, 'error: --layout must be line or column.\n']);
    const range = await runCli(['import', 'orders', file, '--layout', 'column', '--sku-from', '1', '--sku-to', '3'], { env: env(dir), api: api() });
    expect([range.code, range.stderr]).toEqual([
      2,
      'error: --sku-from and --sku-to must be column numbers (0 is the first column) from 0 to 4, in order, outside the order columns.\n',
    ]);
  });

  it('names the account by its code, as exports do (--account mls)', async () => {
    const dir = tempDir();
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'E-mail,First name,Last name\r\nanne@x.example,Anne,Petit\r\n');
    const server = api();
    const run = await runCli(['import', 'users', file, '--account', 'mls', '--role', 'orderer', '--quiet'], { env: env(dir), api: server });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(server.bodies[0]).toMatchObject({ idClientAccount: 'a1', idRole: 'r1' });
    const wrong = await runCli(['import', 'users', file, '--account', 'XYZ'], { env: env(dir), api: api() });
    expect([wrong.code, wrong.stderr]).toEqual([2, 'error: --account "XYZ" is none of yours. Choose one of: Boutiques France (MLS).\n']);
  });

  it("reads the French template's 'Actif: oui' as enabled, refuses a word that is neither yes nor no, and shows in the dry run how each was read", async () => {
    const dir = tempDir();
    const file = join(dir, 'utilisateurs.csv');
    const text =
      'E-mail;Prénom;Nom;Actif\r\nanne@x.example;Anne;Petit;oui\r\nmarc@x.example;Marc;Roux;Non\r\nluc@x.example;Luc;Blanc;oui\r\nzoe@x.example;Zoé;Noir;peut-être\r\n';
    writeFileSync(file, text);
    const server = api();
    const run = await runCli(['--lang', 'fr', 'import', 'users', file, '--dry-run'], { env: env(dir), api: server });
    expect(run.code).toBe(1);
    expect(server.bodies[0].rows).toEqual([
      { row: 2, email: 'anne@x.example', firstName: 'Anne', lastName: 'Petit', enabled: true },
      { row: 3, email: 'marc@x.example', firstName: 'Marc', lastName: 'Roux', enabled: false },
      { row: 4, email: 'luc@x.example', firstName: 'Luc', lastName: 'Blanc', enabled: true },
    ]);
    const lines = run.stderr.split('\n');
    const at = lines.indexOf('Comment les valeurs du fichier ont été lues (vérifiez-les avant d’importer) :');
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '  Actif « oui » → oui (2 lignes)',
      '  Actif « Non » → non (1 ligne)',
      '  Actif « peut-être » → incompris : la ligne échoue (1 ligne)',
    ]);
    expect(run.stderr).toContain('ligne 5\u00a0: Actif « peut-être » : Ni oui ni non');
    const json = await runCli(['import', 'users', file, '--dry-run', '--json'], { env: env(dir), api: api() });
    expect(JSON.parse(json.stdout.toString()).readAs).toEqual([
      { field: 'enabled', column: 'Actif', written: 'oui', read: true, rows: 2 },
      { field: 'enabled', column: 'Actif', written: 'Non', read: false, rows: 1 },
      { field: 'enabled', column: 'Actif', written: 'peut-être', read: null, rows: 1 },
    ]);
  });

  it('reads dates in the day-first formats of both languages and shows them with the month named', async () => {
    const dir = tempDir();
    const file = join(dir, 'products.csv');
    writeFileSync(file, 'SKU,Type,Product name,Expiration date\r\nLT-1,SIMPLE,Lamp,03/04/2027\r\nLT-2,SIMPLE,Candle,2027-12-31\r\n');
    const server = api();
    const run = await runCli(['import', 'products', file, '--dry-run'], { env: env(dir), api: server });
    expect(run.code).toBe(0);
    expect(server.bodies[0].rows).toMatchObject([{ expirationDate: '2027-04-03' }, { expirationDate: '2027-12-31' }]);
    expect(run.stderr).toContain('  Expiration date "03/04/2027" → 3 April 2027 (1 row)\n');
  });

  it('refuses an xlsx holding a cell of megabytes with the limit it breaks, in French too, and writes no error file', async () => {
    const dir = tempDir();
    const file = join(dir, 'bombe.xlsx');
    const zip = new yazl.ZipFile();
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    zip.addBuffer(
      Buffer.from(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/workbook.xml',
    );
    zip.addBuffer(
      Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/_rels/workbook.xml.rels',
    );
    const cell = 'x'.repeat(1024 * 1024);
    const sheet = Readable.from(
      (function* () {
        yield `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>E-mail</t></is></c><c r="B1" t="inlineStr"><is><t>First name</t></is></c><c r="C1" t="inlineStr"><is><t>Last name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
        for (let i = 0; i < 48; i++) yield cell;
        yield '</t></is></c></row></sheetData></worksheet>';
      })(),
    );
    zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
    zip.end();
    await finished(zip.outputStream.pipe(createWriteStream(file)));
    const run = await runCli(['import', 'users', file], { env: env(dir), api: api() });
    expect([run.code, run.stderr]).toEqual([
      1,
      'error: The workbook holds a text of more than 32767 characters, the most a spreadsheet cell holds; it cannot be imported.\n',
    ]);
    expect(existsSync(join(dir, 'bombe.errors.xlsx'))).toBe(false);
    const french = await runCli(['--lang', 'fr', 'import', 'users', file], { env: env(dir), api: api() });
    expect(french.stderr).toBe(
      'erreur : Le classeur contient un texte de plus de 32767 caractères, le maximum d’une cellule de tableur ; il ne peut pas être importé.\n',
    );
  });

  it('refuses a csv row longer than any real one before holding it', async () => {
    const dir = tempDir();
    const file = join(dir, 'people.csv');
    writeFileSync(file, `E-mail,First name,Last name\r\n${'x'.repeat(2 * 1024 * 1024)},Anne,Petit\r\n`);
    const run = await runCli(['import', 'users', file], { env: env(dir), api: api() });
    expect([run.code, run.stderr]).toEqual([1, 'error: Row 2 holds more than 1048576 characters; the file cannot be imported.\n']);
    expect(existsSync(join(dir, 'people.errors.csv'))).toBe(false);
  });

  it("reports failed rows, the spec's message, and exits 1 with the error file", async () => {
    const dir = tempDir();
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'E-mail,First name,Last name\r\nanne@x.example,A,Petit\r\n');
    const run = await runCli(['import', 'users', file], { env: env(dir), api: api() });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      'imported 1/1',
      'row 2: First name "A": Must be at least 2 characters.',
      expect.stringMatching(/^1 row: 0 created, 0 updated, 0 unchanged, 1 failed in [\d.]+ s$/),
      'There is failed requests.',
      `error: 1 row failed; it is in ${join(dir, 'people.errors.csv')}`,
      '',
    ]);
    expect(readFileSync(join(dir, 'people.errors.csv'), 'utf8')).toBe(
      'E-mail,First name,Last name,Line in the original file,Import errors\r\nanne@x.example,A,Petit,2,"First name ""A"": Must be at least 2 characters."\r\n',
    );
  });
  it('writes the error file through a symbolic link, which stays a link', async () => {
    const dir = tempDir();
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'E-mail,First name,Last name\r\nanne@x.example,A,Petit\r\n');
    const real = join(dir, 'kept-errors.csv');
    const link = join(dir, 'errors.csv');
    symlinkSync(real, link);
    const run = await runCli(['import', 'users', file, '--error-file', link, '--quiet'], { env: env(dir), api: api() });
    expect(run.code).toBe(1);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toContain('anne@x.example,A,Petit,2,');
  });
});

describe('wareport template', () => {
  it('writes an empty file with the headers in the chosen language, French csv the French Excel way', async () => {
    const dir = tempDir();
    const file = join(dir, 'adresses.csv');
    const run = await runCli(['template', 'addresses', '--lang', 'fr', '--output', file]);
    expect([run.code, run.stderr]).toEqual([0, `modèle addresses → ${file}\n`]);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split(';').slice(0, 3)).toEqual(['Référence', 'Nom de l’adresse', 'Type']);
  });

  it('writes the orders template of each layout: the column layout leaves the SKU columns to the user', async () => {
    const dir = tempDir();
    const line = join(dir, 'orders.csv');
    const column = join(dir, 'orders-columns.csv');
    expect((await runCli(['template', 'orders', '--lang', 'en', '--output', line])).code).toBe(0);
    expect((await runCli(['template', 'orders', '--lang', 'en', '--layout', 'column', '--output', column])).code).toBe(0);
    expect(readFileSync(line, 'utf8')).toBe('Order reference,Address reference,SKU,Quantity,Desired delivery date,PO number,Order comment\r\n');
    expect(readFileSync(column, 'utf8')).toBe('Order reference,Address reference,Desired delivery date,PO number,Order comment\r\n');
  });
});
