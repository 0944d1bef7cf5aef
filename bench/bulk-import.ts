/**
 * Bulk imports through the real `wareport` process and the API: 5,000 users (built-in
 * identity: a scrypt hash and a welcome e-mail each) and 5,000 address-book addresses, both
 * from xlsx files, into PostgreSQL (and the addresses into PGlite too). Reports wall-clock time
 * of the whole process and its peak memory (VmHWM of the CLI process).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { addressBooks, clientAccounts } from '../server/db/schema';
import { startPostgres } from '../tests/support/postgres';
import { startServer, type RunningServer } from '../tests/support/server';

const ROWS = 5000;
const BIN = resolve(import.meta.dirname, '../bin/wareport.js');
const dir = mkdtempSync(join(tmpdir(), 'wareport-bench-import-'));

async function xlsx(file: string, header: string[], row: (i: number) => (string | number)[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(header).commit();
  for (let i = 1; i <= ROWS; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
}

/** Runs the CLI; answers its exit code, stderr, seconds and peak resident memory in MB. */
function wareport(args: string[], configDir: string, input = '') {
  return new Promise<{ code: number | null; stderr: string; seconds: number; peakMb: number }>((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, LANG: 'C', WAREPORT_CONFIG_DIR: configDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let peakKb = 0;
    const sample = () => {
      try {
        const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
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
      done({ code, stderr: Buffer.concat(err).toString(), seconds: (performance.now() - started) / 1000, peakMb: Math.round(peakKb / 1024) });
    });
  });
}

async function bench(engine: 'postgres' | 'pglite', server: RunningServer, withUsers: boolean) {
  const config = join(dir, `config-${engine}`);
  const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.clientAdmin, '--password-stdin'], config, DEMO_PASSWORD);
  if (login.code !== 0) throw new Error(login.stderr);
  const [stores] = await server.database.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
  await server.database.db.insert(addressBooks).values({ idClientAccount: stores.idClientAccount, addressBookName: 'Bench' });

  const addresses = join(dir, `addresses-${engine}.xlsx`);
  await xlsx(addresses, ['Reference', 'Address name', 'Street address', 'Post code', 'City', 'Country', 'Phone'], (i) => [
    `B-${i}`,
    `Store ${i}`,
    `${i} rue de la Paix`,
    '75002',
    'Paris',
    'FR',
    '+33 1 42 00 00 00',
  ]);
  const run = await wareport(['import', 'addresses', addresses, '--account', 'Boutiques France', '--address-book', 'Bench'], config);
  if (run.code !== 0) throw new Error(run.stderr);
  console.log(`${ROWS} addresses (xlsx) into ${engine}: ${run.seconds.toFixed(2)} s end to end, CLI peak memory ${run.peakMb} MB`);
  const again = await wareport(['import', 'addresses', addresses, '--account', 'Boutiques France', '--address-book', 'Bench'], config);
  console.log(`  same file again (all unchanged): ${again.seconds.toFixed(2)} s, CLI peak memory ${again.peakMb} MB`);

  if (!withUsers) return;
  const users = join(dir, `users-${engine}.xlsx`);
  await xlsx(users, ['E-mail', 'First name', 'Last name', 'Job title'], (i) => [`bench.user.${i}@bench.example`, 'Bench', `User ${i}`, 'Buyer']);
  const imported = await wareport(['import', 'users', users, '--account', 'Boutiques France', '--role', 'Orderer', '--language', 'fr'], config);
  if (imported.code !== 0) throw new Error(imported.stderr);
  console.log(`${ROWS} users (xlsx, built-in identity) into ${engine}: ${imported.seconds.toFixed(2)} s end to end, CLI peak memory ${imported.peakMb} MB`);
  const rerun = await wareport(['import', 'users', users, '--account', 'Boutiques France', '--role', 'Orderer', '--language', 'fr', '--dry-run'], config);
  console.log(`  dry run of the same file (all unchanged): ${rerun.seconds.toFixed(2)} s`);
}

try {
  const pg = await startPostgres();
  const postgres = await startServer({ databaseUrl: pg.databaseUrl });
  try {
    await bench('postgres', postgres, true);
  } finally {
    await postgres.close();
    pg.stop();
  }
  const pglite = await startServer();
  try {
    await bench('pglite', pglite, false);
  } finally {
    await pglite.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
