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
