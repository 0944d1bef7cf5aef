/**
 * Lists whose description gives a default order of several keys (the address book: readOnly
 * ascending, then creationDate descending). react-admin sorts by one field, and the shared
 * provider sends only that one, so the later keys would be lost; while a list screen shows the
 * first default key, the whole default order is sent instead.
 */
import type { DataProvider, GetListParams } from 'react-admin';
import type { ApiClient } from '../../../shared/api/api-client';
import type { Filter } from '../../../shared/api/search-criteria';
import { toQuery } from '../../../shared/api/search-query';
import { listCriteria } from '../../../shared/data-provider/described';
import { listEnvelopeOf, type ResourceDescription } from '../../../shared/registry/define';
import { loadResource } from '../../../shared/resource-index';

/** The description's full default order, when `params` asks for its first key in its direction. */
export function defaultOrderFor(description: ResourceDescription, params: Partial<GetListParams>) {
  const [first, ...rest] = description.list.defaultCriteria?.sortOrders ?? [];
  if (!first || !rest.length) return null;
  const sort = params.sort;
  return sort?.field === first.field && (sort.order === 'DESC' ? 'DESC' : 'ASC') === first.direction ? [first, ...rest] : null;
}

export function withDefaultOrder(api: ApiClient, getList: DataProvider['getList']): DataProvider['getList'] {
  return async (name, params) => {
    const description = await loadResource(name);
    const sortOrders = defaultOrderFor(description, params);
    if (!sortOrders) return getList(name, params);
    const criteria = listCriteria(description, params);
    const filterGroups = (criteria.filterGroups ?? []) as { filters: Filter[] }[];
    const scoped = description.list.scopeFilters ? description.list.scopeFilters(filterGroups, api.scope()) : filterGroups;
    const answer = await api.request<Record<string, unknown> & { searchCriteria?: { totalCount?: number } }>({
      path: description.paths.browse ?? description.paths.list,
      params: params.meta?.params,
      query: toQuery({ ...criteria, sortOrders, filterGroups: scoped }),
    });
    const listed = answer?.[listEnvelopeOf(description)];
    const items = Array.isArray(listed) ? listed : [];
    return { data: items.map((r) => ({ ...r, id: r[description.idField] })), total: answer?.searchCriteria?.totalCount ?? items.length };
  };
}
