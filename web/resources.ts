/**
 * The portal's resources, by name: every described resource with a route has its folder's
 * object here (a missing one fails to compile). App renders their routes, the sidebar lists
 * their menu entries, and start-up preloads the screen of the address being opened.
 */
import type { RoutedResourceName } from '../shared/resources';
import accounts from './administration/accounts';
import addressBooks from './administration/address-books';
import attributes from './administration/attributes';
import catalogs from './administration/catalogs';
import clients from './administration/clients';
import boxes from './administration/boxes';
import type { WebResource } from './components/portal-resource';
import { basePath, screenOfPath } from './components/portal-resource';
import { preloadScreen } from './components/lazy-screen';
import groups from './administration/groups';
import hierarchyModels from './administration/hierarchy-models';
import kits from './administration/kits';
import myAddresses from './administration/my-addresses';
import products from './administration/products';
import roles from './administration/roles';
import shippingMethods from './administration/shipping-methods';
import users from './administration/users';
import events from './planning/events';
import quotas from './planning/quotas';
import budgetQuotas from './planning/budget-quotas';
import providers from './administration/providers';
import providerSites from './administration/provider-sites';
import suppliers from './administration/suppliers';
import supplierOrders from './operations/supplier-orders';
import workOrders from './operations/work-orders';
import inboundOrders from './operations/inbound-orders';
import outboundOrders from './operations/outbound-orders';
import boxStocks from './operations/box-inventory';
import stockRegularizations from './operations/stock-regulation';
import boxImages from './operations/box-images';
import customReports from './reports/custom-reports';

/** In menu order. */
export const WEB_RESOURCES = {
  // Operations first: goods in and out of the warehouse, beside the orders.
  supplierOrders,
  workOrders,
  // A box user's screens (shown only in a BOX warehouse).
  inboundOrders,
  outboundOrders,
  boxStocks,
  stockRegularizations,
  boxImages,
  clients,
  accounts,
  roles,
  users,
  groups,
  shippingMethods,
  suppliers,
  addressBooks,
  catalogs,
  products,
  attributes,
  kits,
  hierarchyModels,
  customReports,
  quotas,
  budgetQuotas,
  events,
  boxes,
  providerSites,
  providers,
  myAddresses,
} satisfies {
  [Name in RoutedResourceName]: WebResource<Name>;
};

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
