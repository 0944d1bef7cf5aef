/**
 * `wareport export` at scale: 100,000 products of one account and 100,000 users of one client
 * on a throw-away PostgreSQL server, exported by the real command (the CLI bundle, a process of
 * its own, through the HTTP API) to xlsx and to csv. Wall time and the command's peak resident
 * memory (/usr/bin/time -v, else the kernel's figure for waited-for children), the CPU time of
 * the command and of the API (which runs in this process), and the machine's
 * load average, since a busy machine stretches wall times. Targets: xlsx <= 3 s and <= 200 MB;
 * csv faster than xlsx.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db';
import { clientAccounts } from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { signIn } from '../tests/support/api';
import { startPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const ROWS = 100_000;
const TARGET_XLSX_SECONDS = 3;
const TARGET_PEAK_MB = 200;
const root = fileURLToPath(new URL('..', import.meta.url));
const TIME = '/usr/bin/time';

// The figures are the bundle's, the command people run: build it when a source is newer.
const { bundleIsFresh } = (await import(join(root, 'bin/cli-bundle.js'))) as { bundleIsFresh: () => boolean };
if (!bundleIsFresh()) execFileSync('npm', ['run', '-s', 'build:cli'], { cwd: root, stdio: 'inherit' });

interface Run {
  seconds: number;
  /** The command's own CPU time (user + system): less sensitive than wall time to a busy machine. */
  cpuSeconds: number;
  peakMb: number;
  bytes: number;
  stderr: string;
}

/** One export by the real command; the peak RSS is the child's own (not this process's). */
function wareport(args: string[], env: NodeJS.ProcessEnv, output: string): Promise<Run> {
  const withTime = existsSync(TIME);
  const command = withTime ? TIME : process.execPath;
  const argv = [...(withTime ? ['-v', process.execPath] : []), join(root, 'bin/wareport.js'), ...args, '--output', output];
  const started = performance.now();
  const child = spawn(command, argv, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return fail(new Error(`wareport ${args.join(' ')} exited ${code}: ${stderr}`));
      const kb = withTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1]) : process.resourceUsage().maxRSS;
      const time = (name: string) => Number(new RegExp(`${name} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1] ?? NaN);
      done({ seconds, cpuSeconds: time('User') + time('System'), peakMb: kb / 1024, bytes: statSync(output).size, stderr });
    });
  });
}

const pg = await startPostgres();
const server = await startServer({ databaseUrl: pg.databaseUrl });
const loader = await openDatabase({ databaseUrl: pg.databaseUrl, dataDir: '' });
const folder = mkdtempSync(join(tmpdir(), 'wareport-export-bench-'));
try {
  const { db } = loader;
  const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'NWO'));
  const loadStarted = performance.now();
  await db.execute(sql`
    insert into products (id_client_account, type, product_name, product_short_name, sku, sku_client, product_family, price_sell, enabled, display_position)
    select ${account.idClientAccount}::uuid, 'SIMPLE', 'Bench product ' || i, 'Bench ' || (i % 997), 'BEN-' || lpad(i::text, 7, '0'),
           'CL' || lpad(i::text, 7, '0'), 'Camping', (i % 500) + 0.99, i % 20 <> 0, i
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into users (id_client, email, first_name, last_name, culture_language_code, enabled)
    select ${account.idClient}::uuid, 'user' || i || '@bench.example', 'First' || (i % 40), 'Last' || (i % 120),
           case when i % 3 = 0 then 'fr' else 'en' end, i % 10 <> 0
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`analyze`);
  console.log(
    `loaded ${ROWS} products into ${account.accountName} and ${ROWS} users into its client in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  const { accessToken } = await signIn(server.apiUrl, DEMO_USERS.systemAdmin);
  const env: NodeJS.ProcessEnv = { ...process.env, LANG: 'C', LC_ALL: '', WAREPORT_API_URL: server.apiUrl, WAREPORT_TOKEN: accessToken };
  env.WAREPORT_CONFIG_DIR = folder;
  delete env.DEBUG;

  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  let met = true;
  for (const resource of ['products', 'users']) {
    const figures: Record<string, Run> = {};
    for (const format of ['xlsx', 'csv']) {
      // The API runs in this process: its CPU during the command is this process's.
      const serverCpu = process.cpuUsage();
      const run = await wareport(['--json', 'export', resource, '--account', 'NWO', '--format', format], env, join(folder, `${resource}.${format}`));
      const { user, system } = process.cpuUsage(serverCpu);
      const exported = Number(/"exported":(\d+)/.exec(run.stderr)?.[1] ?? NaN);
      figures[format] = run;
      console.log(
        `wareport export ${resource} --format ${format}: ${run.seconds.toFixed(2)} s (command's CPU ${run.cpuSeconds.toFixed(2)} s, the API's ${((user + system) / 1e6).toFixed(2)} s), peak RSS ${run.peakMb.toFixed(0)} MB, ` +
          `${(run.bytes / 1024 / 1024).toFixed(1)} MB written${Number.isNaN(exported) ? '' : `, ${exported} rows`}`,
      );
    }
    const ok =
      figures.xlsx.seconds <= TARGET_XLSX_SECONDS &&
      figures.xlsx.peakMb <= TARGET_PEAK_MB &&
      figures.csv.peakMb <= TARGET_PEAK_MB &&
      figures.csv.seconds < figures.xlsx.seconds;
    console.log(`${resource}: target xlsx <= ${TARGET_XLSX_SECONDS} s and <= ${TARGET_PEAK_MB} MB, csv faster: ${ok ? 'met' : 'NOT met'}`);
    met &&= ok;
  }
  if (!met) process.exitCode = 1;
} finally {
  await server.close();
  await loader.close();
  pg.stop();
  rmSync(folder, { recursive: true, force: true });
}
