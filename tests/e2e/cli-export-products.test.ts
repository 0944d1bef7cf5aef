/**
 * `wareport export products --account`, the real process against the real API: an account's
 * products through the shared data provider, the same rows the API lists; without the flag, a
 * user with several accounts gets a usage error naming them. `wareport export customer-orders`:
 * the orderer's orders of their only account, the rows the order list gives. An xlsx export
 * imported back unchanged changes nothing. `wareport export box-stocks --box`: a box user's own
 * box's inventory written to a file, the rows the API lists; a box not among theirs is a usage
 * error naming theirs, and no file is written.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import en from '../../locales/en.json';
import { orderingClient } from '../../shared/ordering/client';
import { customerOrderStatusLabel } from '../../shared/rules/statuses';
import { products } from '../../shared/administration/products';
import { boxStocks } from '../../shared/operations/box-stocks';
import { clientFor } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

const BIN = resolve(import.meta.dirname, '../../bin/wareport.js');
let server: RunningServer;
const configDir = mkdtempSync(join(tmpdir(), 'wareport-e2e-products-'));

const ordererConfigDir = mkdtempSync(join(tmpdir(), 'wareport-e2e-orders-'));
const boxUserConfigDir = mkdtempSync(join(tmpdir(), 'wareport-e2e-box-'));

function wareport(args: string[], input = '', config = configDir) {
  const env: NodeJS.ProcessEnv = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', WAREPORT_CONFIG_DIR: config };
  for (const name of ['WAREPORT_API_URL', 'WAREPORT_TOKEN', 'DEBUG']) delete env[name];
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  server = await startServer();
  const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.clientAdmin, '--password-stdin'], `${DEMO_PASSWORD}\n`);
  expect(login.code).toBe(0);
});

afterAll(async () => {
  await server?.close();
  rmSync(configDir, { recursive: true, force: true });
  rmSync(ordererConfigDir, { recursive: true, force: true });
  rmSync(boxUserConfigDir, { recursive: true, force: true });
});

describe('wareport export products', () => {
  it("exports one account's products, the rows the API lists", async () => {
    const run = await wareport(['export', 'products', '--account', 'MLS', '--format', 'csv']);
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    const rows = parse(run.stdout) as string[][];
    expect(rows[0].slice(0, 4)).toEqual(['Product ID', 'Type', 'Enabled', 'SKU']);
    const api = await clientFor(server.apiUrl, DEMO_USERS.clientAdmin);
    const { items: accounts } = await api.request<{ items: { idClient: string; idClientAccount: string; accountCode: string }[] }>({
      path: '/clients/accounts',
    });
    const mls = accounts.find((a) => a.accountCode === 'MLS')!;
    const listed = await api.request<{ items: { sku: string }[] }>({ path: products.paths.list, params: mls, query: { pageSize: -1 } });
    // The export reads by id, the list by name: the same rows, in another order.
    expect(
      rows
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual(listed.items.map((p) => p.sku).sort());
  });

  it('round trip: an xlsx export imported back as it is changes nothing', async () => {
    const csv = async () => {
      const run = await wareport(['export', 'products', '--account', 'MLS', '--format', 'csv', '--quiet']);
      expect(run.code).toBe(0);
      return run.stdout;
    };
    const before = await csv();
    const file = join(configDir, 'products.xlsx');
    const exported = await wareport(['export', 'products', '--account', 'MLS', '--format', 'xlsx', '--output', file, '--quiet']);
    expect([exported.code, exported.stderr]).toEqual([0, '']);
    // The import names the account by name (the export takes its code too).
    const imported = await wareport(['import', 'products', file, '--account', 'Boutiques France', '--json']);
    expect(imported.code).toBe(0);
    const summary = JSON.parse(imported.stdout) as { total: number; created: number; failed: number };
    expect(summary.total).toBe((parse(before) as string[][]).length - 1);
    expect(summary).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(await csv()).toBe(before);
  });

  it('asks for the account when the user has several, naming them', async () => {
    const run = await wareport(['export', 'products', '--format', 'csv']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Choose the account with --account: .*Boutiques France \(MLS\).*E-commerce \(MLE\)/);
    const unknown = await wareport(['export', 'products', '--account', 'Nowhere', '--format', 'csv']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/No account "Nowhere" among yours/);
  });
});

describe('wareport export customer-orders', () => {
  it("exports the orderer's orders of their only account, newest first, the rows the order list gives", async () => {
    const login = await wareport(
      ['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.orderer, '--password-stdin'],
      `${DEMO_PASSWORD}\n`,
      ordererConfigDir,
    );
    expect(login.code).toBe(0);
    const run = await wareport(['export', 'customer-orders', '--format', 'csv'], '', ordererConfigDir);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const rows = parse(run.stdout) as string[][];
    expect(rows[0].slice(0, 4)).toEqual(['Order number', 'Order date', 'Status', 'Label']);
    const signedIn = await clientFor(server.apiUrl, DEMO_USERS.orderer);
    const { accounts } = await signedIn.request<{ accounts: { idClient: string; idClientAccount: string }[] }>({ path: '/userinfo' });
    expect(accounts).toHaveLength(1);
    const api = await clientFor(server.apiUrl, DEMO_USERS.orderer, { idClient: accounts[0].idClient, idClientAccount: accounts[0].idClientAccount });
    const listed = await orderingClient(api).listCustomerOrders({ pageSize: 200 });
    expect(listed.items.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.items.map((o) => o.orderNumber));
    // The status column says what the screens say: the status's word, not its code.
    const word = (code: number) =>
      customerOrderStatusLabel(code)!
        .split('.')
        .reduce<unknown>((tree, key) => (tree as Record<string, unknown>)[key], en);
    expect(rows.slice(1).map((r) => r[2])).toEqual(listed.items.map((o) => word(o.statusCode)));
  });
});

describe('wareport export <box list> --box', () => {
  it("exports a box user's own box's inventory to a file, the rows the API lists; an unknown box writes nothing", async () => {
    const login = await wareport(
      ['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.multiAccount, '--password-stdin'],
      `${DEMO_PASSWORD}\n`,
      boxUserConfigDir,
    );
    expect(login.code).toBe(0);
    const file = join(boxUserConfigDir, 'stock.csv');
    const run = await wareport(['export', 'box-stocks', '--box', 'box marseille 12', '--format', 'csv', '--output', file, '--quiet'], '', boxUserConfigDir);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const rows = parse(readFileSync(file, 'utf8')) as string[][];
    const [header, ...lines] = rows;
    const api = await clientFor(server.apiUrl, DEMO_USERS.multiAccount);
    const { warehouses } = await api.request<{ warehouses: { idWarehouse: string; warehouseName: string }[] }>({
      path: '/warehouses',
      query: { IdClientAccount: (await api.request<{ accounts: { idClientAccount: string }[] }>({ path: '/userinfo' })).accounts[0].idClientAccount },
    });
    const box = warehouses.find((w) => w.warehouseName === 'Box Marseille 12')!;
    const listed = await api.request<{ items: { sku: string; physicalQuantity: number; reservedQuantity: number; availableQuantity: number }[] }>({
      path: boxStocks.paths.list,
      params: { idBox: box.idWarehouse },
      query: { pageSize: -1 },
    });
    expect(listed.items.length).toBeGreaterThan(0);
    const column = (name: string) => header.indexOf(name);
    expect(
      [column('SKU'), column('Physical'), column('Reserved'), column('Available')].every((i) => i >= 0),
      header.join(', '),
    ).toBe(true);
    const exported = lines.map((r) => [r[column('SKU')], Number(r[column('Physical')]), Number(r[column('Reserved')]), Number(r[column('Available')])]);
    const expected = listed.items.map((s) => [s.sku, s.physicalQuantity, s.reservedQuantity, s.availableQuantity]);
    const bySku = (a: (string | number)[], b: (string | number)[]) => String(a[0]).localeCompare(String(b[0]));
    expect(exported.sort(bySku)).toEqual(expected.sort(bySku));

    const nowhere = join(boxUserConfigDir, 'nowhere.csv');
    const unknown = await wareport(['export', 'box-stocks', '--box', 'Box Lille 99', '--format', 'csv', '--output', nowhere], '', boxUserConfigDir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/No box "Box Lille 99" among yours: .*Box Marseille 12/);
    expect(existsSync(nowhere)).toBe(false);
  });
});
