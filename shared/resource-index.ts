/**
 * The registry: every resource of the API, one line each, under the name react-admin, the data
 * provider, the CLI and the locales know it by. A line gives what the portal needs before a
 * resource's screen opens (its permission subject, its ownership, its route, whether its paths
 * need the session's account) and how to load its description (`load`). Adding a resource is one
 * line here; everything else is found from it:
 * - the descriptions (shared/resources.ts loads every line's at start, for the server and the CLI);
 * - the server's storage: the `<name>Binding` a module of a server domain folder exports
 *   (server/resources.ts; the server does not start while a line has none);
 * - the portal's screens: the `defineWebResource({ name })` a web domain folder's `<folder>/index.ts`
 *   exports by default (web/resources.ts), for a line with a route.
 *
 * The portal's first download holds this file, not the descriptions (their zod schemas and
 * rules): a description loads with its screen, or with the first call of the data provider that
 * names it, so the first download does not grow with the resources. So the line repeats a few
 * fields of the description: `tsc` fails while `load` gives a description of another name, or
 * `route`/`idField` differ from the description's, and tests/unit/shared/resource-index.test.ts
 * while any other field does (its message gives the line).
 */
import type { Ownership, ResourceDescription } from './registry/define';
import type { Subject } from './permissions';

export interface ResourceHead {
  subject: Subject;
  ownership: Ownership;
  idField: string;
  route: string | null;
  /** Its list path names `{idClientAccount}`: its screens need an account in the session. */
  perAccount?: true;
  load(): Promise<ResourceDescription>;
}

export const RESOURCE_INDEX = {
  clients: {
    subject: 'AdminClients',
    ownership: 'client',
    idField: 'idClient',
    route: 'admin/client',
    load: () => import('./administration/clients').then((m) => m.clients),
  },
  accounts: {
    subject: 'AdminAccounts',
    ownership: 'account',
    idField: 'idClientAccount',
    route: 'admin/account',
    load: () => import('./administration/accounts').then((m) => m.accounts),
  },
  accountWarehouses: {
    subject: 'AdminAccounts',
    ownership: 'account',
    idField: 'idWarehouse',
    route: null,
    perAccount: true,
    load: () => import('./administration/accounts').then((m) => m.accountWarehouses),
  },
  users: {
    subject: 'AdminUsers',
    ownership: 'client',
    idField: 'idUser',
    route: 'admin/user',
    load: () => import('./administration/users').then((m) => m.users),
  },
  roles: {
    subject: 'AdminRoles',
    ownership: 'client',
    idField: 'idRole',
    route: 'admin/role',
    load: () => import('./administration/roles').then((m) => m.roles),
  },
  groups: {
    subject: 'AdminGroups',
    ownership: 'account',
    idField: 'idClientAccountGroup',
    route: 'admin/groups',
    perAccount: true,
    load: () => import('./administration/groups').then((m) => m.groups),
  },
  groupUsers: {
    subject: 'AdminGroups',
    ownership: 'account',
    idField: 'idClientAccountGroupUser',
    route: null,
    perAccount: true,
    load: () => import('./administration/groups').then((m) => m.groupUsers),
  },
  myAddresses: {
    subject: 'CoreGeneralUserAccountMyAddress',
    ownership: 'user',
    idField: 'idAddressBookAddress',
    route: 'user/address',
    load: () => import('./administration/my-addresses').then((m) => m.myAddresses),
  },
  addressBooks: {
    subject: 'AdminAddressBook',
    ownership: 'account',
    idField: 'idAddressBook',
    route: 'admin/address-book',
    perAccount: true,
    load: () => import('./administration/address-books').then((m) => m.addressBooks),
  },
  addressBookAddresses: {
    subject: 'AdminAddressBook',
    ownership: 'account',
    idField: 'idAddressBookAddress',
    route: null,
    perAccount: true,
    load: () => import('./administration/address-books').then((m) => m.addressBookAddresses),
  },
  shippingMethods: {
    subject: 'AdminShippingMethods',
    ownership: 'account',
    idField: 'idShippingMethod',
    route: 'admin/shipping-method',
    perAccount: true,
    load: () => import('./administration/shipping-methods').then((m) => m.shippingMethods),
  },
  catalogs: {
    subject: 'AdminCatalogs',
    ownership: 'account',
    idField: 'idCatalog',
    route: 'admin/catalog',
    perAccount: true,
    load: () => import('./administration/catalogs').then((m) => m.catalogs),
  },
  catalogCategories: {
    subject: 'AdminCatalogs',
    ownership: 'account',
    idField: 'idCatalogCategory',
    route: null,
    perAccount: true,
    load: () => import('./administration/catalog-categories').then((m) => m.catalogCategories),
  },
  products: {
    subject: 'AdminProducts',
    ownership: 'account',
    idField: 'idProduct',
    route: 'admin/products',
    perAccount: true,
    load: () => import('./administration/products').then((m) => m.products),
  },
  attributes: {
    subject: 'AdminAttributes',
    ownership: 'account',
    idField: 'idAttribute',
    route: 'admin/product/attributes',
    perAccount: true,
    load: () => import('./administration/attributes').then((m) => m.attributes),
  },
  kits: {
    subject: 'AdminKits',
    ownership: 'account',
    idField: 'idKit',
    route: 'admin/kit',
    perAccount: true,
    load: () => import('./administration/kits').then((m) => m.kits),
  },
  kitComponents: {
    subject: 'AdminKits',
    ownership: 'account',
    idField: 'idKitComponent',
    route: null,
    load: () => import('./administration/kits').then((m) => m.kitComponents),
  },
  hierarchyModels: {
    subject: 'AdminHierarchy',
    ownership: 'account',
    idField: 'idHierarchyModel',
    route: 'admin/hierarchy',
    perAccount: true,
    load: () => import('./administration/hierarchy-models').then((m) => m.hierarchyModels),
  },
  quotas: {
    subject: 'AdminQuotas',
    ownership: 'account',
    idField: 'idQuota',
    route: 'admin/quota',
    perAccount: true,
    load: () => import('./planning/quotas').then((m) => m.quotas),
  },
  budgetQuotas: {
    subject: 'AdminBudgetQuotas',
    ownership: 'account',
    idField: 'idQuota',
    route: 'admin/budget-quota',
    perAccount: true,
    load: () => import('./planning/budget-quotas').then((m) => m.budgetQuotas),
  },
  events: {
    subject: 'EventsEvents',
    ownership: 'account',
    idField: 'idEvent',
    route: 'event',
    perAccount: true,
    load: () => import('./planning/events').then((m) => m.events),
  },
  providers: {
    subject: 'AdminProviders',
    ownership: 'global',
    idField: 'idProvider',
    route: 'admin/provider',
    load: () => import('./administration/providers').then((m) => m.providers),
  },
  providerSites: {
    subject: 'AdminProviderSites',
    ownership: 'global',
    idField: 'idProviderSite',
    route: 'admin/provider-sites',
    load: () => import('./administration/provider-sites').then((m) => m.providerSites),
  },
  providerSiteContacts: {
    subject: 'AdminProviderSites',
    ownership: 'global',
    idField: 'idProviderSiteContact',
    route: null,
    load: () => import('./administration/provider-sites').then((m) => m.providerSiteContacts),
  },
  boxes: {
    subject: 'AdminBoxAdministration',
    ownership: 'account',
    idField: 'idBox',
    route: 'admin/box-administration',
    load: () => import('./administration/boxes').then((m) => m.boxes),
  },
  boxUsers: {
    subject: 'AdminBoxAdministration',
    ownership: 'account',
    idField: 'idUser',
    route: null,
    load: () => import('./administration/boxes').then((m) => m.boxUsers),
  },
  boxPictures: {
    subject: 'AdminBoxAdministration',
    ownership: 'account',
    idField: 'idBoxPicture',
    route: null,
    load: () => import('./administration/boxes').then((m) => m.boxPictures),
  },
  suppliers: {
    subject: 'AdminSuppliers',
    ownership: 'account',
    idField: 'idClientAccountSupplier',
    route: 'admin/supplier',
    perAccount: true,
    load: () => import('./administration/suppliers').then((m) => m.suppliers),
  },
  supplierOrders: {
    subject: 'CoreOrdersSupplierOrders',
    ownership: 'account',
    idField: 'idSupplierOrder',
    route: 'supplier-orders',
    load: () => import('./operations/supplier-orders').then((m) => m.supplierOrders),
  },
  workOrders: {
    subject: 'CoreOrdersWorkOrders',
    ownership: 'account',
    idField: 'idWorkOrder',
    route: 'work-orders',
    load: () => import('./operations/work-orders').then((m) => m.workOrders),
  },
  inboundOrders: {
    subject: 'BoxOrdersInboundOrders',
    ownership: 'account',
    idField: 'idInboundOrder',
    route: 'orders/inbound',
    load: () => import('./operations/inbound-orders').then((m) => m.inboundOrders),
  },
  outboundOrders: {
    subject: 'BoxOrdersOutboundOrders',
    ownership: 'account',
    idField: 'idOutboundOrder',
    route: 'orders/outbound',
    load: () => import('./operations/outbound-orders').then((m) => m.outboundOrders),
  },
  boxStocks: {
    subject: 'BoxManagementBoxInventory',
    ownership: 'account',
    idField: 'idProduct',
    route: 'box-management/box-inventory',
    load: () => import('./operations/box-stocks').then((m) => m.boxStocks),
  },
  stockRegularizations: {
    subject: 'BoxManagementStockRegulation',
    ownership: 'account',
    idField: 'idStockRegularizationDocument',
    route: 'box-management/stock-regulation',
    load: () => import('./operations/stock-regularizations').then((m) => m.stockRegularizations),
  },
  boxImages: {
    subject: 'BoxManagementBoxImage',
    ownership: 'account',
    idField: 'idBoxPicture',
    route: 'box-management/box-image',
    load: () => import('./operations/box-images').then((m) => m.boxImages),
  },
  customReports: {
    subject: 'AdminCustomReports',
    ownership: 'account',
    idField: 'idCustomReport',
    route: 'admin/custom-reports',
    perAccount: true,
    load: () => import('./reports/custom-reports').then((m) => m.customReports),
  },
} as const;

// Each line is a head (not `satisfies`, whose contextual type would widen what `load` gives).
const HEADS: { readonly [name: string]: ResourceHead } = RESOURCE_INDEX;

type Index = typeof RESOURCE_INDEX;

export type ResourceName = keyof Index;

/** The description a line loads, with its own types. */
export type DescriptionOf<Name extends ResourceName> = Awaited<ReturnType<Index[Name]['load']>>;

/** The resources that have screens: their line gives a route. */
export type RoutedResourceName = { [Name in ResourceName]: Index[Name]['route'] extends string ? Name : never }[ResourceName];

/** The lines whose description has another name, or another route or id field, than the line says. */
type Disagreeing = {
  [Name in ResourceName]: DescriptionOf<Name> extends { name: Name; idField: Index[Name]['idField']; route: Index[Name]['route'] } ? never : Name;
}[ResourceName];
// Fails to compile, naming the lines, while any line disagrees with its description.
export const INDEX_AGREES: [Disagreeing] extends [never] ? true : { disagreeing: Disagreeing } = true;

export const isIndexedResource = (name: string): name is ResourceName => Object.hasOwn(RESOURCE_INDEX, name);

/** A resource's head by name ("clients"), or an error naming the known ones. */
export function resourceHead(name: string): ResourceHead {
  if (!isIndexedResource(name)) throw new Error(`Unknown resource "${name}". Known: ${Object.keys(RESOURCE_INDEX).join(', ')}`);
  return HEADS[name];
}

const loaded = new Map<string, ResourceDescription>();

/** A resource's description, loaded on first use (its module's chunk) and kept. */
export async function loadResource(name: string): Promise<ResourceDescription> {
  const known = loaded.get(name);
  if (known) return known;
  const description: ResourceDescription = await resourceHead(name).load();
  loaded.set(name, description);
  return description;
}
