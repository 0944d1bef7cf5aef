import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from '../../../../shared/api/api-error';
import { runImport, type ChunkSender, type SheetRow } from '../../../../shared/imports/engine';
import { mapColumns } from '../../../../shared/imports/headers';
import { KINDS } from '../../../../shared/imports/kinds';
import type { ImportTargets, RowResult } from '../../../../shared/imports/protocol';
import { resolveTargets } from '../../../../shared/imports/targets';
import { createThrottle } from '../../../../shared/imports/throttle';
import { en, lookup, t } from '../rules/locale-helpers';

const headers = ['Reference', 'Address name', 'Street address', 'Post code', 'City', 'Country'];
const kind = { ...KINDS.addresses, chunkSize: 2 };
const { mapping } = mapColumns(headers, kind, { en: lookup(en, 'resources.myAddresses.fields') as Record<string, string> });
const row = (n: number, reference = `R${n}`, city = 'Paris'): SheetRow => ({ row: n, cells: [reference, `Shop ${n}`, '1 rue Haute', '75001', city, 'FR'] });

/** A fake batch endpoint: remembers what it "committed"; Lyon fails on the server side. */
function fakeServer() {
  const stored = new Map<string, string>();
  const calls: { rows: number[]; dryRun: boolean; allOrNothing: boolean }[] = [];
  const send: ChunkSender = async (rows, flags) => {
    calls.push({ rows: rows.map((r) => r.row as number), ...flags });
    const results: RowResult[] = rows.map((r) => {
      if (r.city === 'Lyon') return { row: r.row as number, outcome: 'failed', errors: { city: 'validation.unknownReference' } };
      const before = stored.get(r.reference as string);
      return { row: r.row as number, outcome: before === undefined ? 'created' : before === r.city ? 'skipped' : 'updated' };
    });
    const failed = results.some((r) => r.outcome === 'failed');
    if (!flags.dryRun && !(flags.allOrNothing && failed)) for (const r of rows) if (r.city !== 'Lyon') stored.set(r.reference as string, r.city as string);
    return results;
  };
  return { stored, calls, send };
}

const run = (rows: SheetRow[], send: ChunkSender, extra: Partial<Parameters<typeof runImport>[0]> = {}) =>
  runImport({ kind, headers, rows, mapping, dryRun: false, allOrNothing: false, send, ...extra });

describe('the import engine', () => {
  it('sends valid rows in chunks and ends every row as created, updated, skipped or failed, with column and value', async () => {
    const server = fakeServer();
    const first = await run([row(2), row(3), row(4, ''), row(5, 'R5', 'Lyon'), row(6)], server.send);
    expect(server.calls.map((c) => c.rows)).toEqual([
      [2, 3],
      [5, 6],
    ]);
    expect(first.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
      [5, 'failed'],
      [6, 'created'],
    ]);
    expect(first.rows[2].errors.map((e) => [e.column, e.value, t(e.message)])).toEqual([['Reference', '', 'This field is required.']]);
    expect(first.rows[3].errors.map((e) => [e.row, e.column, e.value, e.message.key])).toEqual([[5, 'City', 'Lyon', 'validation.unknownReference']]);
    expect(first.counts).toEqual({ created: 3, updated: 0, skipped: 0, failed: 2 });
    const again = await run([row(2), row(3, 'R3', 'Lille'), row(6)], server.send);
    expect(again.counts).toEqual({ created: 0, updated: 1, skipped: 2, failed: 0 });
  });

  it('dry run sends every chunk flagged as such and changes nothing', async () => {
    const server = fakeServer();
    const report = await run([row(2), row(3), row(4)], server.send, { dryRun: true });
    expect(server.calls.every((c) => c.dryRun)).toBe(true);
    expect([report.dryRun, report.counts.created, server.stored.size]).toEqual([true, 3, 0]);
  });

  it('all-or-nothing sends nothing when a row fails locally, and dry-runs every chunk before writing', async () => {
    const local = fakeServer();
    const refused = await run([row(2), row(3, '')], local.send, { allOrNothing: true });
    expect(local.calls).toEqual([]);
    expect(refused.rows.map((r) => [r.outcome, r.errors.map((e) => t(e.message))])).toEqual([
      ['failed', ['Not imported: other rows of the file failed (all-or-nothing).']],
      ['failed', ['This field is required.']],
    ]);
    const remote = fakeServer();
    const rolledBack = await run([row(2), row(3), row(4, 'R4', 'Lyon')], remote.send, { allOrNothing: true });
    expect(remote.calls.map((c) => [c.rows, c.dryRun])).toEqual([
      [[2, 3], true],
      [[4], true],
    ]);
    expect([rolledBack.counts.failed, remote.stored.size]).toEqual([3, 0]);
    const clean = fakeServer();
    await run([row(2), row(3), row(4)], clean.send, { allOrNothing: true });
    expect(clean.calls.map((c) => c.dryRun)).toEqual([true, true, false, false]);
    expect(clean.stored.size).toBe(3);
  });

  it('resumes from a journal: committed rows are not sent again, and each chunk is recorded once committed', async () => {
    const server = fakeServer();
    const recorded: RowResult[][] = [];
    const done = new Map<number, RowResult>([
      [2, { row: 2, outcome: 'created' }],
      [3, { row: 3, outcome: 'created' }],
    ]);
    const report = await run([row(2), row(3), row(4), row(5)], server.send, { journal: { done, record: async (results) => void recorded.push(results) } });
    expect(server.calls.map((c) => c.rows)).toEqual([[4, 5]]);
    expect(recorded.map((chunk) => chunk.map((r) => r.row))).toEqual([[4, 5]]);
    expect([report.resumed, report.counts.created]).toEqual([2, 4]);
  });
});

describe('import targets', () => {
  const choices: ImportTargets = {
    accounts: [
      {
        idClient: 'c1',
        clientName: 'Maison Lumière',
        idClientAccount: 'a1',
        accountCode: 'MLS',
        accountName: 'Boutiques France',
        kinds: ['users', 'addresses'],
      },
      { idClient: 'c1', clientName: 'Maison Lumière', idClientAccount: 'a2', accountCode: 'MLE', accountName: 'E-commerce', kinds: ['users'] },
    ],
    roles: [
      { idRole: 'r1', role: 'Orderer', idClient: 'c1', idClientAccount: null },
      { idRole: 'r2', role: 'Store manager', idClient: 'c1', idClientAccount: 'a2' },
    ],
    languages: [
      { cultureLanguageCode: 'en', name: 'English' },
      { cultureLanguageCode: 'fr', name: 'Français' },
    ],
    addressBooks: [{ idAddressBook: 'b1', addressBookName: 'Magasins', idClientAccount: 'a1' }],
    warehouses: [],
    shippingMethods: [],
  };

  it('takes the only candidate, resolves names in any case and ids, and reports what is missing with its candidates', () => {
    expect(resolveTargets('addresses', choices, {})).toEqual({ status: 'done', targets: { idClient: 'c1', idClientAccount: 'a1', idAddressBook: 'b1' } });
    expect(resolveTargets('users', choices, {})).toEqual({
      status: 'missing',
      target: 'account',
      candidates: [
        { id: 'a1', name: 'Boutiques France', code: 'MLS' },
        { id: 'a2', name: 'E-commerce', code: 'MLE' },
      ],
    });
    expect(resolveTargets('users', choices, { account: 'boutiques france', language: 'FR' })).toEqual({
      status: 'done',
      targets: { idClient: 'c1', idClientAccount: 'a1', idRole: 'r1', cultureLanguageCode: 'fr' },
    });
    // An account's own role is offered in that account only.
    expect(resolveTargets('users', choices, { account: 'a2', language: 'en' })).toMatchObject({ status: 'missing', target: 'role' });
    expect(resolveTargets('users', choices, { client: 'Northwind' })).toMatchObject({ status: 'unknown', target: 'client', value: 'Northwind' });
  });

  it('names an account by its code as the exports do (--account MLS), any case', () => {
    expect(resolveTargets('addresses', choices, { account: 'MLS' })).toEqual({
      status: 'done',
      targets: { idClient: 'c1', idClientAccount: 'a1', idAddressBook: 'b1' },
    });
    expect(resolveTargets('users', choices, { account: 'mle', role: 'orderer', language: 'en' })).toMatchObject({
      status: 'done',
      targets: { idClientAccount: 'a2' },
    });
  });
});

describe('adaptive throttling', () => {
  it("waits for a 429's Retry-After, retries the same call, and halves the pause after each success", async () => {
    const waits: number[] = [];
    const throttle = createThrottle(async (ms) => void waits.push(ms));
    let calls = 0;
    const answer = await throttle.run(async () => {
      calls++;
      if (calls === 1) throw Object.assign(new ApiError(429, { message: 'Too many requests' }), { retryAfterMs: 3000 });
      return 'ok';
    });
    expect([answer, calls, waits]).toEqual(['ok', 2, [3000]]);
    expect(throttle.pauseMs).toBe(1500);
    await throttle.run(async () => 'next');
    expect(waits).toEqual([3000, 1500]);
    await expect(throttle.run(async () => Promise.reject(new ApiError(400, { message: 'Validation failed.' })))).rejects.toThrow('Validation failed.');
  });

  it('doubles its wait without Retry-After and gives up after a few tries', async () => {
    const waits: number[] = [];
    const throttle = createThrottle(async (ms) => void waits.push(ms));
    await expect(throttle.run(() => Promise.reject(new ApiError(503, { message: 'busy' })))).rejects.toThrow('busy');
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
