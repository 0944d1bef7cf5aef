/**
 * The real `wareport` process (node bin/wareport.js) against the real API over a fresh
 * in-memory database: sign-in, whoami, exports read back and compared with the API, and the
 * one-line failures with their exit codes.
 */
import { EXPORT_PAGE_SIZE, FIRST_ID } from '../../cli/commands/export/pages';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { DEMO_PASSWORD } from '../../server/db/seed';
import { clients } from '../../shared/resources';
import { clientFor } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

const BIN = resolve(import.meta.dirname, '../../bin/wareport.js');
const ADMIN = 'admin@wareport.example';
const ORDERER = 'tom.baker@northwind.example';
const EXTRA_CLIENTS = 1200;

interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  ms: number;
}

/** Starts the CLI as a user would, with its own config folder and nothing inherited that matters. */
function start(args: string[], options: { configDir: string; input?: string; env?: Record<string, string> }) {
  const env: NodeJS.ProcessEnv = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', WAREPORT_CONFIG_DIR: options.configDir, ...options.env };
  for (const name of ['WAREPORT_API_URL', 'WAREPORT_TOKEN', 'DEBUG']) if (!options.env?.[name]) delete env[name];
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const done = new Promise<Run>((resolve_, fail) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => resolve_({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8'), ms: performance.now() - started }));
  });
  child.stdin.end(options.input ?? '');
  return { child, done };
}

const wareport = (args: string[], options: { configDir: string; input?: string; env?: Record<string, string> }) => start(args, options).done;

const temps: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `wareport-e2e-${name}-`));
  temps.push(dir);
  return dir;
};
const lines = (text: string) => text.trimEnd().split('\n');
const labels = clients.columns.map((column) => (en.resources?.clients?.fields as Record<string, string> | undefined)?.[column] ?? column);

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

let server: RunningServer;
let apiRows: unknown[][];
const admin = tempDir('admin');

/** What GET /clients?pageSize=-1 says, as export rows (null for empty). */
async function fetchApiRows() {
  const api = await clientFor(server.apiUrl, ADMIN);
  // By id: the order in which an export reads a list (by key).
  const answer = await api.request<{ items: Record<string, unknown>[] }>({ path: '/clients', query: { pageSize: -1, sortOrders: 'idClient:ASC' } });
  return answer.items.map((record) => clients.columns.map((column) => record[column] ?? null));
}

beforeAll(async () => {
  server = await startServer();
  // Enough clients for three pages of 500, with names that CSV and xlsx must carry intact.
  const api = await clientFor(server.apiUrl, ADMIN);
  const names = (i: number) =>
    [`Export ${i}, "quoted" & co`, `Société Générale ${i}`, `Two\nlines ${i}`, `=SUM(A1:A2) ${i}`, `Plain ${String(i).padStart(4, '0')}`][i % 5];
  for (let start = 0; start < EXTRA_CLIENTS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, EXTRA_CLIENTS - start) }, (_, k) =>
        api.request({ method: 'POST', path: '/clients', body: { clientName: names(start + k), presetColor: (start + k) % 3 ? 'teal' : null } }),
      ),
    );
  }
  apiRows = await fetchApiRows();
});

afterAll(async () => {
  await server?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('wareport, the real process', () => {
  it('refuses a wrong password cleanly and stores nothing', async () => {
    const dir = tempDir('wrong');
    const run = await wareport(['--api-url', server.apiUrl, 'login', '--email', ADMIN, '--password-stdin'], { configDir: dir, input: 'not the password\n' });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual(['error: Invalid e-mail or password. (401)']);
    expect(existsSync(join(dir, 'credentials.json'))).toBe(false);
  });

  it('signs in with the password on stdin and keeps the session private', async () => {
    const run = await wareport(['--api-url', server.apiUrl, 'login', '--email', ADMIN, '--password-stdin'], { configDir: admin, input: `${DEMO_PASSWORD}\n` });
    expect([run.code, run.stderr]).toEqual([0, `Signed in as ${ADMIN} to ${server.apiUrl}.\n`]);
    const file = join(admin, 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(admin).mode & 0o777).toBe(0o700);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8'))).sort()).toEqual(['accessToken', 'apiUrl', 'deviceToken', 'idUser', 'refreshToken']);
  });

  it('whoami shows the signed-in user; --json prints the raw user', async () => {
    const run = await wareport(['whoami'], { configDir: admin });
    expect(run.code).toBe(0);
    expect(lines(run.stdout.toString())).toEqual([`Alex Morgan <${ADMIN}>`, 'Client: none', 'Roles: SystemAdmin', 'Accounts: none']);
    const raw = await wareport(['whoami', '--json'], { configDir: admin });
    expect(JSON.parse(raw.stdout.toString())).toMatchObject({ email: ADMIN, adminRoles: [{ role: 'SystemAdmin' }] });
  });

  it('exports every client to xlsx over several pages, identical to GET /clients?pageSize=-1', async () => {
    const output = join(tempDir('xlsx'), 'clients.xlsx');
    const run = await wareport(['export', 'clients', '--format', 'xlsx', '--output', output], { configDir: admin });
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBe(0);
    const total = apiRows.length;
    expect(total).toBeGreaterThan(1000);
    expect(lines(run.stderr)).toEqual([
      `exported ${EXPORT_PAGE_SIZE}/${total}`,
      `exported ${total}/${total}`,
      expect.stringMatching(new RegExp(`^clients → ${output}: ${total} rows exported in [\\d.]+ s$`)),
    ]);
    console.info(
      `[e2e] export of ${total} clients to xlsx: ${Math.round(run.ms)} ms for the whole process; ${run.stderr.match(/in ([\d.]+) s/)?.[1]} s for the export itself`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(output);
    const sheet = workbook.worksheets[0];
    const read: unknown[][] = [];
    sheet.eachRow((row) => read.push(clients.columns.map((_, i) => row.getCell(i + 1).value ?? null)));
    expect(read[0]).toEqual(labels);
    expect(read.slice(1)).toEqual(apiRows);
  });

  it('exports every client to csv on stdout, identical to the API', async () => {
    const run = await wareport(['export', 'clients', '--format', 'csv', '--quiet'], { configDir: admin });
    expect([run.code, run.stderr]).toEqual([0, '']);
    const read = parse(run.stdout) as string[][];
    expect(read[0]).toEqual(labels);
    expect(read.slice(1)).toEqual(apiRows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
  });

  it('renews an expired access token with the stored refresh token and saves the new pair', async () => {
    const file = join(admin, 'credentials.json');
    const before = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...before, accessToken: 'no-longer-valid' }), { mode: 0o600 });
    const run = await wareport(['whoami'], { configDir: admin });
    expect(run.code).toBe(0);
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.accessToken).not.toBe('no-longer-valid');
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  it('gives a user without the clients permission one clear 403 line', async () => {
    const dir = tempDir('orderer');
    const login = await wareport(['--api-url', server.apiUrl, 'login', '--email', ORDERER, '--password-stdin'], { configDir: dir, input: DEMO_PASSWORD });
    expect(login.code).toBe(0);
    const output = join(dir, 'clients.csv');
    const run = await wareport(['export', 'clients', '--format', 'csv', '--output', output], { configDir: dir });
    expect([run.code, run.stderr]).toEqual([1, 'error: You do not have permission to do this. (403)\n']);
    expect(existsSync(output)).toBe(false);
  });

  it('usage errors exit 2 with one line: an unknown flag, a bad --format', async () => {
    const flag = await wareport(['export', 'clients', '--colour', 'red'], { configDir: admin });
    expect([flag.code, lines(flag.stderr)]).toEqual([2, ["error: unknown option '--colour'"]]);
    const format = await wareport(['export', 'clients', '--format', 'pdf'], { configDir: admin });
    expect([format.code, lines(format.stderr)]).toEqual([2, ['error: Unknown format "pdf". Use xlsx or csv.']]);
  });

  it('an unreachable API is one clear line and exit 1', async () => {
    const dir = tempDir('down');
    const blocked = await wareport(['--api-url', 'http://127.0.0.1:9/api', 'login', '--email', ADMIN, '--password-stdin'], {
      configDir: dir,
      input: DEMO_PASSWORD,
    });
    expect([blocked.code, lines(blocked.stderr)]).toEqual([
      1,
      ['error: Cannot reach the API at http://127.0.0.1:9/api (fetch refuses port 9, one of the ports browsers block as unsafe)'],
    ]);
    const closed = `http://127.0.0.1:${await freePort()}/api`;
    const refused = await wareport(['whoami'], { configDir: dir, env: { WAREPORT_API_URL: closed, WAREPORT_TOKEN: 'whatever' } });
    expect([refused.code, lines(refused.stderr)]).toEqual([1, [`error: Cannot reach the API at ${closed} (connect ECONNREFUSED)`]]);
  });

  it('Ctrl+C during an export exits 130 quietly and leaves no partial file', async () => {
    // An API that answers the first page and then never answers again.
    let secondPage!: () => void;
    const asked = new Promise<void>((resolve_) => (secondPage = resolve_));
    const slow = createHttpServer((request, response) => {
      // Pages are read by key: the first one asks for the ids after the nil one.
      if (!decodeURIComponent(request.url ?? '').includes(FIRST_ID)) return secondPage();
      const items = Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => ({
        idClient: `id-${i}`,
        clientName: `C${i}`,
        presetColor: null,
        idLogoImage: null,
        idCoverImage: null,
      }));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ items, searchCriteria: { totalCount: 2 * EXPORT_PAGE_SIZE, currentPage: 1, pageSize: EXPORT_PAGE_SIZE } }));
    }).listen(0, '127.0.0.1');
    await once(slow, 'listening');
    const dir = tempDir('interrupt');
    try {
      const { port } = slow.address() as { port: number };
      const output = join(dir, 'clients.xlsx');
      const run = start(['export', 'clients', '-f', 'xlsx', '-o', output], {
        configDir: dir,
        env: { WAREPORT_API_URL: `http://127.0.0.1:${port}/api`, WAREPORT_TOKEN: 'any' },
      });
      // The second page is asked for while the first is written: interrupt once both happened.
      const written = new Promise<void>((resolve_) => run.child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes('exported') && resolve_()));
      await Promise.all([asked, written]);
      run.child.kill('SIGINT');
      const result = await run.done;
      expect([result.code, result.stderr]).toEqual([130, `exported ${EXPORT_PAGE_SIZE}/${2 * EXPORT_PAGE_SIZE}\n`]);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('logout revokes the session on the server and deletes the credentials', async () => {
    const file = join(admin, 'credentials.json');
    const { refreshToken } = JSON.parse(readFileSync(file, 'utf8'));
    const run = await wareport(['logout'], { configDir: admin });
    expect([run.code, run.stderr]).toEqual([0, 'Signed out.\n']);
    expect(existsSync(file)).toBe(false);
    const reuse = await fetch(`${server.apiUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(reuse.status).toBe(401);
    const after = await wareport(['whoami'], { configDir: admin });
    expect([after.code, after.stderr]).toEqual([1, 'error: You are not signed in. Run `wareport login`.\n']);
  });
});
