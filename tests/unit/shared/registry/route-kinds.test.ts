import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient, RequestOptions } from '../../../../shared/api/api-client';
import { actionsOf, callAction, searchQuery, sendAction } from '../../../../shared/registry/route-kinds';

describe('actionsOf', () => {
  const access = { subject: 'AdminBoxAdministration', account: 'any' } as const;
  const calls = actionsOf('boxes', access);
  const entry = z.object({ boxTypeCode: z.string(), displayOrder: z.number(), activ: z.boolean() });

  it('declares a list read named after its key: GET, View, no body, 200, answering the entries under that key', () => {
    const kind = calls.list('boxTypes', entry, { path: '/box/boxtypes', summary: 'List the types of boxes' });
    expect(kind).toMatchObject({ kind: 'action', name: 'boxTypes', method: 'GET', action: 'View', status: 200, tag: 'boxes', access, path: '/box/boxtypes' });
    expect(kind.body.parse({})).toEqual({});
    const boxTypes = [{ boxTypeCode: 'SMALL', displayOrder: 1, activ: true }];
    expect(kind.answer.parse({ boxTypes })).toEqual({ boxTypes });
    expect(kind.answer.safeParse({ items: boxTypes }).success).toBe(false);
    expect(kind.answer.safeParse({ boxTypes: [{ boxTypeCode: 'SMALL' }] }).success).toBe(false);
  });

  it('keeps what a list read names itself: its name, its own access, a query, text placeholders', () => {
    const own = { subject: 'CoreOrdersWorkOrders', account: { placeholder: 'idClientAccount' } } as const;
    const kind = calls.list('kits', entry, {
      name: 'searchKits',
      access: own,
      path: '/kits/{query}',
      textParams: ['query'],
      query: searchQuery,
      summary: 'Search',
    });
    expect(kind).toMatchObject({ name: 'searchKits', access: own, textParams: ['query'], query: searchQuery, tag: 'boxes' });
  });
});

describe('calling a declared action', () => {
  const calls = actionsOf('notes', { subject: 'CoreOrders', account: { placeholder: 'idClientAccount' } });
  const answer = z.object({ note: z.object({ text: z.string() }) });
  const read = calls.read({ name: 'readNote', path: '/accounts/{idClientAccount}/notes/{idNote}', answer, summary: 'Read' });
  const write = calls.action({
    name: 'writeNote',
    method: 'POST',
    action: 'Edit',
    path: '/accounts/{idClientAccount}/notes/{idNote}',
    body: z.object({ text: z.string() }),
    answer,
    status: 201,
    summary: 'Write',
  });

  it('sends its method and path, the params and query given, and a body only to an action that takes fields', async () => {
    const sent: RequestOptions[] = [];
    const api = { request: (options: RequestOptions) => (sent.push(options), Promise.resolve({ note: { text: 'hi' } })) } as unknown as ApiClient;
    const params = { idClientAccount: 'a', idNote: 'n' };
    await callAction(api, read, params, { page: 2 });
    expect((await sendAction(api, write, { text: 'hi' }, params)).note.text).toBe('hi');
    expect(sent).toEqual([
      { method: 'GET', path: '/accounts/{idClientAccount}/notes/{idNote}', params, query: { page: 2 } },
      { method: 'POST', path: '/accounts/{idClientAccount}/notes/{idNote}', params, body: { text: 'hi' } },
    ]);
  });

  it('sends the headers a read adds for itself, and the query of an action that takes fields', async () => {
    const sent: RequestOptions[] = [];
    const api = { request: (options: RequestOptions) => (sent.push(options), Promise.resolve({ note: { text: 'hi' } })) } as unknown as ApiClient;
    const params = { idClientAccount: 'a', idNote: 'n' };
    await callAction(api, read, params, undefined, { IdUser: 'u' });
    await sendAction(api, write, { text: 'hi' }, params, { draft: 'true' });
    expect(sent[0].headers).toEqual({ IdUser: 'u' });
    expect(sent[1]).toMatchObject({ method: 'POST', query: { draft: 'true' }, body: { text: 'hi' } });
  });

  it('declares a removal as a DELETE with no body, needing Edit unless it names its action, answering 204; and calls it without a body', async () => {
    const remove = calls.remove({ name: 'removeNote', path: '/accounts/{idClientAccount}/notes/{idNote}', summary: 'Remove' });
    expect(remove).toMatchObject({ kind: 'action', method: 'DELETE', action: 'Edit', status: 204, tag: 'notes' });
    expect(remove.body.parse({})).toEqual({});
    expect(calls.remove({ name: 'dropNote', action: 'Create', path: '/notes/{idNote}', summary: 'Drop' }).action).toBe('Create');
    const sent: RequestOptions[] = [];
    const api = { request: (options: RequestOptions) => (sent.push(options), Promise.resolve(undefined)) } as unknown as ApiClient;
    await callAction(api, remove, { idClientAccount: 'a', idNote: 'n' });
    expect(sent).toEqual([{ method: 'DELETE', path: '/accounts/{idClientAccount}/notes/{idNote}', params: { idClientAccount: 'a', idNote: 'n' } }]);
  });
});
