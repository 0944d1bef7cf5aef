import Fastify from 'fastify';
import { ZodError } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../../../shared/api/error-codes';
import { registerErrorHandler } from '../../../../server/lib/error-handler';
import { changingNotAllowed, HttpError } from '../../../../server/lib/errors';

/** Every way a request can fail, each answered through the one error handler. */
const CASES: Record<string, () => never> = {
  'a change of client': () => {
    throw changingNotAllowed('Client');
  },
  'an HttpError made with an empty code at run time': () => {
    throw new HttpError(409, 'Conflict.', '' as never);
  },
  'an HttpError made with no code at run time': () => {
    throw new HttpError(403, 'No.', undefined as never);
  },
  'a zod error': () => {
    throw new ZodError([{ code: 'custom', path: ['name'], message: 'validation.invalid', input: 1 }]);
  },
  'a Fastify client error': () => {
    throw Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 });
  },
  'a database integrity error': () => {
    throw Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (email)=(a@b.c) already exists.' });
  },
  'anything unexpected': () => {
    throw new Error('boom');
  },
};

describe('the error handler', () => {
  const app = Fastify({ logger: false, bodyLimit: 64 });

  beforeAll(async () => {
    registerErrorHandler(app);
    Object.entries(CASES).forEach(([name, fail], i) => app.get(`/case/${i}`, { schema: { description: name } }, fail));
    app.post('/body', () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers every failure with a code of the catalogue, never an empty one', async () => {
    const answers = await Promise.all([
      ...Object.keys(CASES).map((_, i) => app.inject({ method: 'GET', url: `/case/${i}` })),
      app.inject({ method: 'GET', url: '/no/such/route' }),
      app.inject({ method: 'POST', url: '/body', headers: { 'content-type': 'application/json' }, payload: '{"not json' }),
      app.inject({ method: 'POST', url: '/body', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ big: 'x'.repeat(200) }) }),
    ]);
    const labels = [...Object.keys(CASES), 'an unknown route', 'malformed JSON', 'a body over the limit'];
    const seen = answers.map((answer, i) => [labels[i], answer.statusCode, answer.json().code]);
    expect(seen.filter(([, status]) => status < 400)).toEqual([]);
    expect(seen.filter(([, , code]) => !isErrorCode(code))).toEqual([]);
    expect(seen[0]).toEqual(['a change of client', 400, 'CHANGE_NOT_ALLOWED']);
    expect(seen.at(-1)).toEqual(['a body over the limit', 413, 'PAYLOAD_TOO_LARGE']);
  });
});
