import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionsOf, searchQuery } from '../../../../shared/registry/route-kinds';

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
