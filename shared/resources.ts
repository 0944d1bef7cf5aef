import { accounts, accountWarehouses } from './administration/accounts';
import { addressBookAddresses, addressBooks } from './administration/address-books';
import { attributes } from './administration/attributes';
import { catalogCategories } from './administration/catalog-categories';
import { catalogs } from './administration/catalogs';
import { clients } from './administration/clients';
import type { ResourceDescription } from './registry/define';
import { RESOURCE_INDEX, type DescriptionOf, type ResourceName } from './resource-index';
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
import { users } from './administration/users';
import { events } from './planning/events';
import { quotas } from './planning/quotas';
import { budgetQuotas } from './planning/budget-quotas';
import { boxes, boxPictures, boxUsers } from './administration/boxes';
import { providers } from './administration/providers';
import { providerSiteContacts, providerSites } from './administration/provider-sites';

export * from './registry/define';
// Descriptions by name, for the callers that import one from here; a new resource needs no line
// here (the registry is RESOURCE_INDEX): import its description from its own module.
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
 * Every described resource under its name, loaded at start from the registry's lines
 * (RESOURCE_INDEX, shared/resource-index.ts), for the server and the CLI, which use them all. The
 * portal never imports this module: it loads a description through the index, with its screen.
 */
export const RESOURCE_DESCRIPTIONS = Object.fromEntries(
  await Promise.all(
    Object.entries(RESOURCE_INDEX).map(async ([name, head]) => {
      const description = await head.load();
      if (description.name !== name) throw new Error(`The registry's line "${name}" loads the description "${description.name}".`);
      return [name, description] as const;
    }),
  ),
) as { readonly [Name in ResourceName]: DescriptionOf<Name> };

export type { ResourceName, RoutedResourceName } from './resource-index';

export const RESOURCES: readonly ResourceDescription[] = Object.values(RESOURCE_DESCRIPTIONS);

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCE_DESCRIPTIONS, name);

/** Finds a description by its name ("clients"). */
export function findResource(name: string): ResourceDescription {
  if (!isResourceName(name)) throw new Error(`Unknown resource "${name}". Known: ${Object.keys(RESOURCE_DESCRIPTIONS).join(', ')}`);
  return RESOURCE_DESCRIPTIONS[name];
}
