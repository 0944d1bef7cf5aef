import type { DataProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { exportPages, FIRST_ID, listPages, MIDDLE_ID, StalledPages } from '../../../../../cli/commands/export/pages';
import { addressBookAddresses } from '../../../../../shared/administration/address-books';
import { providerSiteContacts } from '../../../../../shared/administration/provider-sites';

/** A list of `rows` records with ids "r0001"...: it answers the records after the cursor, by id, and counts them. */
function provider(rows: number, growth = 0): DataProvider & { asked: unknown[] } {
  const asked: unknown[] = [];
  let size = rows;
  const id = (i: number) => `r${String(i).padStart(4, '0')}`;
  return {
    asked,
    getList: async (resource: string, params: { pagination: { page: number; perPage: number }; sort: unknown; filter: Record<string, string> }) => {
      asked.push([resource, params.pagination, params.sort, params.filter]);
      const after = params.filter.idClient_gt;
      const all = Array.from({ length: size }, (_, i) => ({ id: id(i + 1) })).filter((r) => after === FIRST_ID || r.id > after);
      const total = all.length;
      size += growth;
      return { data: all.slice(0, params.pagination.perPage), total };
    },
  } as unknown as DataProvider & { asked: unknown[] };
}

const collect = async (source: AsyncIterable<{ items: unknown[]; total: number }>) => {
  const pages: [number, number][] = [];
  for await (const page of source) pages.push([page.items.length, page.total]);
  return pages;
};

describe('export paging', () => {
  it('asks page after page by key (the ids after the last one, by id) and stops at the total', async () => {
    const p = provider(1200);
    expect(await collect(listPages(p, 'clients', {}, 500))).toEqual([
      [500, 1200],
      [500, 1200],
      [200, 1200],
    ]);
    const sort = { field: 'idClient', order: 'ASC' };
    expect(p.asked).toEqual([FIRST_ID, 'r0500', 'r1000'].map((after) => ['clients', { page: 1, perPage: 500 }, sort, { idClient_gt: after }]));
  });

  it('does not ask for an empty page when the total is a multiple of the page size', async () => {
    const p = provider(1000);
    expect(await collect(listPages(p, 'clients', {}, 500))).toEqual([
      [500, 1000],
      [500, 1000],
    ]);
    expect(p.asked).toHaveLength(2);
  });

  it('yields one empty page for an empty resource (the header is still written)', async () => {
    expect(await collect(listPages(provider(0), 'clients', {}, 500))).toEqual([[0, 0]]);
  });

  it('takes rows added meanwhile, neither skipping nor repeating one', async () => {
    const p = provider(700, 100);
    const ids: string[] = [];
    for await (const page of listPages(p, 'clients', {}, 500)) ids.push(...page.items.map((r) => String(r.id)));
    expect(ids).toHaveLength(new Set(ids).size);
    expect(ids.length).toBe(800);
  });

  it('past the first page, reads the two halves of the id space at once, a page of each in turn, each row once', async () => {
    // UUID-like ids spread over the whole space, as gen_random_uuid() gives them.
    const ids = Array.from(
      { length: 2300 },
      (_, i) =>
        `${Math.floor(((i + 0.5) / 2300) * 0xffffffff)
          .toString(16)
          .padStart(8, '0')}-0000-4000-8000-000000000000`,
    );
    const asked: Record<string, string>[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const halves = {
      getList: async (_resource: string, params: { pagination: { perPage: number }; filter: Record<string, string> }) => {
        asked.push(params.filter);
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        const { idClient_gt: after, idClient_lt: before } = params.filter;
        const all = ids.filter((id) => id > after && (before === undefined || id < before));
        return { data: all.slice(0, params.pagination.perPage).map((id) => ({ id })), total: all.length };
      },
    } as unknown as DataProvider;
    const pages: { items: { id: string }[]; total: number }[] = [];
    for await (const page of listPages(halves, 'clients', {}, 500)) pages.push(page as never);
    const read = pages.flatMap((page) => page.items.map((r) => r.id));
    expect(read.toSorted()).toEqual(ids);
    expect(pages.map((page) => page.total)).toEqual(pages.map(() => 2300));
    // The first page, then the halves alternately: the first half's 650 other rows, the second's 1,150.
    const half = (page: { items: { id: string }[] }) => (page.items[0].id < MIDDLE_ID ? 'first' : 'second');
    expect(pages.slice(1).map(half)).toEqual(['first', 'second', 'first', 'second', 'second']);
    expect(asked[1]).toEqual({ idClient_gt: ids[499], idClient_lt: MIDDLE_ID });
    expect(asked[2]).toEqual({ idClient_gt: '7fffffff-ffff-ffff-ffff-ffffffffffff' });
    expect(mostInFlight).toBe(2);
  });

  it("exports a nested resource parent by parent: every book's addresses, with the book in the path", async () => {
    const asked: [string, Record<string, string>][] = [];
    const provider = {
      getList: async (resource: string, params: { filter: Record<string, string>; meta: { params: Record<string, string> } }) => {
        asked.push([resource, params.meta.params]);
        if (resource === 'addressBooks') {
          const data = params.filter.idAddressBook_gt === FIRST_ID ? [{ id: 'b1' }, { id: 'b2' }, { id: 'b3' }] : [];
          return { data, total: data.length };
        }
        const data = params.meta.params.idAddressBook === 'b2' ? [] : [{ id: `${params.meta.params.idAddressBook}-a` }];
        return { data, total: data.length };
      },
    } as unknown as DataProvider;
    const ids: string[] = [];
    for await (const page of exportPages(provider, addressBookAddresses, { idClientAccount: 'acc' }, 500)) ids.push(...page.items.map((r) => String(r.id)));
    expect(ids).toEqual(['b1-a', 'b3-a']);
    expect(asked.filter(([r]) => r === 'addressBookAddresses').map(([, p]) => p)).toEqual(
      ['b1', 'b2', 'b3'].map((idAddressBook) => ({ idClientAccount: 'acc', idAddressBook })),
    );
  });
  it("exports a resource under two parents through the inner one, the outer read from its records: every site's contacts", async () => {
    const asked: Record<string, string>[] = [];
    const provider = {
      getList: async (resource: string, params: { filter: Record<string, string>; meta: { params: Record<string, string> } }) => {
        if (resource === 'providerSites') {
          const data =
            params.filter.idProviderSite_gt === FIRST_ID
              ? [
                  { id: 's1', idProvider: 'p1' },
                  { id: 's2', idProvider: 'p2' },
                ]
              : [];
          return { data, total: data.length };
        }
        asked.push(params.meta.params);
        return { data: [{ id: `${params.meta.params.idProviderSite}-c` }], total: 1 };
      },
    } as unknown as DataProvider;
    const ids: string[] = [];
    for await (const page of exportPages(provider, providerSiteContacts, {}, 500)) ids.push(...page.items.map((r) => String(r.id)));
    expect(ids).toEqual(['s1-c', 's2-c']);
    expect(asked).toEqual([
      { idProvider: 'p1', idProviderSite: 's1' },
      { idProvider: 'p2', idProviderSite: 's2' },
    ]);
  });

  it('stops with an error when a page does not move past its cursor, instead of asking for it forever', async () => {
    // An API that ignores the cursor: the same first page, whatever is asked.
    const asked: unknown[] = [];
    const ignoring = {
      getList: async (_resource: string, params: { filter: Record<string, string> }) => {
        asked.push(params.filter.idClient_gt);
        return { data: [{ id: 'r0001' }, { id: 'r0002' }], total: 5 };
      },
    } as unknown as DataProvider;
    const pages: number[] = [];
    const run = (async () => {
      for await (const page of listPages(ignoring, 'clients', {}, 2)) pages.push(page.items.length);
    })();
    await expect(run).rejects.toEqual(new StalledPages('clients', 'r0002'));
    await expect(run).rejects.toMatchObject({ resource: 'clients', cursor: 'r0002' });
    // The first page was new; the second, the same again, is never handed on.
    expect(pages).toEqual([2]);
    expect(asked).toEqual([FIRST_ID, 'r0002']);
  });

  it('stops as well when a page goes back before its cursor', async () => {
    const backwards = {
      getList: async (_resource: string, params: { filter: Record<string, string> }) =>
        params.filter.idClient_gt === FIRST_ID
          ? { data: [{ id: 'r0005' }, { id: 'r0006' }], total: 9 }
          : { data: [{ id: 'r0001' }, { id: 'r0002' }], total: 7 },
    } as unknown as DataProvider;
    await expect(collect(listPages(backwards, 'clients', {}, 2))).rejects.toMatchObject({ name: 'StalledPages', cursor: 'r0006' });
  });
});
