import { accounts, accountWarehouses } from './administration/accounts';
import { addressBookAddresses, addressBooks } from './administration/address-books';
import { attributes } from './administration/attributes';
import { catalogCategories } from './administration/catalog-categories';
import { catalogs } from './administration/catalogs';
import { clients } from './administration/clients';
import type { ResourceDescription } from './registry/define';
import { groups, groupUsers } from './administration/groups';
import { hierarchyModels } from './administration/hierarchy-models';
import { kitComponents, kits } from './administration/kits';
import { myAddresses } from './administration/my-addresses';
import { products } from './administration/products';
import { roles } from './administration/roles';
import { shippingMethods } from './administration/shipping-methods';
import { suppliers } from './administration/suppliers';
import { supplierOrders } from './operations/supplier-orders';
import { workOrders } from './operations/work-orders';
import { inboundOrders } from './operations/inbound-orders';
import { outboundOrders } from './operations/outbound-orders';
import { boxStocks } from './operations/box-stocks';
import { stockRegularizations } from './operations/stock-regularizations';
import { boxImages } from './operations/box-images';
import { customReports } from './reports/custom-reports';
import { users } from './administration/users';
import { events } from './planning/events';
import { quotas } from './planning/quotas';
import { budgetQuotas } from './planning/budget-quotas';
import { boxes, boxPictures, boxUsers } from './administration/boxes';
import { providers } from './administration/providers';
import { providerSiteContacts, providerSites } from './administration/provider-sites';

export * from './registry/define';
export {
  accounts,
  addressBookAddresses,
  addressBooks,
  accountWarehouses,
  attributes,
  boxes,
  boxImages,
  boxPictures,
  boxStocks,
  boxUsers,
  budgetQuotas,
  catalogCategories,
  catalogs,
  clients,
  events,
  groups,
  groupUsers,
  hierarchyModels,
  inboundOrders,
  kitComponents,
  kits,
  myAddresses,
  outboundOrders,
  products,
  quotas,
  providers,
  providerSiteContacts,
  providerSites,
  roles,
  shippingMethods,
  stockRegularizations,
  supplierOrders,
  suppliers,
  users,
  workOrders,
};

/**
 * The registry: every described resource under its name, the single list of resource names.
 * The server's bindings and the portal's screens are keyed by these names and type-checked
 * against them, so a description without its binding (or, when it has a route, its screens)
 * fails to compile. Adding a resource starts with one line here.
 */
export const RESOURCE_DESCRIPTIONS = {
  clients,
  accounts,
  accountWarehouses,
  users,
  roles,
  groups,
  groupUsers,
  myAddresses,
  addressBooks,
  addressBookAddresses,
  shippingMethods,
  catalogs,
  catalogCategories,
  products,
  attributes,
  kits,
  kitComponents,
  hierarchyModels,
  quotas,
  budgetQuotas,
  events,
  providers,
  providerSites,
  providerSiteContacts,
  boxes,
  boxUsers,
  boxPictures,
  suppliers,
  supplierOrders,
  workOrders,
  inboundOrders,
  outboundOrders,
  boxStocks,
  stockRegularizations,
  boxImages,
  customReports,
} as const satisfies { [Name in string]: ResourceDescription & { name: Name } };

export type ResourceName = keyof typeof RESOURCE_DESCRIPTIONS;

/** The resources that have screens: their description gives a route. */
export type RoutedResourceName = { [Name in ResourceName]: (typeof RESOURCE_DESCRIPTIONS)[Name]['route'] extends string ? Name : never }[ResourceName];

export const RESOURCES: readonly ResourceDescription[] = Object.values(RESOURCE_DESCRIPTIONS);

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCE_DESCRIPTIONS, name);

/** Finds a description by its name ("clients"). */
export function findResource(name: string): ResourceDescription {
  if (!isResourceName(name)) throw new Error(`Unknown resource "${name}". Known: ${Object.keys(RESOURCE_DESCRIPTIONS).join(', ')}`);
  return RESOURCE_DESCRIPTIONS[name];
}
