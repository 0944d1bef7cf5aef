/**
 * API throughput under load, side by side in one run on one throw-away PostgreSQL server:
 * - the API (its own process, logging warnings and errors only);
 * - the API again at the default log level (info: a line per request, written to a file), as an
 *   operator runs it;
 * - the "same SQL" floor: bare Fastify + pg running the statements the API ran before its hot
 *   path was reworked, one after another (bench/support/bare-floor.ts);
 * - the lean floor: bare Fastify + pg, sessions trusted from memory, one statement per request;
 * - then the API again on the embedded engine (PGlite, data in a temp folder).
 * 50 signed-in clients (50 sign-in sessions of the system administrator) loop over the mix: the
 * clients list (page of 25 of 1,000+ clients, sorted), /userinfo, creating a client and deleting
 * it. Each server gets a warm-up, then a fixed measured time. The load generator is undici with
 * one keep-alive connection per client and little work per request, so the server keeps the CPU.
 * CPU per request is the server process's own (user + system, from /proc, as process.cpuUsage()
 * inside it would count), so that the ratios hold when other work shares the machine; beside it, the
 * PostgreSQL server's CPU per request (all its processes), which shares the machine's cores too.
 * BENCH_SECONDS (default 10) sets the measured time; BENCH_ROUNDS (default 3) measures every
 * server that many times, alternating, and prints the median round; BENCH_ONLY=api,lean (any of
 * api, info, same, lean, embedded) measures only those; BENCH_CPU_PROF=<folder> writes every
 * server process's CPU profile there (the floors' too, to compare where the time goes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { startPostgres } from '../tests/support/postgres';

const ROOT = resolve(import.meta.dirname, '..');
const CLIENTS = 50;
const EXTRA_ROWS = 1000;
const WARMUP_MS = 3000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

interface Spawned {
  child: ChildProcess;
  apiUrl: string;
}

const freePort = () =>
  new Promise<number>((resolve_) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve_(port));
    });
  });

/** Starts a script in its own Node process on a free port and waits until the port answers. */
async function spawnReady(args: string[], env: Record<string, string>, nodeFlags: string[] = []): Promise<Spawned> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // LOG_TO: the server's log lines (stdout) go to that file; else nowhere.
    stdio: ['ignore', env.LOG_TO ? openSync(env.LOG_TO, 'a') : 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const apiUrl = `http://127.0.0.1:${port}/api`;
  for (;;) {
    const answered = await fetch(apiUrl).then(
      () => true,
      () => false,
    );
    if (answered) return { child, apiUrl };
    if (child.exitCode !== null) {
      await exited;
      throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(spawned: Spawned) {
  const exited = once(spawned.child, 'exit');
  spawned.child.kill('SIGTERM');
  await exited;
}

const apiServer = (env: Record<string, string>, nodeFlags: string[] = []) =>
  spawnReady(['server/server.ts'], { WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', ...env }, nodeFlags);

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** 50 sign-in sessions, signed in a few at a time (each one hashes the password). */
async function signInSessions(apiUrl: string): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < CLIENTS) {
    const batch = await Promise.all(
      Array.from({ length: 5 }, () =>
        json(`${apiUrl}/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_USERS.systemAdmin, password: DEMO_PASSWORD }),
        }),
      ),
    );
    tokens.push(...batch.map((b: { accessToken: string }) => b.accessToken));
  }
  return tokens;
}

/** Extra clients, so that the list pages, counts and sorts real rows. */
async function seedClients(apiUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < EXTRA_ROWS; i += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        json(`${apiUrl}/clients`, { method: 'POST', headers, body: JSON.stringify({ clientName: `Bench client ${String(i + j).padStart(5, '0')}` }) }),
      ),
    );
  }
}

interface Result {
  requests: number;
  errors: number;
  firstError: string;
  perSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per answered request (user + system), which outside load skews less than rates. */
  cpuPerRequest: number;
  /** The PostgreSQL server's CPU time per answered request (every process of it); NaN on the embedded engine. */
  dbCpuPerRequest: number;
}

/** CPU time (ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuTime(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/**
 * CPU time (ms) the PostgreSQL server listening on `port` has used so far: its postmaster's own
 * and its ended children's, and its live processes' (each connection's backend among them).
 */
function databaseCpuTime(port: number) {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const [head, rest] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
        return [{ pid: Number(pid), command: head, fields: rest.split(' '), cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8') }];
      } catch {
        return [];
      }
    });
  const main = stats.find((p) => p.command.endsWith('(postgres') && p.cmdline.split('\0').join(' ').includes(`-p ${port}`));
  if (!main) return NaN;
  const ticks = (fields: string[], from: number, count: number) => fields.slice(from, from + count).reduce((sum, f) => sum + Number(f), 0);
  // utime, stime, cutime, cstime of the postmaster; utime and stime of its children.
  let total = ticks(main.fields, 11, 4);
  for (const child of stats) if (Number(child.fields[1]) === main.pid) total += ticks(child.fields, 11, 2);
  return (total * 1000) / 100;
}

/** Runs the mix from CLIENTS loops for the warm-up then the measured time. */
async function drive(apiUrl: string, tokens: string[], pid?: number, databasePort?: number): Promise<Result> {
  const origin = new URL(apiUrl).origin;
  const base = new URL(apiUrl).pathname;
  const pool = new Pool(origin, { connections: CLIENTS, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  let measuring = false;
  let running = true;
  // Client names are unique: each create names a new one (the run's own prefix, so runs may share a database).
  const prefix = `Load ${Date.now().toString(36)}`;
  let serial = 0;

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, token: string, payload?: string) {
    const started = performance.now();
    const response = await pool.request({
      method,
      path: `${base}${path}`,
      headers: payload ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' } : { authorization: `Bearer ${token}` },
      body: payload,
    });
    const text = await response.body.text();
    if (measuring) {
      latencies.push(performance.now() - started);
      if (response.statusCode >= 400 && !errors++) firstError = `${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`;
    }
    return { status: response.statusCode, text };
  }

  async function loop(token: string) {
    while (running) {
      await call('GET', '/clients?currentPage=1&pageSize=25&sortOrders=clientName:ASC', token);
      await call('GET', '/userinfo', token);
      const created = await call('POST', '/clients', token, JSON.stringify({ clientName: `${prefix} ${serial++}` }));
      if (created.status === 201) await call('DELETE', `/clients/${(JSON.parse(created.text) as { client: { idClient: string } }).client.idClient}`, token);
    }
  }

  const loops = tokens.map(loop);
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  measuring = true;
  const started = performance.now();
  const cpuStarted = cpuTime(pid);
  const dbCpuStarted = databasePort ? databaseCpuTime(databasePort) : NaN;
  await new Promise((r) => setTimeout(r, MEASURE_MS));
  measuring = false;
  const cpu = cpuTime(pid) - cpuStarted;
  const dbCpu = databasePort ? databaseCpuTime(databasePort) - dbCpuStarted : NaN;
  const elapsed = performance.now() - started;
  running = false;
  await Promise.all(loops);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    firstError,
    perSecond: (latencies.length / elapsed) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    cpuPerRequest: cpu / latencies.length,
    dbCpuPerRequest: dbCpu / latencies.length,
  };
}

const line = (name: string, r: Result) =>
  `${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   CPU ${r.cpuPerRequest.toFixed(2)} ms/request${Number.isNaN(r.dbCpuPerRequest) ? '' : `, database ${r.dbCpuPerRequest.toFixed(2)}`}   (${r.requests} requests, ${r.errors} errors)${r.firstError ? `\n    first error: ${r.firstError}` : ''}`;

const postgres = await startPostgres();
// Ctrl+C: the throw-away server goes too (the children get the signal from the terminal).
process.once('SIGINT', () => {
  postgres.stop();
  process.exit(130);
});
const dataDir = mkdtempSync(join(tmpdir(), 'wareport-bench-'));
const databasePort = Number(new URL(postgres.databaseUrl).port);
const NAMES = {
  api: 'API, PostgreSQL',
  info: 'API, PostgreSQL, info log',
  same: 'bare Fastify + pg, same SQL',
  lean: 'bare Fastify + pg, lean',
  embedded: 'API, embedded engine (PGlite)',
};
type Name = keyof typeof NAMES;
const chosen = (process.env.BENCH_ONLY?.split(',') ?? Object.keys(NAMES)) as Name[];
const unknown = chosen.filter((name) => !(name in NAMES));
if (unknown.length) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${Object.keys(NAMES).join(', ')})`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const servers: Partial<Record<Name, { spawned: Spawned; tokens: string[] }>> = {};
try {
  // Every server is started (and seeded) first, then measured in turn, round after round: on a
  // shared machine the load from outside drifts, and alternating keeps the ratios fair.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const api = await apiServer({ DATABASE_URL: postgres.databaseUrl }, profile);
  servers.api = { spawned: api, tokens: await signInSessions(api.apiUrl) };
  await seedClients(api.apiUrl, servers.api.tokens[0]);
  if (chosen.includes('info')) {
    // As an operator runs it: the default log level, a line per request (to a file here, as to a collector).
    const info = await apiServer({ DATABASE_URL: postgres.databaseUrl, LOG_LEVEL: 'info', LOG_TO: join(dataDir, 'info.log') }, profile);
    servers.info = { spawned: info, tokens: await signInSessions(info.apiUrl) };
  }
  for (const floor of ['same', 'lean'] as const) {
    if (!chosen.includes(floor)) continue;
    const spawned = await spawnReady(['bench/support/bare-floor.ts'], { DATABASE_URL: postgres.databaseUrl, FLOOR: floor }, profile);
    servers[floor] = { spawned, tokens: servers.api.tokens };
  }
  if (chosen.includes('embedded')) {
    const embedded = await apiServer({ DATA_DIR: dataDir }, profile);
    servers.embedded = { spawned: embedded, tokens: await signInSessions(embedded.apiUrl) };
    await seedClients(embedded.apiUrl, servers.embedded.tokens[0]);
  }
  const results: Partial<Record<Name, Result[]>> = {};
  for (let round = 0; round < rounds; round++) {
    for (const name of chosen) {
      const { spawned, tokens } = servers[name]!;
      (results[name] ??= []).push(await drive(spawned.apiUrl, tokens, spawned.child.pid, name === 'embedded' ? undefined : databasePort));
    }
  }
  // The median round of each server.
  const median = (name: Name) => [...results[name]!].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds / 2)];
  console.log(
    `Mixed load (clients list, /userinfo, create + delete of a client), ${CLIENTS} clients, ${MEASURE_MS / 1000} s each` +
      (rounds > 1 ? `, median of ${rounds} alternating rounds:` : ':'),
  );
  for (const name of chosen) {
    console.log(line(NAMES[name], median(name)));
    if (rounds > 1)
      console.log(
        `    rounds: ${results[name]!.map((r) => `${r.perSecond.toFixed(0)} req/s p99 ${r.p99.toFixed(0)} ms CPU ${r.cpuPerRequest.toFixed(2)} ms${Number.isNaN(r.dbCpuPerRequest) ? '' : ` + ${r.dbCpuPerRequest.toFixed(2)} ms`}`).join('; ')}`,
      );
  }
  const ratio = (a: Name, b: Name) => (results[a] && results[b] ? `${a} / ${b}: ${(median(a).perSecond / median(b).perSecond).toFixed(2)}x` : '');
  console.log([ratio('api', 'same'), ratio('api', 'lean'), ratio('info', 'lean'), ratio('embedded', 'api')].filter(Boolean).join('; '));
  const cpu = (a: Name, b: Name) => (results[a] && results[b] ? `${a} / ${b}: ${(median(a).cpuPerRequest / median(b).cpuPerRequest).toFixed(2)}x` : '');
  console.log(`CPU per request, ${[cpu('api', 'lean'), cpu('info', 'lean'), cpu('same', 'lean')].filter(Boolean).join('; ')}`);
  const dbCpu = (a: Name, b: Name) => (results[a] && results[b] ? `${a} / ${b}: ${(median(a).dbCpuPerRequest / median(b).dbCpuPerRequest).toFixed(2)}x` : '');
  console.log(`Database CPU per request, ${[dbCpu('api', 'lean'), dbCpu('info', 'lean'), dbCpu('same', 'lean')].filter(Boolean).join('; ')}`);
} finally {
  for (const server of Object.values(servers)) await stop(server.spawned);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
