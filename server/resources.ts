import type { ResourceName } from '../shared/resources';
import { accountsBinding, accountWarehousesBinding } from './administration/accounts';
import { addressBookAddressesBinding, addressBooksBinding } from './administration/address-books';
import { attributesBinding } from './administration/attributes';
import type { ResourceBinding } from './registry/binding';
import { catalogCategoriesBinding } from './administration/catalog-categories';
import { catalogsBinding } from './administration/catalogs';
import { clientsBinding } from './administration/clients';
import { groupsBinding, groupUsersBinding } from './administration/groups';
import { hierarchyModelsBinding } from './administration/hierarchy-models';
import { kitComponentsBinding, kitsBinding } from './administration/kits';
import { myAddressesBinding } from './administration/my-addresses';
import { productsBinding } from './administration/products';
import { rolesBinding } from './administration/roles';
import { shippingMethodsBinding } from './administration/shipping-methods';
import { usersBinding } from './administration/users';
import { eventsBinding } from './planning/events';
import { quotasBinding } from './planning/quotas';
import { budgetQuotasBinding } from './planning/budget-quotas';
import { boxesBinding, boxPicturesBinding, boxUsersBinding } from './administration/boxes';
import { providerSiteContactsBinding, providersBinding, providerSitesBinding } from './administration/providers';
import { suppliersBinding } from './administration/suppliers';
import { supplierOrdersBinding } from './operations/supplier-orders';
import { workOrdersBinding } from './operations/work-orders';
import { inboundOrdersBinding } from './operations/inbound-orders';
import { outboundOrdersBinding } from './operations/outbound-orders';
import { boxStocksBinding } from './operations/box-stocks';
import { stockRegularizationsBinding } from './operations/stock-regularizations';
import { boxImagesBinding } from './operations/box-images';
import { customReportsBinding } from './reports/custom-reports';
import { catalogsAudience, productAudience } from './ordering/catalog-routes';

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
  // The orderer reads catalogs and a product at the administration's paths (the spec's calls).
  catalogs: { ...catalogsBinding, audience: catalogsAudience },
  catalogCategories: catalogCategoriesBinding,
  products: { ...productsBinding, audience: productAudience },
  attributes: attributesBinding,
  kits: kitsBinding,
  kitComponents: kitComponentsBinding,
  hierarchyModels: hierarchyModelsBinding,
  quotas: quotasBinding,
  budgetQuotas: budgetQuotasBinding,
  events: eventsBinding,
  providers: providersBinding,
  providerSites: providerSitesBinding,
  providerSiteContacts: providerSiteContactsBinding,
  boxes: boxesBinding,
  boxUsers: boxUsersBinding,
  boxPictures: boxPicturesBinding,
  suppliers: suppliersBinding,
  supplierOrders: supplierOrdersBinding,
  workOrders: workOrdersBinding,
  inboundOrders: inboundOrdersBinding,
  outboundOrders: outboundOrdersBinding,
  boxStocks: boxStocksBinding,
  stockRegularizations: stockRegularizationsBinding,
  boxImages: boxImagesBinding,
  customReports: customReportsBinding,
} satisfies Record<ResourceName, ResourceBinding>;

export const BINDINGS: readonly ResourceBinding[] = Object.values(BINDINGS_BY_NAME);
