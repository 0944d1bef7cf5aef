/**
 * `wareport import supplier-orders` of a 5,000-line French Excel file (1,000 supplier orders of 5
 * lines over 50 products, French headers and words: "Référence de commande", "Fournisseur",
 * "Priorité" Haute, "Date attendue" as a date cell) through the real `wareport` process and the
 * API into PostgreSQL. Prints the wall-clock time of the whole process (reading the file, checking
 * every row, the batch calls and the orders written) and its peak memory (VmHWM); then the same
 * file again, where every order is recognised by its reference and nothing is written.
 * Target: <= 3 s end to end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { clientAccounts, clientAccountWarehouses, products, supplierOrderLines, supplierOrders, suppliers, warehouses } from '../server/db/schema';
import { startPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const ORDERS = 1000;
const LINES = 5;
const PRODUCTS = 50;
const TARGET_SECONDS = 3;
const BIN = resolve(import.meta.dirname, '../bin/wareport.js');
const dir = mkdtempSync(join(tmpdir(), 'wareport-bench-supplier-orders-'));

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * Runs the CLI; answers its exit code, stderr, seconds, peak resident memory in MB, its CPU
 * seconds and those this process (the API) spent meanwhile: on a busy machine the wall clock
 * says more about the neighbours than about the import, CPU time does not.
 */
function wareport(args: string[], configDir: string, input = '') {
  return new Promise<{ code: number | null; stderr: string; seconds: number; peakMb: number; cliCpu: number; apiCpu: number }>((done) => {
    const started = performance.now();
    const apiBefore = process.cpuUsage();
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, LANG: 'C', WAREPORT_CONFIG_DIR: configDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let peakKb = 0;
    let cpuTicks = 0;
    const sample = () => {
      try {
        const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
        // utime and stime are the 14th and 15th fields, after the command name in parentheses.
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        cpuTicks = Math.max(cpuTicks, Number(fields[11]) + Number(fields[12]));
      } catch {
        // The process has just ended: the last sample stands.
      }
    };
    const timer = setInterval(sample, 20);
    const err: Buffer[] = [];
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.stdin.end(input);
    child.on('close', (code) => {
      clearInterval(timer);
      const api = process.cpuUsage(apiBefore);
      done({
        code,
        stderr: Buffer.concat(err).toString(),
        seconds: (performance.now() - started) / 1000,
        peakMb: Math.round(peakKb / 1024),
        cliCpu: cpuTicks / TICKS,
        apiCpu: (api.user + api.system) / 1e6,
      });
    });
  });
}

try {
  const pg = await startPostgres();
  const server = await startServer({ databaseUrl: pg.databaseUrl });
  try {
    const db = server.database.db;
    const [stores] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const [warehouse] = await db
      .select({ warehouseName: warehouses.warehouseName })
      .from(clientAccountWarehouses)
      .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
      .where(and(eq(clientAccountWarehouses.idClientAccount, stores.idClientAccount), eq(warehouses.warehouseType, 'WAREHOUSE')));
    const skus = Array.from({ length: PRODUCTS }, (_, i) => `BENCH-${String(i + 1).padStart(3, '0')}`);
    await db
      .insert(products)
      .values(skus.map((sku) => ({ idClientAccount: stores.idClientAccount, type: 'SIMPLE' as const, sku, productName: `Bench ${sku}`, priceSell: 9.9 })));
    const names = ['Cire & Mèche Bench', 'Verrerie Bench', 'Lumière Bench'];
    await db.insert(suppliers).values(names.map((supplierName) => ({ idClientAccount: stores.idClientAccount, supplierName })));

    const file = join(dir, 'commandes-fournisseur.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
    const sheet = workbook.addWorksheet('Commandes');
    sheet.addRow(['Référence de commande', 'Fournisseur', 'SKU', 'Quantité', 'Type de commande', 'Priorité', 'Date attendue', 'Commentaire']).commit();
    const expected = new Date(Date.UTC(2031, 2, 14));
    for (let o = 1; o <= ORDERS; o++)
      for (let l = 0; l < LINES; l++)
        sheet
          .addRow([
            `BENCH-SO-${o}`,
            names[o % names.length],
            skus[(o + l * 7) % PRODUCTS],
            1 + ((o + l) % 40),
            'Fournisseur',
            'Haute',
            expected,
            'Import de test',
          ])
          .commit();
    sheet.commit();
    await workbook.commit();

    const config = join(dir, 'config');
    const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.clientAdmin, '--password-stdin'], config, DEMO_PASSWORD);
    if (login.code !== 0) throw new Error(login.stderr);
    const args = ['--lang', 'fr', 'import', 'supplier-orders', file, '--account', 'Boutiques France', '--warehouse', warehouse.warehouseName];

    const run = await wareport(args, config);
    if (run.code !== 0) throw new Error(run.stderr);
    const [{ created }] = await db.select({ created: count() }).from(supplierOrders).where(like(supplierOrders.orderReference, 'BENCH-SO-%'));
    const [{ lines }] = await db
      .select({ lines: count() })
      .from(supplierOrderLines)
      .innerJoin(supplierOrders, eq(supplierOrders.idSupplierOrder, supplierOrderLines.idSupplierOrder))
      .where(like(supplierOrders.orderReference, 'BENCH-SO-%'));
    if (created !== ORDERS || lines !== ORDERS * LINES)
      throw new Error(`expected ${ORDERS} orders of ${LINES} lines, found ${created} orders and ${lines} lines`);
    console.log(
      `${ORDERS * LINES} supplier-order lines (${created} orders of ${LINES} lines, French xlsx) into postgres: ${run.seconds.toFixed(2)} s end to end (target ${TARGET_SECONDS} s), CLI peak memory ${run.peakMb} MB; CPU: CLI ${run.cliCpu.toFixed(2)} s, API ${run.apiCpu.toFixed(2)} s`,
    );
    const again = await wareport(args, config);
    if (again.code !== 0) throw new Error(again.stderr);
    console.log(
      `  same file again (every order recognised, nothing written): ${again.seconds.toFixed(2)} s, CLI peak memory ${again.peakMb} MB; CPU: CLI ${again.cliCpu.toFixed(2)} s, API ${again.apiCpu.toFixed(2)} s`,
    );
    if (run.seconds > TARGET_SECONDS) process.exitCode = 1;
  } finally {
    await server.close();
    pg.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
