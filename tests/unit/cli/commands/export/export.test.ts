/**
 * `wareport export` end to end in-process (fake API): what reaches the file. Text a spreadsheet
 * would run as a formula is neutralised in csv and xlsx alike; --output writes to what is there
 * when it is not a regular file, and never replaces it.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, createReadStream, lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { API, json, runCli, tempDir, type Route } from '../../harness';

const ATTACK = "=1+cmd|' /C calc'!A0";

const signedIn = (dir: string) => {
  writeFileSync(join(dir, 'credentials.json'), JSON.stringify({ apiUrl: API, accessToken: 'a', refreshToken: 'r', idUser: 'user-1' }), { mode: 0o600 });
  return { WAREPORT_CONFIG_DIR: dir };
};

const ORDER = {
  idCustomerOrder: '6a1f0000-0000-4000-8000-000000000001',
  orderNumber: 'MLS-000123',
  orderDate: '2026-07-14T21:30:00.000Z',
  statusCode: 10,
  statusName: 'Open',
  orderType: 'DELIVERY',
  orderReference: ATTACK,
  poNumber: '+33 1 23 45 67 89',
  orderComment: '@SUM(1+1)',
  orderReason: null,
  buyerFirstname: 'Claire',
  buyerLastname: '-Martin',
  buyerEmail: 'claire.martin@maison-lumiere.example',
  requesterFirstname: '\tTab',
  requesterLastname: '\rReturn',
  requesterEmail: null,
};

/** The signed-in user's one account and its orders. */
const ordersApi =
  (orders: Record<string, unknown>[]): Route =>
  ({ url }) => {
    if (url.pathname === '/api/userinfo')
      return json(200, {
        client: { clientName: 'Maison Lumière' },
        accounts: [{ idClient: 'c1', idClientAccount: 'a1', accountCode: 'MLS', accountName: 'Boutiques France' }],
      });
    if (url.pathname === '/api/clients/c1/accounts/a1/customerorders') return json(200, { items: orders, searchCriteria: { totalCount: orders.length } });
    return json(404, { message: 'No route', code: 'NOT_FOUND' });
  };

describe('wareport export customer-orders --user | --all-buyers', () => {
  const JULIE = {
    idUser: '6a1f0000-0000-4000-8000-0000000000a2',
    firstName: 'Julie',
    lastName: 'Bernard',
    email: 'julie.bernard@maison-lumiere.example',
    mayOrder: true,
  };
  const api: Route = (request) =>
    request.url.pathname === '/api/clients/c1/accounts/a1/customerorders/buyers' ? json(200, { buyers: [JULIE] }) : ordersApi([ORDER])(request);
  const listCalls = (calls: { url: URL; headers: Record<string, string> }[]) => calls.filter((c) => c.url.pathname.endsWith('/customerorders'));

  it('asks for every buyer’s orders of the account', async () => {
    const result = await runCli(['export', 'customer-orders', '--format', 'csv', '--all-buyers'], { env: signedIn(tempDir()), api });
    expect(result.code).toBe(0);
    const [call] = listCalls(result.calls);
    expect(call.url.searchParams.get('allBuyers')).toBe('true');
    expect(Object.keys(call.headers).map((h) => h.toLowerCase())).not.toContain('iduser');
  });

  it('names one buyer by e-mail (any case) through the IdUser header', async () => {
    const result = await runCli(['export', 'customer-orders', '--format', 'csv', '--user', 'Julie.Bernard@maison-lumiere.example'], {
      env: signedIn(tempDir()),
      api,
    });
    expect(result.code).toBe(0);
    const [call] = listCalls(result.calls);
    expect(call.headers.IdUser).toBe(JULIE.idUser);
  });

  it('refuses an unknown buyer, both flags together, and the flags on another resource, before any list call', async () => {
    const unknown = await runCli(['export', 'customer-orders', '--format', 'csv', '--user', 'nobody@example.com'], { env: signedIn(tempDir()), api });
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No user "nobody@example.com" in the account.');
    expect(listCalls(unknown.calls)).toEqual([]);
    const both = await runCli(['export', 'customer-orders', '--format', 'csv', '--user', JULIE.email, '--all-buyers'], { env: signedIn(tempDir()), api });
    expect(both.stderr).toContain("'--user' cannot be used with '--all-buyers'");
    const products = await runCli(['export', 'products', '--format', 'csv', '--all-buyers'], { env: signedIn(tempDir()), api });
    expect(products.stderr).toContain("'--all-buyers' applies to customer-orders only.");
  });
});

describe('wareport export <box list> --box', () => {
  const M12 = '6a1f0000-0000-4000-8000-0000000000b1';
  const M14 = '6a1f0000-0000-4000-8000-0000000000b2';
  const STOCK = {
    idProduct: '6a1f0000-0000-4000-8000-0000000000c1',
    productName: 'Vase',
    sku: 'V1',
    physicalQuantity: 4,
    reservedQuantity: 1,
    availableQuantity: 3,
  };
  /** A box user: no box administration (403), one account whose warehouses include two boxes. */
  const boxUserApi: Route = ({ url }) => {
    if (url.pathname === '/api/box/boxs') return json(403, { message: 'Forbidden', code: 'FORBIDDEN' });
    if (url.pathname === '/api/userinfo')
      return json(200, { accounts: [{ idClient: 'c1', idClientAccount: 'a1', accountCode: 'MLS', accountName: 'Boutiques France' }] });
    if (url.pathname === '/api/warehouses')
      return json(200, {
        warehouses: [
          { idWarehouse: 'w1', warehouseName: 'Entrepôt Lyon', warehouseType: 'WAREHOUSE' },
          { idWarehouse: M12, warehouseName: 'Box Marseille 12', warehouseType: 'BOX' },
          { idWarehouse: M14, warehouseName: 'Box Marseille 14', warehouseType: 'BOX' },
        ],
      });
    if (url.pathname === `/api/box/boxs/${M12}/stocks`) return json(200, { items: [STOCK], searchCriteria: { totalCount: 1 } });
    return json(404, { message: 'No route', code: 'NOT_FOUND' });
  };
  const stockCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/stocks')).map((c) => c.url.pathname);

  it("exports a box user's own box's list, named by name (any case), without the box administration's list", async () => {
    const result = await runCli(['export', 'box-stocks', '--format', 'csv', '--box', 'box marseille 12'], { env: signedIn(tempDir()), api: boxUserApi });
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(stockCalls(result.calls)).toEqual([`/api/box/boxs/${M12}/stocks`]);
    const rows = parse(result.stdout.toString()) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['Vase', 'V1']));
  });

  it('names a box by number for a box administrator', async () => {
    const admin: Route = (request) =>
      request.url.pathname === '/api/box/boxs'
        ? json(200, { items: [{ idBox: M12, boxNumber: 'M12', boxName: 'Box Marseille 12' }], searchCriteria: { totalCount: 1 } })
        : boxUserApi(request);
    const result = await runCli(['export', 'box-stocks', '--format', 'csv', '--box', 'm12'], { env: signedIn(tempDir()), api: admin });
    expect(result.code).toBe(0);
    expect(stockCalls(result.calls)).toEqual([`/api/box/boxs/${M12}/stocks`]);
  });

  it('refuses a box not among the user’s, and --box on a list that is not a box’s, before any list call', async () => {
    const unknown = await runCli(['export', 'box-stocks', '--format', 'csv', '--box', 'Box Lille 3'], { env: signedIn(tempDir()), api: boxUserApi });
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No box "Box Lille 3" among yours: Box Marseille 12, Box Marseille 14.');
    expect(stockCalls(unknown.calls)).toEqual([]);
    const products = await runCli(['export', 'products', '--format', 'csv', '--box', 'Box Marseille 12'], { env: signedIn(tempDir()), api: boxUserApi });
    expect(products.code).not.toBe(0);
    expect(products.stderr).toContain("'--box' applies to the lists of a box only (");
    expect(products.stderr).toContain('box-stocks');
  });
});

describe('wareport export: formula injection', () => {
  it('neutralises text starting with = + - @ tab or CR in the customer orders csv', async () => {
    const result = await runCli(['export', 'customer-orders', '--format', 'csv'], { env: signedIn(tempDir()), api: ordersApi([ORDER]) });
    expect(result.code).toBe(0);
    const [, row] = parse(result.stdout) as string[][];
    expect(row).toContain(`'${ATTACK}`);
    expect(row).toContain("'+33 1 23 45 67 89");
    expect(row).toContain("'@SUM(1+1)");
    expect(row).toContain("'-Martin");
    expect(row).toContain("'\tTab");
    expect(row).toContain("'\rReturn");
    expect(row.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
  });

  it('neutralises them in the xlsx too, and the import reads them back as they were', async () => {
    const dir = tempDir();
    const output = join(dir, 'orders.xlsx');
    const result = await runCli(['export', 'customer-orders', '--format', 'xlsx', '--output', output], { env: signedIn(dir), api: ordersApi([ORDER]) });
    expect(result.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(output) as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0].getRow(2).values as unknown[]).filter((v) => typeof v === 'string');
    expect(values).toContain(`'${ATTACK}`);
    expect(values.every((cell) => !/^[=+\-@\t\r]/.test(cell as string))).toBe(true);
  });
});

describe('wareport export --output: what is there stays what it is', () => {
  const run = (dir: string, output: string, format = 'csv') =>
    runCli(['export', 'customer-orders', '--format', format, '--output', output, '--quiet'], { env: signedIn(dir), api: ordersApi([ORDER]) });

  it('writes a named pipe, which stays a pipe, for its reader', async () => {
    const dir = tempDir();
    const fifo = join(dir, 'orders.fifo');
    execFileSync('mkfifo', [fifo]);
    const chunks: Buffer[] = [];
    const reader = createReadStream(fifo);
    reader.on('data', (chunk: Buffer) => chunks.push(chunk));
    const read = new Promise((done) => reader.on('end', done));
    const result = await run(dir, fifo);
    await read;
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(Buffer.concat(chunks).toString('utf8')).toContain('MLS-000123');
  });

  it('writes a device (a copy of /dev/null made for the test), which stays a device', async () => {
    const dir = tempDir();
    const device = join(dir, 'null');
    try {
      execFileSync('mknod', [device, 'c', '1', '3'], { stdio: 'ignore' });
    } catch {
      return; // Not allowed to make a device here (not root): nothing to test.
    }
    const result = await run(dir, device);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(lstatSync(device).isCharacterDevice()).toBe(true);
  });

  it('follows a symbolic link: the file it points to gets the export, the link stays a link', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'real'));
    const real = join(dir, 'real', 'orders.xlsx');
    writeFileSync(real, 'old');
    const link = join(dir, 'latest.xlsx');
    symlinkSync(real, link);
    const result = await run(dir, link, 'xlsx');
    expect(result.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(real);
    expect(readFileSync(real).subarray(0, 2).toString()).toBe('PK');
  });

  it('replaces a regular file whole, keeping its permissions', async () => {
    const dir = tempDir();
    const file = join(dir, 'orders.csv');
    writeFileSync(file, 'old');
    chmodSync(file, 0o640);
    expect((await run(dir, file)).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readFileSync(file, 'utf8')).toContain('MLS-000123');
  });

  it('refuses a folder with one clear line', async () => {
    const dir = tempDir();
    const result = await run(dir, dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Cannot write .* \(.*\)\n$/);
  });
});

describe('wareport export in the language of the person', () => {
  it('French: the csv French Excel opens (BOM, semicolons), statuses and types named in French, the date in Paris time', async () => {
    const result = await runCli(['--lang', 'fr', 'export', 'customer-orders', '--format', 'csv'], { env: signedIn(tempDir()), api: ordersApi([ORDER]) });
    expect(result.code).toBe(0);
    expect([...result.stdout.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = parse(result.stdout, { bom: true, delimiter: ';' }) as string[][];
    const cell = (label: string) => row[header.indexOf(label)];
    // 21:30 UTC on 14 July is 23:30 in Paris.
    expect(cell('Date de commande')).toBe('14/07/2026 23:30:00');
    expect(cell('Libellé')).toBe('Ouverte');
    expect(cell('Type de commande')).toBe('Livraison');
    expect(cell('Statut')).toBe('En cours');
  });

  it('English keeps commas and no BOM, with the date in Paris time too', async () => {
    const result = await runCli(['export', 'customer-orders', '--format', 'csv'], { env: signedIn(tempDir()), api: ordersApi([ORDER]) });
    const [header, row] = parse(result.stdout) as string[][];
    expect(result.stdout[0]).not.toBe(0xef);
    expect(row[header.indexOf('Order date')]).toBe('2026-07-14 23:30:00');
    expect(row[header.indexOf('Order type')]).toBe('Delivery');
  });

  it('writes the order date as a date cell in xlsx', async () => {
    const dir = tempDir();
    const output = join(dir, 'commandes.xlsx');
    const result = await runCli(['--lang', 'fr', 'export', 'customer-orders', '--format', 'xlsx', '--output', output], {
      env: signedIn(dir),
      api: ordersApi([ORDER]),
    });
    expect(result.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(output) as unknown as ArrayBuffer);
    const date = workbook.worksheets[0].getCell('B2');
    expect(date.value).toEqual(new Date('2026-07-14T23:30:00.000Z'));
    expect(date.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  });

  it('French products: decimal commas, VRAI/FAUX, types by their French name; the import reads the file back as it was', async () => {
    const product = {
      idProduct: '6a1f0000-0000-4000-8000-0000000000b1',
      type: 'BUNDLE',
      enabled: false,
      sku: 'LT-9',
      productName: 'Coffret',
      productShortName: null,
      skuClient: null,
      skuSupplier: null,
      productFamily: null,
      productSubFamily: null,
      brand: null,
      priceSell: 38.5,
      pricePurshase: 0,
      displayPosition: 3,
    };
    const api: Route = ({ url }) => {
      if (url.pathname === '/api/clients/accounts')
        return json(200, {
          items: [{ idClient: 'c1', idClientAccount: 'a1', accountCode: 'MLS', accountName: 'Boutiques France', clientName: 'Maison Lumière' }],
        });
      if (url.pathname === '/api/clients/c1/accounts/a1/products') {
        const after = JSON.stringify(url.searchParams.get('filterGroups') ?? '').includes(product.idProduct);
        return json(200, { items: after ? [] : [product], searchCriteria: { totalCount: after ? 0 : 1 } });
      }
      return json(404, { message: 'No route', code: 'NOT_FOUND' });
    };
    const dir = tempDir();
    const output = join(dir, 'produits.csv');
    const result = await runCli(['--lang', 'fr', 'export', 'products', '--format', 'csv', '--output', output, '--quiet'], { env: signedIn(dir), api });
    expect([result.code, result.stderr]).toEqual([0, '']);
    const text = readFileSync(output, 'utf8');
    const [header, row] = parse(text, { bom: true, delimiter: ';' }) as string[][];
    const cell = (label: string) => row[header.indexOf(label)];
    expect([cell('Type'), cell('Actif'), cell('Prix de vente')]).toEqual(['Lot', 'FAUX', '38,5']);
    // What the import makes of it: the same product.
    const { openSheet } = await import('../../../../../cli/commands/import/read');
    const { readAllRows } = await import('../../../../../shared/imports/engine');
    const { mapColumns } = await import('../../../../../shared/imports/headers');
    const { KINDS } = await import('../../../../../shared/imports/kinds');
    const { createRowValidator } = await import('../../../../../shared/imports/rows');
    const { labelsOf } = await import('../../../../../cli/commands/import');
    const sheet = await openSheet(output, 'csv');
    const [read] = await readAllRows(sheet);
    const { mapping } = mapColumns(sheet.headers, KINDS.products, labelsOf('products'));
    expect(createRowValidator(KINDS.products, mapping, sheet.headers).check(2, read.cells)).toMatchObject({
      ok: true,
      value: { type: 'BUNDLE', enabled: false, priceSell: 38.5, displayPosition: 3, sku: 'LT-9' },
    });
  });
});
