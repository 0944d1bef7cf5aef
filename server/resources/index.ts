import type { ResourceName } from '../../shared/resources';
import { accountsBinding, accountWarehousesBinding } from './accounts';
import { addressBookAddressesBinding, addressBooksBinding } from './address-books';
import { attributesBinding } from './attributes';
import { boxesBinding, boxPicturesBinding, boxUsersBinding } from './boxes';
import type { ResourceBinding } from './binding';
import { catalogCategoriesBinding } from './catalog-categories';
import { catalogsBinding } from './catalogs';
import { clientsBinding } from './clients';
import { groupsBinding, groupUsersBinding } from './groups';
import { kitComponentsBinding, kitsBinding } from './kits';
import { myAddressesBinding } from './my-addresses';
import { productsBinding } from './products';
import { providerSiteContactsBinding, providersBinding, providerSitesBinding } from './providers';
import { rolesBinding } from './roles';
import { shippingMethodsBinding } from './shipping-methods';
import { usersBinding } from './users';

/**
 * Storage of every described resource, by the description's name: a description without its
 * binding fails to compile here. The server registers generic routes for each.
 */
export const BINDINGS_BY_NAME = {
  clients: clientsBinding,
  accounts: accountsBinding,
  accountWarehouses: accountWarehousesBinding,
  users: usersBinding,
  roles: rolesBinding,
  groups: groupsBinding,
  groupUsers: groupUsersBinding,
  myAddresses: myAddressesBinding,
  addressBooks: addressBooksBinding,
  addressBookAddresses: addressBookAddressesBinding,
  shippingMethods: shippingMethodsBinding,
  catalogs: catalogsBinding,
  catalogCategories: catalogCategoriesBinding,
  products: productsBinding,
  attributes: attributesBinding,
  kits: kitsBinding,
  kitComponents: kitComponentsBinding,
  providers: providersBinding,
  providerSites: providerSitesBinding,
  providerSiteContacts: providerSiteContactsBinding,
  boxes: boxesBinding,
  boxUsers: boxUsersBinding,
  boxPictures: boxPicturesBinding,
} satisfies Record<ResourceName, ResourceBinding>;

export const BINDINGS: readonly ResourceBinding[] = Object.values(BINDINGS_BY_NAME);
