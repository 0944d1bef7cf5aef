import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import { clients as clientsDescription } from '../../../shared/resources';
import { exportableNames } from '../../../cli/commands/export';
import { API, json, runCli, tempDir, type Route } from './harness';

/** Header labels as the locale files have them now (the web engineer owns resources.*). */
const labels = (lang: 'en' | 'fr') => {
  const fields = (lang === 'en' ? en : fr).resources?.clients?.fields as Record<string, string> | undefined;
  return clientsDescription.columns.map(
    (column) => fields?.[column] ?? (en.resources?.clients?.fields as Record<string, string> | undefined)?.[column] ?? column,
  );
};

const oneLine = (text: string) => text.trimEnd().split('\n');

const signedIn = (dir: string, overrides: Record<string, string> = {}) => {
  writeFileSync(
    join(dir, 'credentials.json'),
    JSON.stringify({ apiUrl: API, accessToken: 'access-1', refreshToken: 'refresh-1', idUser: 'user-1', ...overrides }),
    { mode: 0o600 },
  );
  return { WAREPORT_CONFIG_DIR: dir };
};

const clients = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    idClient: `id-${String(i).padStart(4, '0')}`,
    clientName: `Client ${i}, "quoted"`,
    presetColor: i % 2 ? 'teal' : null,
    idLogoImage: null,
    idCoverImage: null,
    accounts: [],
  }));

/** GET /clients answered from `rows` with the paging the query asks for. */
const clientsApi =
  (rows: ReturnType<typeof clients>): Route =>
  ({ url }) => {
    if (url.pathname !== '/api/clients') return json(404, { message: 'No route', code: 'NOT_FOUND' });
    const page = Number(url.searchParams.get('currentPage'));
    const size = Number(url.searchParams.get('pageSize'));
    // The export reads by key (`idClient` greater than the last one it has), as the API answers it.
    const groups = JSON.parse(url.searchParams.get('filterGroups') ?? '[]') as { filters: { field: string; value: string; conditionType: string }[] }[];
    const after = groups.flatMap((g) => g.filters).find((f) => f.field === 'idClient' && f.conditionType === 'gt')?.value;
    const matching = after === undefined ? rows : rows.filter((row) => row.idClient > after);
    return json(200, {
      items: matching.slice((page - 1) * size, page * size),
      searchCriteria: { totalCount: matching.length, currentPage: page, pageSize: size },
    });
  };

describe('wareport: arguments and exit codes', () => {
  it.each([
    [['--bogus'], "error: unknown option '--bogus'"],
    [['export', 'clients', '--fromat', 'csv'], "error: unknown option '--fromat' (did you mean --format?)"],
    [['exprot'], "error: unknown command 'exprot' (did you mean export?)"],
    [['export'], "error: missing required argument 'resource'"],
    [['export', 'clients', '--format'], "error: option '-f, --format <format>' needs a value"],
    [['export', 'clients', 'more'], "error: too many arguments for 'export': 1 expected, 2 given"],
    [['export', 'clients', '--format', 'pdf'], 'error: Unknown format "pdf". Use xlsx or csv.'],
    [['export', 'orders', '--format', 'csv'], `error: Unknown resource "orders". Resources you can export: ${exportableNames().join(', ')}.`],
    [['--lang', 'de', 'whoami'], 'error: Unknown language "de". Use en or fr.'],
    [['--api-url', 'ftp://x', 'whoami'], 'error: Invalid API URL "ftp://x". Give an http:// or https:// address.'],
    [['login', '--password', 'a', '--password-stdin'], "error: '--password <password>' cannot be used with '--password-stdin'"],
  ])('%j is a usage error: exit 2, one line', async (args, line) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(oneLine(result.stderr)).toEqual([line]);
    expect(result.stdout.length).toBe(0);
    expect(result.calls).toEqual([]);
  });

  it('speaks French with --lang fr or LANG=fr_FR', async () => {
    expect((await runCli(['--lang', 'fr', 'export', 'clients', '-f', 'pdf'])).stderr).toBe('erreur : Format inconnu « pdf ». Utilisez xlsx ou csv.\n');
    expect((await runCli(['--bogus'], { env: { LANG: 'fr_FR.UTF-8' } })).stderr).toBe('erreur : option inconnue « --bogus »\n');
  });

  it('prints help to stdout with exit 0, and help to stderr with exit 2 when no command is given', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout.toString()).toContain('Usage: wareport [options] [command]');
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stdout.length).toBe(0);
    expect(none.stderr).toContain('Commands:');
  });

  it('accepts global options after the command', async () => {
    const dir = tempDir();
    const result = await runCli(['whoami', '--json', '--api-url', `${API}/`], {
      env: signedIn(dir),
      api: () => json(200, { email: 'a@b.example', firstName: 'A' }),
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout.toString())).toEqual({ email: 'a@b.example', firstName: 'A' });
  });

  it('never asks without a terminal: a missing value is a usage error', async () => {
    const login = await runCli(['login']);
    expect(login.code).toBe(2);
    expect(login.stderr).toBe('error: Missing --email, and there is no terminal to ask for it.\n');
    const password = await runCli(['login', '--email', 'a@b.example']);
    expect(password.stderr).toBe('error: Missing --password, and there is no terminal to ask for it.\n');
    const format = await runCli(['export', 'clients'], { env: signedIn(tempDir()) });
    expect(format.code).toBe(2);
    expect(format.stderr).toBe('error: Missing --format, and there is no terminal to ask for it.\n');
  });

  it('refuses to write xlsx to a terminal, but writes csv there', async () => {
    const env = signedIn(tempDir());
    const xlsx = await runCli(['export', 'clients', '--format', 'xlsx'], { env, tty: { stdout: true }, api: clientsApi(clients(1)) });
    expect(xlsx.code).toBe(2);
    expect(xlsx.stderr).toMatch(/^error: An xlsx file cannot be written to the terminal/);
    const csv = await runCli(['export', 'clients', '--format', 'csv'], { env, tty: { stdout: true }, api: clientsApi(clients(1)) });
    expect(csv.code).toBe(0);
  });
});

describe('wareport login / logout', () => {
  const identity: Route = ({ url, body }) => {
    const b = body as Record<string, string>;
    if (url.pathname === '/api/auth/signin') {
      return b.password === 'right'
        ? json(200, { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900, idUser: 'user-1' })
        : json(401, { message: 'Invalid e-mail or password.', code: 'INVALID_CREDENTIALS' });
    }
    if (url.pathname === '/api/auth/signout') return json(204, null);
    return json(404, { message: 'No route' });
  };

  it('reads the password from stdin, stores the session 0600 in a 0700 folder and says so on stderr', async () => {
    const dir = join(tempDir(), 'nested', 'wareport');
    const result = await runCli(['--api-url', API, 'login', '--email', 'a@b.example', '--password-stdin'], {
      env: { WAREPORT_CONFIG_DIR: dir },
      stdin: 'right\n',
      api: identity,
    });
    expect(result.code).toBe(0);
    expect(result.stdout.length).toBe(0);
    expect(result.stderr).toBe(`Signed in as a@b.example to ${API}.\n`);
    expect(result.calls[0].body).toEqual({ email: 'a@b.example', password: 'right' });
    expect(JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8'))).toEqual({
      apiUrl: API,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      idUser: 'user-1',
    });
    expect(statSync(join(dir, 'credentials.json')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('keeps the device token a sign-in answers and sends it at the next sign-in', async () => {
    const dir = tempDir();
    const known: Route = () => json(200, { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900, idUser: 'user-1', deviceToken: 'device-1' });
    const login = () => runCli(['--api-url', API, 'login', '--email', 'a@b.example', '--password', 'right'], { env: { WAREPORT_CONFIG_DIR: dir }, api: known });
    expect((await login()).calls[0].body).toEqual({ email: 'a@b.example', password: 'right' });
    expect(JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8'))).toMatchObject({ deviceToken: 'device-1' });
    expect((await login()).calls[0].body).toEqual({ email: 'a@b.example', password: 'right', deviceToken: 'device-1' });
  });

  it('stores nothing when the password is wrong', async () => {
    const dir = tempDir();
    const result = await runCli(['--api-url', API, 'login', '--email', 'a@b.example', '--password', 'wrong'], {
      env: { WAREPORT_CONFIG_DIR: dir },
      api: identity,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: Invalid e-mail or password. (401)\n');
    expect(existsSync(join(dir, 'credentials.json'))).toBe(false);
  });

  it('--password-stdin needs --email', async () => {
    const result = await runCli(['login', '--password-stdin'], { stdin: 'x' });
    expect(result.code).toBe(2);
  });

  it('logout revokes the refresh token and deletes the file; a second logout is harmless', async () => {
    const dir = tempDir();
    const env = signedIn(dir);
    const first = await runCli(['logout'], { env, api: identity });
    expect(first.code).toBe(0);
    expect(first.calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([['POST', '/api/auth/signout', { refreshToken: 'refresh-1' }]]);
    expect(existsSync(join(dir, 'credentials.json'))).toBe(false);
    const second = await runCli(['logout'], { env, api: identity });
    expect(second.code).toBe(0);
    expect(second.stderr).toBe('You are not signed in.\n');
  });

  it('logout deletes the credentials even when the API cannot be reached, with a warning', async () => {
    const dir = tempDir();
    const result = await runCli(['logout'], { env: signedIn(dir) });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`warning: the session could not be revoked on the server (Cannot reach the API at ${API} (connect ECONNREFUSED))`);
    expect(existsSync(join(dir, 'credentials.json'))).toBe(false);
  });
});

describe('wareport whoami and token renewal', () => {
  const user = {
    email: 'julie@example.test',
    firstName: 'Julie',
    lastName: 'Bernard',
    client: { clientName: 'Maison Lumière' },
    adminRoles: [],
    accounts: [
      { accountName: 'Boutiques France', accountCode: 'MLS', roles: [{ role: 'Orderer' }] },
      { accountName: 'E-commerce', accountCode: 'MLE', roles: [{ role: 'Orderer' }, { role: 'Approver' }] },
    ],
  };

  it('shows name, e-mail, client, and accounts with roles, sending the stored token and user', async () => {
    const result = await runCli(['whoami'], { env: signedIn(tempDir()), api: () => json(200, user) });
    expect(result.code).toBe(0);
    expect(result.stdout.toString()).toBe(
      [
        'Julie Bernard <julie@example.test>',
        'Client: Maison Lumière',
        'Accounts:',
        '  Boutiques France (MLS): Orderer',
        '  E-commerce (MLE): Orderer, Approver',
        '',
      ].join('\n'),
    );
    expect(result.calls[0].url.href).toBe(`${API}/userinfo`);
    expect(result.calls[0].headers).toMatchObject({ authorization: 'Bearer access-1', 'x-user-id': 'user-1' });
  });

  it('renews a rejected access token with the refresh token, saves the new pair and retries once', async () => {
    const dir = tempDir();
    const api: Route = ({ url, headers }) => {
      if (url.pathname === '/api/auth/refresh') return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, idUser: 'user-1' });
      return headers.authorization === 'Bearer access-2' ? json(200, user) : json(401, { message: 'Your session has expired. Please sign in again.' });
    };
    const result = await runCli(['whoami'], { env: signedIn(dir, { deviceToken: 'device-1' }), api });
    expect(result.code).toBe(0);
    expect(result.calls.map((c) => c.url.pathname)).toEqual(['/api/userinfo', '/api/auth/refresh', '/api/userinfo']);
    expect(result.calls[1].body).toEqual({ refreshToken: 'refresh-1' });
    const saved = JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8'));
    // The sign-in's device token outlives renewals, which do not answer one.
    expect(saved).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', deviceToken: 'device-1' });
    expect(statSync(join(dir, 'credentials.json')).mode & 0o777).toBe(0o600);
  });

  it('renews once for two commands running together: a refresh token used twice would end the sign-in', async () => {
    const dir = tempDir();
    const env = signedIn(dir);
    let issued = 1;
    const used = new Set<string>();
    let familyRevoked = false;
    // Like the server: a reused refresh token revokes the whole family.
    const api: Route = async ({ url, headers, body }) => {
      if (url.pathname === '/api/auth/refresh') {
        const token = (body as { refreshToken: string }).refreshToken;
        if (used.has(token) || familyRevoked) {
          familyRevoked = true;
          return json(401, { message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' });
        }
        used.add(token);
        // Slow enough that the other command asks while this renewal is under way.
        await new Promise((resolve) => setTimeout(resolve, 100));
        issued++;
        return json(200, { accessToken: `access-${issued}`, refreshToken: `refresh-${issued}`, expiresIn: 900, idUser: 'user-1' });
      }
      const fresh = !familyRevoked && headers.authorization === `Bearer access-${issued}` && issued > 1;
      return fresh ? json(200, user) : json(401, { message: 'Your session has expired. Please sign in again.' });
    };
    const results = await Promise.all([runCli(['whoami'], { env, api }), runCli(['whoami'], { env, api })]);
    expect(results.map((r) => [r.code, r.stderr])).toEqual([
      [0, ''],
      [0, ''],
    ]);
    expect(results.flatMap((r) => r.calls).filter((c) => c.url.pathname === '/api/auth/refresh')).toHaveLength(1);
    expect(existsSync(join(dir, 'credentials.lock'))).toBe(false);
  });

  it('says the session expired when renewal fails', async () => {
    const api: Route = () => json(401, { message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' });
    const result = await runCli(['whoami'], { env: signedIn(tempDir()), api });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: Your session has expired. Run `wareport login`.\n');
  });

  it('uses --token / WAREPORT_TOKEN as is: no renewal, no stored user id', async () => {
    const api: Route = () => json(401, { message: 'Sign-in required.' });
    const result = await runCli(['whoami'], { env: { WAREPORT_TOKEN: 'given', WAREPORT_API_URL: API }, api });
    expect(result.code).toBe(1);
    expect(result.calls).toHaveLength(1);
    expect(result.calls[0].headers.authorization).toBe('Bearer given');
    expect(result.calls[0].headers['x-user-id']).toBeUndefined();
    expect(result.stderr).toBe('error: The access token given with --token or WAREPORT_TOKEN was rejected: Sign-in required. (401)\n');
  });

  it('asks to sign in when no session is stored, and never sends a stored token to another API', async () => {
    expect((await runCli(['whoami'])).stderr).toBe('error: You are not signed in. Run `wareport login`.\n');
    const other = await runCli(['--api-url', 'http://elsewhere.test/api', 'whoami'], { env: signedIn(tempDir()), api: () => json(200, user) });
    expect(other.code).toBe(1);
    expect(other.calls).toEqual([]);
    expect(other.stderr).toContain(`You are signed in to ${API}, not http://elsewhere.test/api.`);
  });

  it('calls anything unexpected a bug, in one line, with the stack only under DEBUG=wareport', async () => {
    const env = signedIn(tempDir());
    const quiet = await runCli(['whoami'], { env, api: () => json(200, null) });
    expect(quiet.code).toBe(1);
    expect(oneLine(quiet.stderr)).toEqual([expect.stringMatching(/^internal error: Cannot read properties of null .* — this is a bug, please report it$/)]);
    const debug = await runCli(['whoami'], { env: { ...env, DEBUG: 'wareport' }, api: () => json(200, null) });
    expect(debug.stderr).toMatch(/^internal error: .*\nTypeError: Cannot read properties of null[^]*\n {4}at /);
  });

  it('explains a 403 and an unreachable API in one line', async () => {
    const forbidden = await runCli(['whoami'], {
      env: signedIn(tempDir()),
      api: () => json(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    });
    expect([forbidden.code, forbidden.stderr]).toEqual([1, 'error: You do not have permission to do this. (403)\n']);
    const down = await runCli(['whoami'], { env: signedIn(tempDir()) });
    expect([down.code, down.stderr]).toEqual([1, `error: Cannot reach the API at ${API} (connect ECONNREFUSED)\n`]);
  });
});

describe('wareport export', () => {
  it('pulls every page of 1,000 by key (ids after the last one read) and writes properly quoted CSV as pages arrive', async () => {
    const rows = clients(1201);
    const result = await runCli(['export', 'clients', '--format', 'csv'], { env: signedIn(tempDir()), api: clientsApi(rows) });
    expect(result.code).toBe(0);
    const after = ['00000000-0000-0000-0000-000000000000', rows[999].idClient];
    expect(result.calls.map((c) => c.url.search)).toEqual(
      after.map(
        (id) =>
          `?currentPage=1&pageSize=1000&sortOrders=idClient%3AASC&filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'idClient', conditionType: 'gt', value: id }] }]))}`,
      ),
    );
    const parsed = parse(result.stdout) as string[][];
    expect(parsed[0]).toEqual(labels('en'));
    expect(parsed.slice(1)).toEqual(rows.map((r) => [r.idClient, r.clientName, r.presetColor ?? '', '', '']));
    expect(result.stderr.split('\n')).toEqual([
      'exported 1000/1201',
      'exported 1201/1201',
      expect.stringMatching(/^clients → standard output: 1201 rows exported in [\d.]+ s$/),
      '',
    ]);
  });

  it('labels the header in French with --lang fr, in the csv French Excel opens (BOM, semicolons)', async () => {
    const result = await runCli(['--lang', 'fr', 'export', 'clients', '-f', 'csv'], { env: signedIn(tempDir()), api: clientsApi(clients(1)) });
    expect([...result.stdout.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((parse(result.stdout, { bom: true, delimiter: ';' }) as string[][])[0]).toEqual(labels('fr'));
    expect(result.stderr).toMatch(/^exportés 1\/1\nclients → la sortie standard\u00a0: 1 ligne exportée en [\d,]+ s\n$/);
  });

  it('--quiet keeps stderr empty; --json makes the summary a JSON line', async () => {
    const env = signedIn(tempDir());
    const quiet = await runCli(['export', 'clients', '-f', 'csv', '--quiet'], { env, api: clientsApi(clients(3)) });
    expect(quiet.stderr).toBe('');
    const asJson = await runCli(['export', 'clients', '-f', 'csv', '--json'], { env, api: clientsApi(clients(3)) });
    expect(JSON.parse(asJson.stderr.trim().split('\n').pop()!)).toMatchObject({ resource: 'clients', format: 'csv', output: null, exported: 3 });
  });

  it('writes nothing, not even a header, when the first page is refused', async () => {
    const dir = tempDir();
    const output = join(dir, 'out.csv');
    const result = await runCli(['export', 'clients', '-f', 'csv', '-o', output], {
      env: signedIn(dir),
      api: () => json(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: You do not have permission to do this. (403)\n');
    expect(result.stdout.length).toBe(0);
    expect(readdirSync(dir)).toEqual(['credentials.json']);
  });

  it('writes nothing to stdout when the first page is refused, not even zip bytes', async () => {
    const result = await runCli(['export', 'clients', '-f', 'xlsx'], {
      env: signedIn(tempDir()),
      api: () => json(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    });
    expect([result.code, result.stdout.length]).toEqual([1, 0]);
  });

  it('writes a complete xlsx workbook to stdout when it is not a terminal, over several pages', async () => {
    const rows = clients(1201);
    const result = await runCli(['export', 'clients', '-f', 'xlsx'], { env: signedIn(tempDir()), api: clientsApi(rows) });
    expect(result.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(result.stdout as unknown as ArrayBuffer);
    const read: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => read.push(Array.from({ length: 5 }, (_, i) => row.getCell(i + 1).value ?? '')));
    expect(workbook.worksheets[0].name).toBe('clients');
    expect(read[0]).toEqual(labels('en'));
    expect(read.slice(1)).toEqual(rows.map((r) => [r.idClient, r.clientName, r.presetColor ?? '', '', '']));
  });

  it('writes to stdout with --output -', async () => {
    const result = await runCli(['export', 'clients', '-f', 'csv', '-o', '-'], { env: signedIn(tempDir()), api: clientsApi(clients(2)) });
    expect(result.code).toBe(0);
    expect((parse(result.stdout) as string[][]).length).toBe(3);
  });

  it('leaves no partial file when a later page fails', async () => {
    const dir = tempDir();
    const output = join(dir, 'out.xlsx');
    const rows = clients(1500);
    // The second page is the one asked for after the first thousand ids.
    const api: Route = (request) =>
      request.url.searchParams.get('filterGroups')?.includes(rows[999].idClient)
        ? json(500, { message: 'Error occurred!', code: 'INTERNAL' })
        : clientsApi(rows)(request);
    const result = await runCli(['export', 'clients', '-f', 'xlsx', '-o', output], { env: signedIn(dir), api });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n').pop()).toBe('error: Error occurred! (500)');
    expect(readdirSync(dir)).toEqual(['credentials.json']);
  });

  it('stops with a clear error, and leaves no file, when the API answers the same page whatever the cursor', async () => {
    const dir = tempDir();
    const output = join(dir, 'out.csv');
    const rows = clients(1500);
    // An API that ignores the cursor: the first thousand, again and again.
    const api: Route = ({ url }) => {
      const all = clientsApi(rows);
      url.searchParams.delete('filterGroups');
      return all({ url } as Parameters<Route>[0]);
    };
    const result = await runCli(['export', 'clients', '-f', 'csv', '-o', output, '--quiet'], { env: signedIn(dir), api });
    expect(result.code).toBe(1);
    expect(result.calls).toHaveLength(2);
    expect(result.stderr).toBe(
      `error: The export of clients stopped: asked for the records after ${rows[999].idClient}, the API answered records that are not after it, and would have answered them again and again. This is a fault of the API: please report it.\n`,
    );
    expect(readdirSync(dir)).toEqual(['credentials.json']);
  });

  it('names the file it cannot write', async () => {
    const result = await runCli(['export', 'clients', '-f', 'csv', '-o', '/nonexistent-dir/out.csv'], {
      env: signedIn(tempDir()),
      api: clientsApi(clients(1)),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: Cannot write /nonexistent-dir/out.csv (ENOENT)\n');
  });
});
