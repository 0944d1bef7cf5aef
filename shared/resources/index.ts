import { accounts, accountWarehouses } from './accounts';
import { addressBookAddresses, addressBooks } from './address-books';
import { attributes } from './attributes';
import { boxes, boxPictures, boxUsers } from './boxes';
import { catalogCategories } from './catalog-categories';
import { catalogs } from './catalogs';
import { clients } from './clients';
import type { ResourceDescription } from './define';
import { groups, groupUsers } from './groups';
import { kitComponents, kits } from './kits';
import { myAddresses } from './my-addresses';
import { products } from './products';
import { providers } from './providers';
import { providerSiteContacts, providerSites } from './provider-sites';
import { roles } from './roles';
import { shippingMethods } from './shipping-methods';
import { users } from './users';

export * from './define';
export {
  accounts,
  addressBookAddresses,
  addressBooks,
  accountWarehouses,
  attributes,
  boxes,
  boxPictures,
  boxUsers,
  catalogCategories,
  catalogs,
  clients,
  groups,
  groupUsers,
  kitComponents,
  kits,
  myAddresses,
  products,
  providers,
  providerSiteContacts,
  providerSites,
  roles,
  shippingMethods,
  users,
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
  providers,
  providerSites,
  providerSiteContacts,
  boxes,
  boxUsers,
  boxPictures,
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
