/**
 * Every record of a resource, page by page, through the shared data provider (the same getList
 * the web list uses), in the description's default sort, which the API ties by id so that
 * pages neither overlap nor skip.
 */
import type { DataProvider, RaRecord } from 'ra-core';
import type { Page } from '../../lib/runner';

export const EXPORT_PAGE_SIZE = 500;

export async function* listPages(
  provider: DataProvider,
  resource: string,
  params: Record<string, string> = {},
  perPage = EXPORT_PAGE_SIZE,
): AsyncGenerator<Page<RaRecord>> {
  let done = 0;
  for (let page = 1; ; page++) {
    const { data, total } = await provider.getList(resource, { pagination: { page, perPage }, filter: {}, meta: { params } });
    done += data.length;
    if (data.length || page === 1) yield { items: data, total: total ?? done };
    // A short page is the last one, whatever the total said when the export started.
    if (data.length < perPage || (total !== undefined && done >= total)) return;
  }
}
