import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient, RequestOptions } from '../../../../shared/api/api-client';
import { callOf, collectionCalls, collectionKey, defineCollection } from '../../../../shared/registry/collection';

const notes = defineCollection({
  name: 'notes',
  access: { subject: 'CoreOrders', account: 'parent' },
  paths: { collection: '/orders/{idOrder}/notes', item: '/orders/{idOrder}/notes/{idNote}' },
  calls: {
    list: { summary: 'List', query: z.object({ page: z.number().optional() }), answer: z.object({ notes: z.array(z.object({ idNote: z.string() })) }) },
    read: { summary: 'Read', answer: z.object({ note: z.object({ idNote: z.string() }) }), path: '/notes/{idNote}' },
    create: {
      summary: 'Create',
      action: 'Edit',
      body: z.object({ text: z.string() }),
      answer: z.object({ note: z.object({ idNote: z.string() }) }),
      status: 201,
    },
    update: { summary: 'Update', body: z.object({ text: z.string() }), answer: z.object({ note: z.object({ idNote: z.string() }) }) },
    remove: { summary: 'Remove' },
  },
});

describe('a declared collection', () => {
  it('gives each call its usual method, path, permission and status, unless it declares its own', () => {
    const calls = (['list', 'read', 'create', 'update', 'remove'] as const).map((name) => {
      const { method, path, action, status } = callOf(notes, name);
      return [name, method, path, action, status];
    });
    expect(calls).toEqual([
      ['list', 'GET', '/orders/{idOrder}/notes', 'View', 200],
      ['read', 'GET', '/notes/{idNote}', 'View', 200],
      ['create', 'POST', '/orders/{idOrder}/notes', 'Edit', 201],
      ['update', 'PUT', '/orders/{idOrder}/notes/{idNote}', 'Edit', 200],
      ['remove', 'DELETE', '/orders/{idOrder}/notes/{idNote}', 'Edit', 204],
    ]);
  });

  it('calls them with the params, query and body given, and keys its cache under its name', async () => {
    const sent: RequestOptions[] = [];
    const api = { request: (options: RequestOptions) => (sent.push(options), Promise.resolve({})) } as unknown as ApiClient;
    const client = collectionCalls(api, notes);
    await client.list({ idOrder: 'o' }, { page: 2 });
    await client.create({ idOrder: 'o' }, { text: 'hi' });
    await client.remove({ idOrder: 'o', idNote: 'n' });
    expect(sent).toEqual([
      { method: 'GET', path: '/orders/{idOrder}/notes', params: { idOrder: 'o' }, query: { page: 2 } },
      { method: 'POST', path: '/orders/{idOrder}/notes', params: { idOrder: 'o' }, body: { text: 'hi' } },
      { method: 'DELETE', path: '/orders/{idOrder}/notes/{idNote}', params: { idOrder: 'o', idNote: 'n' } },
    ]);
    expect(collectionKey(notes, 'o', 1)).toEqual(['notes', 'o', 1]);
  });
});
