/**
 * The portal's resources, by name: each registry line with a route (shared/resource-index.ts)
 * has its screens in a domain folder's `<folder>/index.ts`, whose default export is
 * `defineWebResource({ name, ... })`. They are found by that name, not listed here (a list was one
 * more line to write for each resource): tests/unit/web/resources.test.ts fails while a routed
 * line has no screens. App renders their routes, the sidebar lists their menu entries, and
 * start-up preloads the screen of the address being opened. These folder objects are light (their
 * screens are lazy), so reading them all at start does not grow the first download.
 */
import { RESOURCE_INDEX, type RoutedResourceName } from '../shared/resource-index';
import type { WebResource } from './components/portal-resource';
import { basePath, screenOfPath } from './components/portal-resource';
import { preloadScreen } from './components/lazy-screen';

const FOLDERS = import.meta.glob<WebResource>(['./*/*/index.ts', '!./shell/**', '!./components/**'], { eager: true, import: 'default' });

/**
 * The sidebar's order of the resources' entries (each domain's heading shows them in this order,
 * web/shell/layout/menu-items.ts). A resource not named here comes after these, in the registry's
 * order: adding a resource needs no line here. The one list of it: tests/unit/web/resources.test.ts
 * reads it too.
 */
export const MENU_ORDER: readonly RoutedResourceName[] = [
  // Operations first: goods in and out of the warehouse, beside the orders.
  'supplierOrders',
  'workOrders',
  // A box user's screens (shown only in a BOX warehouse).
  'inboundOrders',
  'outboundOrders',
  'boxStocks',
  'stockRegularizations',
  'boxImages',
  'clients',
  'accounts',
  'roles',
  'users',
  'groups',
  'shippingMethods',
  'suppliers',
  'addressBooks',
  'catalogs',
  'products',
  'attributes',
  'kits',
  'hierarchyModels',
  'customReports',
  'quotas',
  'budgetQuotas',
  'events',
  'boxes',
  'providerSites',
  'providers',
  'myAddresses',
];

const rank = (name: string) => {
  const at = MENU_ORDER.indexOf(name as RoutedResourceName);
  return at === -1 ? MENU_ORDER.length + Object.keys(RESOURCE_INDEX).indexOf(name) : at;
};

/** Every folder's resource, in menu order. */
export const WEB_RESOURCES: { readonly [Name in RoutedResourceName]?: WebResource<Name> } = Object.fromEntries(
  Object.values(FOLDERS)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((resource) => [resource.name, resource]),
);

export const WEB_RESOURCE_LIST: readonly WebResource[] = Object.values(WEB_RESOURCES);

/** Starts loading the screen of the resource that `pathname` belongs to, if any. */
export function preloadScreensFor(pathname: string) {
  for (const own of WEB_RESOURCE_LIST) {
    const screen = own.screenPaths && screenOfPath(own.screenPaths, pathname);
    if (screen) return preloadScreen(own[screen]);
  }
  const resource = WEB_RESOURCE_LIST.find((r) => pathname === basePath(r) || pathname.startsWith(`${basePath(r)}/`));
  if (!resource) return;
  const rest = pathname.slice(basePath(resource).length + 1);
  const { list, create, edit } = resource;
  const { show } = resource;
  preloadScreen(rest === '' || rest.startsWith('list') ? list : rest.startsWith('create') ? create : rest.startsWith('view/') && show ? show : edit);
}
