/**
 * The harness of the import benchmarks that time the real `wareport` process against an API on
 * PostgreSQL: a fresh server with the demo data, the Boutiques France account (MLS) and its
 * warehouse, a signed-in CLI, and each run's wall clock, peak memory and CPU on both sides.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, clientAccountWarehouses, warehouses } from '../../server/db/schema';
import { startPostgres } from '../../tests/support/postgres';
import { startServer, type RunningServer } from '../../tests/support/server';

const BIN = resolve(import.meta.dirname, '../../bin/wareport.js');

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export interface CliRun {
  code: number | null;
  stderr: string;
  seconds: number;
  peakMb: number;
  cliCpu: number;
  apiCpu: number;
}

/**
 * Runs the CLI; answers its exit code, stderr, seconds, peak resident memory in MB, its CPU
 * seconds and those this process (the API) spent meanwhile: on a busy machine the wall clock
 * says more about the neighbours than about the import, CPU time does not.
 */
function wareport(args: string[], configDir: string, input = '') {
  return new Promise<CliRun>((done) => {
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

export interface ImportBench {
  server: RunningServer;
  db: RunningServer['database']['db'];
  /** A folder of this run, removed at the end. */
  dir: string;
  account: typeof clientAccounts.$inferSelect;
  warehouse: { idWarehouse: string; warehouseName: string };
  /** Runs `wareport` signed in as the demo client administrator; throws on a failed exit. */
  run(args: string[]): Promise<CliRun>;
}

/** How a run went, in the benchmarks' one line format. */
export const describeRun = (run: CliRun) =>
  `${run.seconds.toFixed(2)} s, CLI peak memory ${run.peakMb} MB; CPU: CLI ${run.cliCpu.toFixed(2)} s, API ${run.apiCpu.toFixed(2)} s`;

/** Starts PostgreSQL and the API, signs the CLI in and hands the bench its context. */
export async function withImportBench(name: string, bench: (context: ImportBench) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), `wareport-bench-${name}-`));
  try {
    const pg = await startPostgres();
    const server = await startServer({ databaseUrl: pg.databaseUrl });
    try {
      const db = server.database.db;
      const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
      const [warehouse] = await db
        .select({ idWarehouse: warehouses.idWarehouse, warehouseName: warehouses.warehouseName })
        .from(clientAccountWarehouses)
        .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
        .where(and(eq(clientAccountWarehouses.idClientAccount, account.idClientAccount), eq(warehouses.warehouseType, 'WAREHOUSE')));
      const config = join(dir, 'config');
      const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', DEMO_USERS.clientAdmin, '--password-stdin'], config, DEMO_PASSWORD);
      if (login.code !== 0) throw new Error(login.stderr);
      const run = async (args: string[]) => {
        const result = await wareport(args, config);
        if (result.code !== 0) throw new Error(result.stderr);
        return result;
      };
      await bench({ server, db, dir, account, warehouse, run });
    } finally {
      await server.close();
      pg.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
