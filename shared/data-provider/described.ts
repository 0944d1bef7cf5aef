/**
 * The react-admin data provider, built from the resource descriptions over the API client.
 * The web app and the CLI both use it.
 *
 * Conventions of the API it expects (one place to read them):
 * - list:   GET <paths.list>?currentPage&pageSize&sortOrders&filterGroups -> { <listEnvelope, default items>, searchCriteria: { totalCount } }
 * - one:    GET <paths.read, else paths.item> -> { <envelope>: record }
 * - create: POST <paths.list> with the input -> { <envelope>: record }
 * - update: PUT <paths.item> with the input  -> { <envelope>: record }
 *   (a resource with a save plan takes the composite record: its parts are saved with it, in one
 *   transaction on the server)
 * - delete: DELETE <paths.item>              -> 204
 * `{id}` in an item path is the record id; other placeholders come from `meta.params`, then
 * the session scope (a create's, at last, from the new record's own fields). Filter `q` is the free-text search over the description's searchFields.
 * Lists read `paths.browse` when the description has one (e.g. every visible account rather
 * than the session client's), and get the description's `scopeFilters` (e.g. the role filter).
 */
import type { DataProvider, GetListParams, GetManyParams, GetManyResult, RaRecord } from 'ra-core';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import type { Filter, SearchCriteriaInput } from '../api/search-criteria';
import { ALL_ITEMS, textSearchGroup, toQuery } from '../api/search-query';
import { inputOf, listEnvelopeOf, readPathOf, type ResourceDescription } from '../registry/define';
import { placeholdersOf } from '../registry/route-kinds';

type Meta = { params?: Record<string, string> } | undefined;

/**
 * Comparisons a filter may name after its field (`idUser_gt: <id>`): what a reader going
 * through a list by key needs (see the CLI's export). Field names never hold an underscore.
 */
const COMPARISONS = new Set<string>(['neq', 'gt', 'gteq', 'lt', 'lteq']);
const comparisonOf = (key: string) => {
  const at = key.lastIndexOf('_');
  const condition = key.slice(at + 1);
  return at > 0 && COMPARISONS.has(condition) ? { field: key.slice(0, at), conditionType: condition as Filter['conditionType'] } : null;
};

/** Turns react-admin's list parameters into search criteria for a described resource. */
export function listCriteria(resource: ResourceDescription, params: Partial<GetListParams>): SearchCriteriaInput {
  const { page = 1, perPage = resource.list.perPage } = params.pagination ?? {};
  const sort = params.sort?.field
    ? ({ field: params.sort.field === 'id' ? resource.idField : params.sort.field, direction: params.sort.order === 'DESC' ? 'DESC' : 'ASC' } as const)
    : resource.list.defaultSort;
  const filterGroups: { filters: Filter[] }[] = [];
  for (const [field, value] of Object.entries(params.filter ?? {})) {
    if (value == null || value === '') continue;
    const comparison = comparisonOf(field);
    if (field === 'q') {
      filterGroups.push(textSearchGroup(resource.list.searchFields, String(value)));
    } else if (comparison) {
      filterGroups.push({ filters: [{ ...comparison, value: value as string | number | boolean }] });
    } else if (Array.isArray(value)) {
      filterGroups.push({ filters: [{ field, value: value.join(','), conditionType: 'in' }] });
    } else {
      filterGroups.push({ filters: [{ field, value: value as string | number | boolean, conditionType: 'eq' }] });
    }
  }
  return { currentPage: page, pageSize: perPage, sortOrders: [sort], filterGroups };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A record of the API with react-admin's `id` (the description's id field). react-admin's methods
 * are generic in their record type; what the API sends is the description's record, so the one
 * narrowing from RaRecord to the caller's type is here. A list's records get their id in place,
 * not copied (a copy per row was a seventh of the CPU of a 100,000-row export): a list page is
 * parsed for that call alone. A single record is copied: callers keep the object they saved.
 */
const idOf = (resource: ResourceDescription, record: Record<string, unknown>) => {
  const id = record[resource.idField];
  return typeof id === 'number' ? id : String(id);
};
const withId = <R extends RaRecord = RaRecord>(resource: ResourceDescription, record: Record<string, unknown>) =>
  ({ ...record, id: idOf(resource, record) }) as R;
const withIdInPlace = <R extends RaRecord = RaRecord>(resource: ResourceDescription, record: Record<string, unknown>) => {
  record.id = idOf(resource, record);
  return record as R;
};

function envelopeOf(resource: ResourceDescription, answer: unknown): Record<string, unknown> {
  const record = (answer as Record<string, unknown> | undefined)?.[resource.envelope];
  if (!record || typeof record !== 'object') {
    throw new ApiError(502, {
      message: `The API answered without "${resource.envelope}" for ${resource.name}: it must wrap the record as { ${resource.envelope}: {...} }.`,
      code: 'BAD_ENVELOPE',
    });
  }
  return record as Record<string, unknown>;
}

/** A page of a described resource's list, its records with react-admin's id. */
async function list<R extends RaRecord>(api: ApiClient, resource: ResourceDescription, criteria: SearchCriteriaInput, meta: Meta) {
  const key = listEnvelopeOf(resource);
  const answer = await api.request<Record<string, unknown> & { searchCriteria?: { totalCount?: number } }>({
    path: resource.paths.browse ?? resource.paths.list,
    params: meta?.params,
    query: toQuery(criteria),
  });
  const items = answer?.[key];
  if (!Array.isArray(items) || typeof answer.searchCriteria?.totalCount !== 'number') {
    throw new ApiError(502, {
      message: `The list of ${resource.name} came back without "${key}" and "searchCriteria.totalCount"; the API must send both.`,
      code: 'BAD_ENVELOPE',
    });
  }
  return { data: items.filter(isRecord).map((r) => withIdInPlace<R>(resource, r)), total: answer.searchCriteria.totalCount };
}

/** A list screen's criteria, with the filters the description adds from the session scope. */
function screenCriteria(api: ApiClient, resource: ResourceDescription, params: Partial<GetListParams>): SearchCriteriaInput {
  const criteria = listCriteria(resource, params);
  const scopeFilters = resource.list.scopeFilters;
  // listCriteria gives every filter its condition type, so its groups are complete filters.
  const groups = (criteria.filterGroups ?? []) as { filters: Filter[] }[];
  return scopeFilters ? { ...criteria, filterGroups: scopeFilters(groups, api.scope()) } : criteria;
}

/**
 * Placeholders of a create's path that neither `meta.params` nor the session scope fill, taken
 * from the new record itself: a provider's site is created under the provider its form picks.
 */
function recordParams(api: ApiClient, template: string, data: Record<string, unknown>, meta: Meta): Record<string, string> {
  const scope = api.scope() as Record<string, unknown>;
  return Object.fromEntries(
    placeholdersOf(template)
      .filter((name) => meta?.params?.[name] == null && scope[name] == null && typeof data[name] === 'string' && data[name] !== '')
      .map((name) => [name, String(data[name])]),
  );
}

const itemRequest = (resource: ResourceDescription, id: unknown, meta: Meta) => ({
  path: resource.paths.item,
  params: { ...meta?.params, id: String(id) },
});

/**
 * The data provider over the resources `findResource` knows by name: every described resource
 * for the CLI (index.ts), the portal's light index that loads a description on its first call
 * (shared/resource-index.ts), or just their own for the save flows of a description
 * (accounts-save.ts), which sit below the list of every resource.
 */
export function describedDataProvider(api: ApiClient, findResource: (name: string) => ResourceDescription | Promise<ResourceDescription>): DataProvider {
  const provider: DataProvider = {
    getList: async (name, params) => {
      const resource = await findResource(name);
      return list(api, resource, screenCriteria(api, resource, params), params.meta);
    },
    getOne: async (name, params) => {
      const resource = await findResource(name);
      const answer = await api.request({ ...itemRequest(resource, params.id, params.meta), path: readPathOf(resource) });
      return { data: withId(resource, envelopeOf(resource, answer)) };
    },
    getMany: async <R extends RaRecord>(name: string, params: GetManyParams<R>): Promise<GetManyResult<R>> => {
      const resource = await findResource(name);
      if (!params.ids.length) return { data: [] };
      const criteria: SearchCriteriaInput = {
        currentPage: 1,
        pageSize: ALL_ITEMS,
        filterGroups: [{ filters: [{ field: resource.idField, value: params.ids.join(','), conditionType: 'in' }] }],
      };
      return { data: (await list<R>(api, resource, criteria, params.meta)).data };
    },
    getManyReference: async (name, params) => {
      const resource = await findResource(name);
      const criteria = screenCriteria(api, resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      return list(api, resource, criteria, params.meta);
    },
    create: async (name, params) => {
      const resource = await findResource(name);
      const answer = await api.request({
        method: 'POST',
        path: resource.paths.list,
        params: { ...recordParams(api, resource.paths.list, params.data, params.meta), ...params.meta?.params },
        body: inputOf(resource, params.data),
      });
      return { data: withId(resource, envelopeOf(resource, answer)) };
    },
    update: async (name, params) => {
      const resource = await findResource(name);
      const answer = await api.request({
        method: 'PUT',
        ...itemRequest(resource, params.id, params.meta),
        body: inputOf(resource, params.data),
      });
      return { data: withId(resource, envelopeOf(resource, answer)) };
    },
    updateMany: async (name, params) => {
      // No batch update call exists in the contract: one call per record, in order.
      for (const id of params.ids) await provider.update(name, { id, data: params.data, previousData: {} as RaRecord, meta: params.meta });
      return { data: params.ids };
    },
    delete: async (name, params) => {
      const resource = await findResource(name);
      await api.request({ method: 'DELETE', ...itemRequest(resource, params.id, params.meta) });
      return { data: params.previousData ?? withId(resource, { [resource.idField]: params.id }) };
    },
    deleteMany: async (name, params) => {
      for (const id of params.ids) await provider.delete(name, { id, meta: params.meta });
      return { data: params.ids };
    },
  };
  return provider;
}
