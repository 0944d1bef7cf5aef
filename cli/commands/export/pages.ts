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

/**
 * Ids are random UUIDs (gen_random_uuid()), so the middle of their space splits any long list in
 * two about equal halves. Past its first page an export reads both halves at once, a page of each
 * in turn: the API builds one half's next page while the command parses and writes the other's.
 * Read one after the other, the two waited for each other (bench/export.ts, 100,000 products:
 * the command's CPU plus the API's added up to the wall time). The file's order is still fixed:
 * the first page, then the halves' pages alternately, each half by id.
 */
export const MIDDLE_ID = '80000000-0000-0000-0000-000000000000';
const LAST_OF_FIRST_HALF = '7fffffff-ffff-ffff-ffff-ffffffffffff';

interface Reader {
  /** The last id read: the next page starts after it. */
  cursor: RaRecord['id'];
  /** The end of the reader's half, if it has one. */
  before?: string;
  next: Promise<{ data: RaRecord[]; total?: number }>;
  /** Rows after the cursor as last counted, the page in flight included. */
  remaining: number;
}

export async function* listPages(
  provider: DataProvider,
  resource: string,
  params: Record<string, string> = {},
  perPage = EXPORT_PAGE_SIZE,
): AsyncGenerator<Page<RaRecord>> {
  const { idField } = findResource(resource);
  // Every page carries its cursor, the first one too: a list with an order of its own (products
  // by name) reads by id only when asked by key.
  const ask = (cursor: RaRecord['id'], before?: string) => {
    const asked = provider.getList(resource, {
      pagination: { page: 1, perPage },
      sort: { field: idField, order: 'ASC' },
      filter: { [`${idField}_gt`]: cursor, ...(before ? { [`${idField}_lt`]: before } : {}) },
      meta: { params },
    });
    asked.catch(() => {}); // Awaited later; a write failing first must not leave it unhandled.
    return asked;
  };
  const reader = (cursor: RaRecord['id'], before?: string): Reader => ({ cursor, before, next: ask(cursor, before), remaining: 0 });
  // A short page is the last one: nothing more to ask, whatever the count said.
  const isLast = (data: RaRecord[], total: number | undefined) => data.length < perPage || (total !== undefined && data.length >= total);

  const first = await ask(FIRST_ID);
  const last = isLast(first.data, first.total);
  let readers: Reader[] = [];
  if (!last) {
    const cursor = first.data[first.data.length - 1].id;
    if (!isAfter(cursor, FIRST_ID)) throw new StalledPages(resource, FIRST_ID);
    // Ids that are not UUIDs, or a first page that already passed the middle: one reader.
    readers = typeof cursor === 'string' && isAfter(MIDDLE_ID, cursor) ? [reader(cursor, MIDDLE_ID), reader(LAST_OF_FIRST_HALF)] : [reader(cursor)];
  }
  yield { items: first.data, total: first.total ?? first.data.length };
  let done = first.data.length;
  // Each half's count comes with its first page: both are known before the next total is given.
  for (const r of readers) r.remaining = (await r.next).total ?? perPage;

  while (readers.length) {
    for (const r of [...readers]) {
      const { data, total } = await r.next;
      const count = total ?? data.length;
      if (isLast(data, total)) {
        readers = readers.filter((other) => other !== r);
        r.remaining = 0;
      } else {
        const lastId = data[data.length - 1].id;
        if (!isAfter(lastId, r.cursor)) throw new StalledPages(resource, String(r.cursor));
        r.cursor = lastId;
        r.next = ask(r.cursor, r.before);
        r.remaining = count - data.length;
      }
      done += data.length;
      // Each count is of the rows after a cursor: the ones still to come.
      if (data.length) yield { items: data, total: done + readers.reduce((sum, other) => sum + other.remaining, 0) };
    }
  }
}

/**
 * The pages of a resource, or, for one listed under a parent record, the pages of each parent
 * record's children in the parent's order (the addresses of every book of the account). Under a
 * path naming several parents (a site's contacts under its provider and site) the innermost one
 * is gone through, and the others are read from its records (each site names its provider).
 * A parent given in `params` is not gone through.
 */
export async function* exportPages(
  provider: DataProvider,
  resource: ResourceDescription,
  params: Record<string, string> = {},
  perPage = EXPORT_PAGE_SIZE,
): AsyncGenerator<Page<RaRecord>> {
  // A parent the caller names (--box) is not gone through: its records are listed under it only.
  const names = parentsOf(resource).filter((name) => params[name] === undefined);
  const placeholder = names.at(-1);
  if (!placeholder) return yield* listPages(provider, resource.name, params, perPage);
  let done = 0;
  let any = false;
  for await (const parents of exportPages(provider, parentOf(placeholder)!, params, perPage)) {
    for (const parent of parents.items) {
      const before = done;
      const outer = Object.fromEntries(names.slice(0, -1).map((name) => [name, String(parent[name])]));
      for await (const page of listPages(provider, resource.name, { ...params, ...outer, [placeholder]: String(parent.id) }, perPage)) {
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
