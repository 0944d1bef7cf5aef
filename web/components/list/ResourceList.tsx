import { useEffect, useMemo, useState } from 'react';
import { List, useListContext, useStore, useStoreContext, type ListProps, type SortPayload } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ResourceDescription, RoutedResourceName } from '../../../shared/resources';
import { listParamsOfQuery, queryOfListParams, type ListDefaults, type RaListParams } from './list-url-params';
import { ResourceListActions } from './ResourceListActions';
import { ResourceListEmpty } from './ResourceListEmpty';
import { SessionAccountGate } from '../SessionAccountGate';

export interface ResourceListProps extends Omit<ListProps, 'resource' | 'sort' | 'perPage' | 'disableSyncWithLocation' | 'storeKey'> {
  /** A resource with screens: its locale keys `resources.<name>.empty` and `.invite` are checked. */
  description: ResourceDescription & { name: RoutedResourceName };
}

/** The description's first default sort key (a list sorts by one; the data provider sends the rest). */
export function defaultSortOf(description: ResourceDescription): SortPayload {
  const [first] = description.list.defaultCriteria?.sortOrders ?? [description.list.defaultSort];
  return { field: first.field, order: first.direction };
}

function defaultsOf(description: ResourceDescription, filterDefaultValues: ListProps['filterDefaultValues']): ListDefaults {
  return { sort: defaultSortOf(description), perPage: description.list.perPage, filter: { ...filterDefaultValues } };
}

/** Two sets of parameters are the same view when they give the same URL. */
const sameView = (a: RaListParams | undefined, b: RaListParams, defaults: ListDefaults) =>
  !!a &&
  queryOfListParams({ ...a, sort: { field: a.sort, order: a.order }, filterValues: a.filter ?? {} }, defaults) ===
    queryOfListParams({ ...b, sort: { field: b.sort, order: b.order }, filterValues: b.filter }, defaults);

/** Writes the list's state to the URL with the spec's keys, replacing the history entry. */
const ListUrlWriter = ({ defaults }: { defaults: ListDefaults }) => {
  const { page, perPage, sort, filterValues } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const query = queryOfListParams({ page, perPage, sort, filterValues }, defaults);
  // The path is given explicitly: a write that lands after a navigation away (a reset of the
  // session goes to /) must not bring the user back to the list.
  useEffect(() => {
    if (query !== location.search.replace(/^\?/, '')) void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [query, location.pathname, location.search, navigate]);
  return null;
};

/**
 * Every list screen: react-admin's List with the description's sort and page size, the generic
 * toolbar and empty page, and its state in the URL with the spec's keys (page, sizePerPage,
 * sortField, sortOrder, searchText, filters; defaults left out), so a copied link opens the same
 * view. react-admin's own URL sync is off (its keys are page/perPage/sort/order/filter); the list
 * reads its parameters from the store, which is set from the URL before the list first renders
 * and again whenever the URL changes (back button, a link), and the state goes back to the URL.
 */
export const ResourceList = ({ description, filterDefaultValues, children, ...rest }: ResourceListProps) => {
  const defaults = useMemo(() => defaultsOf(description, filterDefaultValues), [description, filterDefaultValues]);
  const storeKey = `${description.name}.urlList`;
  const { search } = useLocation();
  const store = useStoreContext();
  const [, setParams] = useStore<RaListParams>(storeKey);
  const fromUrl = useMemo(() => listParamsOfQuery(search, defaults), [search, defaults]);
  // Before the list's first render (nobody listens to the key yet), so its first request is the URL's.
  useState(() => store.setItem(storeKey, fromUrl));
  useEffect(() => {
    if (!sameView(store.getItem<RaListParams>(storeKey), fromUrl, defaults)) setParams(fromUrl);
  }, [store, storeKey, fromUrl, defaults, setParams]);
  return (
    <SessionAccountGate hasAccount={!!(rest.queryOptions?.meta as { params?: Record<string, string> } | undefined)?.params?.idClientAccount}>
      <List
        resource={description.name}
        sort={defaults.sort}
        perPage={defaults.perPage}
        filterDefaultValues={filterDefaultValues}
        disableSyncWithLocation
        storeKey={storeKey}
        actions={<ResourceListActions />}
        empty={<ResourceListEmpty name={description.name} />}
        {...rest}
      >
        <ListUrlWriter defaults={defaults} />
        {children}
      </List>
    </SessionAccountGate>
  );
};
