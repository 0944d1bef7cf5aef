/**
 * The served OpenAPI document passes Redocly's recommended rules with 0 errors: every operation
 * has a summary, an operationId, its security and its error answers, and every schema is valid
 * OpenAPI 3.0. The linter runs locally on the document, with telemetry and update checks off.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const REDOCLY = resolve('node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

let server: RunningServer;
let folder: string;
beforeAll(async () => {
  server = await startServer();
  folder = mkdtempSync(join(tmpdir(), 'wareport-openapi-'));
});
afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('lints the served OpenAPI document with Redocly recommended rules: 0 errors', async () => {
  const document = await (await fetch(`${server.apiUrl}/docs/json`)).json();
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  // Every recommended rule as it is, no-identical-paths included: one path template, one parameter name.
  writeFileSync(join(folder, 'redocly.yaml'), 'extends:\n  - recommended\n');
  const run = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--format', 'json', '--max-problems', '1000'], {
    cwd: folder,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    maxBuffer: 20 * 1024 * 1024,
  }).catch((failure: { stdout?: string; stderr?: string }) => ({ stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' }));
  const report = JSON.parse(run.stdout) as LintReport;
  const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
  console.info(`OpenAPI lint: ${Object.keys(document.paths).length} paths, ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
  expect(errors).toEqual([]);
  // Every operation got its generated parts.
  const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string; summary?: string; security?: unknown }>>).flatMap(
    (item) => Object.values(item),
  );
  expect(operations.length).toBeGreaterThan(80);
  expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  expect(operations.every((o) => o.summary && o.security)).toBe(true);
}, 60_000);

it('tags each import call with imports and with what it imports into', async () => {
  const document = (await (await fetch(`${server.apiUrl}/docs/json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const tagsOf = (suffix: string, method: string) => Object.entries(document.paths).find(([path]) => path.endsWith(suffix))?.[1][method]?.tags;
  expect(tagsOf('/addressbooks/addresses/import', 'put')).toEqual(['imports', 'address books']);
  expect(tagsOf('/application/users/import', 'post')).toEqual(['imports', 'users']);
  expect(tagsOf('/workorders/import', 'post')).toEqual(['imports', 'workOrders']);
  expect(tagsOf('/imports/targets', 'get')).toEqual(['imports']);
});
