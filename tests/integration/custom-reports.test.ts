/**
 * Custom reports: administration (AdminCustomReports) with the spec's rules, the viewer's calls
 * (View on ReportsCustomReports: enabled reports only, by display position), the Power BI embed
 * state with and without a token service, and the portal's frame policy, which names exactly the
 * origins of the enabled reports. Attacks: another client's report, a javascript: URL, an origin
 * that would smuggle a directive into the policy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import type { ApiClient } from '../../shared/api/api-client';
import { customReportsClient } from '../../shared/reports/client';
import { clientFor, failure } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { createUserWithPermissions } from '../support/users';

const webDist = mkdtempSync(join(tmpdir(), 'wareport-custom-reports-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');

let tokenService: Server;
const tokenCalls: unknown[] = [];
let server: RunningServer;
let noTokens: RunningServer;
let claire: ApiClient;
let tom: ApiClient;
let mls: string;
let nwo: string;

const reportsPath = (account: string) => `/client/account/${account}/reports`;
const create = (api: ApiClient, account: string, body: Record<string, unknown>) =>
  api.request<{ customReport: { idCustomReport: string } }>({ method: 'POST', path: reportsPath(account), body }).then((a) => a.customReport);
const frameSrc = async (base: RunningServer) => {
  const response = await fetch(`${base.url}/reports/custom-report/x`);
  expect(response.headers.get('content-type')).toContain('text/html');
  return /frame-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
};
const powerBi = (filters: unknown[] = []) =>
  JSON.stringify({ reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204', workspaceId: 'be8908da-da25-452e-b220-163f52476cdd', filters });

beforeAll(async () => {
  tokenService = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      tokenCalls.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ accessToken: 'embed-token', expiration: '2030-01-01T00:00:00Z' }));
    });
  });
  await new Promise<void>((resolve) => tokenService.listen(0, '127.0.0.1', resolve));
  const tokenUrl = `http://127.0.0.1:${(tokenService.address() as AddressInfo).port}/token`;
  server = await startServer({ env: { WEB_DIST: webDist, POWERBI_EMBED_TOKEN_URL: tokenUrl, POWERBI_EMBED_TOKEN_SECRET: 'token-secret' } });
  noTokens = await startServer({ env: { WEB_DIST: webDist } });
  const db = server.database.db;
  [{ idClientAccount: mls }] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
  [{ idClientAccount: nwo }] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'NWO'));
  claire = await clientFor(server.apiUrl, DEMO_USERS.clientAdmin);
  tom = await clientFor(server.apiUrl, DEMO_USERS.orderer);
});

afterAll(async () => {
  await server?.close();
  await noTokens?.close();
  tokenService?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('custom reports', () => {
  it('refuses what the spec refuses, with its messages, and keeps nothing', async () => {
    const bad = async (body: Record<string, unknown>) => (await failure(create(claire, mls, { name: 'Bad', ...body }))).errors;
    expect(await bad({ reportType: 'DirectUrl' })).toEqual({ url: 'validation.customReport.urlRequired' });
    expect(await bad({ reportType: 'DirectUrl', url: 'javascript:alert(1)' })).toEqual({ url: 'validation.customReport.urlRequired' });
    expect(await bad({ reportType: 'DirectUrl', url: 'data:text/html,<script>alert(1)</script>' })).toEqual({ url: 'validation.customReport.urlRequired' });
    // An "origin" carrying a directive, or a user name, never reaches the policy.
    expect(await bad({ reportType: 'DirectUrl', url: "https://evil.example;script-src 'unsafe-inline'" })).toEqual({
      url: 'validation.customReport.urlRequired',
    });
    expect(await bad({ reportType: 'DirectUrl', url: 'https://user:pw@evil.example/' })).toEqual({ url: 'validation.customReport.urlRequired' });
    expect(await bad({ reportType: 'PowerBI', configurationJson: '{"reportId": ' })).toEqual({
      configurationJson: 'validation.customReport.invalidConfiguration',
    });
    expect(await bad({ reportType: 'PowerBI', configurationJson: '{"workspaceId": "w"}' })).toEqual({
      configurationJson: 'validation.customReport.reportIdRequired',
    });
    expect(await bad({ reportType: 'PowerBI', configurationJson: '{"reportId": "r"}' })).toEqual({
      configurationJson: 'validation.customReport.workspaceIdRequired',
    });
    expect(await bad({ reportType: 'PowerBI', configurationJson: powerBi([{ filterType: 0, logicalOperator: 'And', conditions: [] }]) })).toEqual({
      configurationJson: 'validation.customReport.advancedFilterNeedsCondition',
    });
    expect(await bad({ reportType: 'PowerBI', configurationJson: powerBi([{ filterType: 1, operator: 'In', values: [] }]) })).toEqual({
      configurationJson: 'validation.customReport.basicFilterNeedsValues',
    });
    expect(await bad({ reportType: 'Excel', url: 'https://reports.example.com' })).toHaveProperty('reportType');
    const rows = await server.database.db.select().from(t.customReports).where(eq(t.customReports.name, 'Bad'));
    expect(rows).toEqual([]);
  });

  it('lists enabled reports by display position to viewers, and opens each as configured', async () => {
    const sales = await create(claire, mls, { name: 'Sales', reportType: 'DirectUrl', url: 'https://sales.example.com/board?x=1', displayPosition: 2 });
    const stock = await create(claire, mls, {
      name: 'Stock',
      reportType: 'PowerBI',
      configurationJson: powerBi([{ filterType: 1, values: ['FR'] }]),
      displayPosition: 1,
    });
    const hidden = await create(claire, mls, { name: 'Hidden', reportType: 'DirectUrl', url: 'https://hidden.example.com/', enabled: false });
    const julie = customReportsClient(await clientFor(server.apiUrl, DEMO_USERS.multiAccount));
    expect((await julie.navigation(mls)).map((r) => r.name)).toEqual(['Stock', 'Sales']);
    expect(await julie.view(mls, sales.idCustomReport)).toMatchObject({ reportType: 'DirectUrl', url: 'https://sales.example.com/board?x=1', powerBi: null });
    const viewed = await julie.view(mls, stock.idCustomReport);
    expect(viewed.powerBi).toMatchObject({
      reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204',
      workspaceId: 'be8908da-da25-452e-b220-163f52476cdd',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646-b718-44dc-a378-b73e6b528204&groupId=be8908da-da25-452e-b220-163f52476cdd',
      filterCount: 1,
      token: { state: 'ready', accessToken: 'embed-token', expiration: '2030-01-01T00:00:00Z' },
    });
    expect(tokenCalls.at(-1)).toEqual({
      authorization: 'Bearer token-secret',
      body: { reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204', workspaceId: 'be8908da-da25-452e-b220-163f52476cdd' },
    });
    // A disabled report is not there for viewers.
    expect((await failure(julie.view(mls, hidden.idCustomReport))).status).toBe(404);

    // The same report on a server with no token service: its configuration, and the state.
    const elsewhere = customReportsClient(await clientFor(noTokens.apiUrl, DEMO_USERS.clientAdmin));
    const [{ idCustomReport }] = await noTokens.database.db
      .insert(t.customReports)
      .values({ idClientAccount: mls, name: 'Stock', reportType: 'PowerBI', configurationJson: powerBi(), frameOrigin: 'https://app.powerbi.com' })
      .returning();
    expect((await elsewhere.view(mls, idCustomReport)).powerBi?.token).toEqual({ state: 'unconfigured', accessToken: null, expiration: null });
  });

  it("allows in the portal's frame policy exactly the enabled reports' origins", async () => {
    const base = await frameSrc(server);
    const report = await create(claire, mls, { name: 'Frames', reportType: 'DirectUrl', url: 'https://frames.example.com:8443/r' });
    const origins = (await frameSrc(server))!.split(' ');
    expect(origins).toContain('https://frames.example.com:8443');
    expect(origins).toContain('https://app.powerbi.com');
    expect(origins).not.toContain('https://hidden.example.com');
    expect(origins.every((o) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/.test(o))).toBe(true);
    // Disabled, then deleted: gone from the policy.
    const path = `${reportsPath(mls)}/${report.idCustomReport}`;
    await claire.request({ method: 'PUT', path, body: { name: 'Frames', reportType: 'DirectUrl', url: 'https://frames.example.com:8443/r', enabled: false } });
    expect((await frameSrc(server))!.split(' ')).not.toContain('https://frames.example.com:8443');
    await claire.request({ method: 'DELETE', path });
    expect(await frameSrc(server)).toBe(base);
    // API answers keep the fixed policy: no frame at all.
    const api = await fetch(`${server.apiUrl}/countries`);
    expect(api.headers.get('content-security-policy')).toContain("frame-src 'none'");
    // A row written past the binding (not an origin) is left out of the policy.
    await server.database.db.insert(t.customReports).values({
      idClientAccount: mls,
      name: 'Forged',
      reportType: 'DirectUrl',
      url: 'https://x.example',
      frameOrigin: "https://x.example; script-src 'unsafe-inline'",
    });
    expect(await frameSrc(server)).toBe(base);
  });

  it("refuses another client's reports, viewers' writes and callers without the permission", async () => {
    const report = await create(claire, mls, { name: 'Private', reportType: 'DirectUrl', url: 'https://private.example.com/' });
    // Tom (Northwind) may view reports of his own account only.
    expect((await failure(customReportsClient(tom).view(mls, report.idCustomReport))).status).toBe(403);
    expect((await failure(customReportsClient(tom).navigation(mls))).status).toBe(403);
    expect((await failure(tom.request({ path: `${reportsPath(mls)}/${report.idCustomReport}` }))).status).toBe(403);
    // The report through Tom's own account is not found: ids do not cross accounts.
    expect((await failure(customReportsClient(tom).view(nwo, report.idCustomReport))).status).toBe(404);
    // Julie may view, not administer.
    const julie = await clientFor(server.apiUrl, DEMO_USERS.multiAccount);
    expect((await failure(create(julie, mls, { name: 'Mine', reportType: 'DirectUrl', url: 'https://mine.example.com/' }))).status).toBe(403);
    expect((await failure(julie.request({ method: 'DELETE', path: `${reportsPath(mls)}/${report.idCustomReport}` }))).status).toBe(403);
    // Someone with no report permission at all.
    const { email } = await createUserWithPermissions(server.database.db, { idClient: null, grants: [{ idClientAccount: mls, permissions: [] }] });
    const nobody = customReportsClient(await clientFor(server.apiUrl, email));
    expect((await failure(nobody.navigation(mls))).status).toBe(403);
    const stored = await server.database.db.select().from(t.customReports).where(eq(t.customReports.idCustomReport, report.idCustomReport));
    expect(stored).toHaveLength(1);
  });
});
