/**
 * A declared action runs in one transaction, unless its binding says it waits on an outside
 * service (`outsideTransaction`): then it runs on the database itself, so that no transaction
 * holds a connection (the embedded engine's only one) while the service answers. An action whose
 * body carries base64 files (`files`) takes bodies up to the file limit.
 */
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { users } from '../../../../server/db/schema';
import type { Db, Tx } from '../../../../server/db';
import { responseSerializerCompiler } from '../../../../server/lib/response-serializer';
import { registerKind, type ActionBinding } from '../../../../server/registry/route-kinds';
import type { AccountPermissions } from '../../../../shared/permissions';
import { action, readAction } from '../../../../shared/registry/route-kinds';

const ACCOUNT = '6a3f2d4e-8b1c-4f5a-9e7d-2c1b0a9f8e7d';

const reading = readAction({
  name: 'readTestFigures',
  tag: 'test',
  access: { subject: 'ReportsCustomReports', account: { placeholder: 'idClientAccount' } },
  path: '/accounts/{idClientAccount}/figures',
  answer: z.object({ inTransaction: z.boolean() }),
  summary: 'Figures',
});

/** A server whose every request is signed in with `permissions` in ACCOUNT (View on ReportsCustomReports unless told). */
function signedInApp(permissions: AccountPermissions['permissions'] = [{ action: 'View', subject: 'ReportsCustomReports' }]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = {
      idUser: 'u',
      actingUser: {} as typeof users.$inferSelect,
      idMasquerade: null,
      accountPermissions: [{ idClientAccount: ACCOUNT, permissions }],
    };
  });
  return app;
}

/** Serves one binding of `reading` over a stand-in database that tells its transactions from itself. */
async function serve(
  binding: Omit<ActionBinding<typeof reading>, 'kind' | 'run'>,
  { kind = reading, permissions }: { kind?: typeof reading; permissions?: AccountPermissions['permissions'] } = {},
) {
  const transactions: Tx[] = [];
  const db = {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => {
      const tx = {} as Tx;
      transactions.push(tx);
      return work(tx);
    },
  } as unknown as Db;
  const app = signedInApp(permissions);
  registerKind(app, db, { ...binding, kind, run: async (tx) => ({ inTransaction: tx !== db && transactions.includes(tx) }) });
  const answer = await app.inject({ method: 'GET', url: `/accounts/${ACCOUNT}/figures` });
  await app.close();
  return { status: answer.statusCode, body: answer.json() as unknown, transactions: transactions.length };
}

describe('a declared action', () => {
  it('runs in one transaction', async () => {
    expect(await serve({})).toEqual({ status: 200, body: { inTransaction: true }, transactions: 1 });
  });

  it('runs on the database itself, opening no transaction, when its binding waits on an outside service', async () => {
    expect(await serve({ outsideTransaction: true })).toEqual({ status: 200, body: { inTransaction: false }, transactions: 0 });
  });

  it('is refused (403) to a caller without its permission, and served to every signed-in user when open to them', async () => {
    expect(await serve({}, { permissions: [] })).toMatchObject({ status: 403 });
    expect(await serve({}, { kind: { ...reading, access: 'signedIn' }, permissions: [] })).toEqual({
      status: 200,
      body: { inTransaction: true },
      transactions: 1,
    });
  });

  it('takes a body of base64 files up to the file limit when it declares files, and the usual 1 MiB otherwise', async () => {
    const posting = (files: boolean) =>
      action({
        name: 'postTestFile',
        tag: 'test',
        access: { subject: 'ReportsCustomReports', account: { placeholder: 'idClientAccount' } },
        method: 'POST',
        action: 'View',
        path: '/accounts/{idClientAccount}/files',
        body: z.object({ document: z.string() }),
        answer: z.object({ size: z.number() }),
        status: 200,
        ...(files ? { files: true as const } : {}),
        summary: 'A file',
      });
    const sizeOf = async (files: boolean) => {
      const app = signedInApp();
      const db = { transaction: <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as unknown as Db;
      registerKind(app, db, { kind: posting(files), run: async (_tx, { body }) => ({ size: (body as { document: string }).document.length }) });
      const answer = await app.inject({ method: 'POST', url: `/accounts/${ACCOUNT}/files`, payload: { document: 'A'.repeat(1_500_000) } });
      await app.close();
      return answer.statusCode;
    };
    expect(await sizeOf(true)).toBe(200);
    expect(await sizeOf(false)).toBe(413);
  });
});
