/**
 * Every record of a resource, page by page, through the shared data provider (the same getList
 * the web list uses). Pages are read by key, not by number: sorted by id, each page asks for
 * the ids after the last one it has (`<idField>_gt`), so the hundredth page costs the database
 * what the first does (an OFFSET walks past every row before it), and rows created or deleted
 * meanwhile never make a page overlap or skip another. The next page is asked for while the
 * current one is written.
 */
import type { DataProvider, RaRecord } from 'ra-core';
import { findResource, type ResourceDescription } from '../../../shared/resources';
import { parentOf, parentsOf } from './resources';
import type { Page } from '../../lib/runner';

/**
 * Rows per request. Measured with bench/export.ts (100,000 rows): read by key, a page costs the
 * API a few milliseconds plus its rows, so 500 a page spent its time in round trips; 5,000 a page
 * pushed the command's peak memory past 200 MB (a page is held as JSON text, as parsed records
 * and as written rows at once, while the next one arrives).
 */
export const EXPORT_PAGE_SIZE = 1000;

/** Before every id: ids are UUIDs, and no record has the nil one. */
export const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A page that ends at or before its own cursor: an API that ignores or misreads the cursor would
 * answer the same page for ever, and the export would never end.
 */
export class StalledPages extends Error {
  constructor(
    readonly resource: string,
    readonly cursor: string,
  ) {
    super(`The list of ${resource} did not move past ${cursor}.`);
    this.name = 'StalledPages';
  }
}

/**
 * Whether an id comes after the cursor. UUIDs as the API writes them (lowercase hexadecimal)
 * compare as text in the order the database sorts them; numbers compare as numbers.
 */
const isAfter = (id: RaRecord['id'], cursor: RaRecord['id']) => id > cursor;

export async function* listPages(
  provider: DataProvider,
  resource: string,
  params: Record<string, string> = {},
  perPage = EXPORT_PAGE_SIZE,
): AsyncGenerator<Page<RaRecord>> {
  const { idField } = findResource(resource);
  const ask = (after: RaRecord['id']) =>
    provider.getList(resource, {
      pagination: { page: 1, perPage },
      sort: { field: idField, order: 'ASC' },
      filter: { [`${idField}_gt`]: after },
      meta: { params },
    });
  let done = 0;
  // Every page carries its cursor, the first one too: a list with an order of its own (products
  // by name) reads by id only when asked by key.
  let cursor: RaRecord['id'] = FIRST_ID;
  let next = ask(cursor);
  for (let first = true; ; first = false) {
    const { data, total } = await next;
    // A short page is the last one: nothing more to ask, whatever the count said.
    const last = data.length < perPage || (total !== undefined && data.length >= total);
    if (!last) {
      const lastId = data[data.length - 1].id;
      if (!isAfter(lastId, cursor)) throw new StalledPages(resource, String(cursor));
      cursor = lastId;
      next = ask(cursor);
      next.catch(() => {}); // Awaited on the next turn; a write failing first must not leave it unhandled.
    }
    // Each count is of the rows after the cursor: the ones still to come.
    if (data.length || first) yield { items: data, total: done + (total ?? data.length) };
    done += data.length;
    if (last) return;
  }
}

/**
 * The pages of a resource, or, for one listed under a parent record, the pages of each parent
 * record's children in the parent's order (the addresses of every book of the account).
 */
export async function* exportPages(
  provider: DataProvider,
  resource: ResourceDescription,
  params: Record<string, string> = {},
  perPage = EXPORT_PAGE_SIZE,
): AsyncGenerator<Page<RaRecord>> {
  const [placeholder] = parentsOf(resource);
  if (!placeholder) return yield* listPages(provider, resource.name, params, perPage);
  let done = 0;
  let any = false;
  for await (const parents of exportPages(provider, parentOf(placeholder)!, params, perPage)) {
    for (const parent of parents.items) {
      const before = done;
      for await (const page of listPages(provider, resource.name, { ...params, [placeholder]: String(parent.id) }, perPage)) {
        if (!page.items.length) continue;
        done += page.items.length;
        any = true;
        // What is known so far: the children of the parents read, not those still to come.
        yield { items: page.items, total: before + page.total };
      }
    }
  }
  if (!any) yield { items: [], total: 0 };
}
