/**
 * Reference data (countries, languages, preset colours, the portal application) and the demo
 * data set, loaded on first start. Idempotent: a settings row marks a database already seeded.
 */
import { seedAddressBooksDemo } from './seed-address-books';
import { getCountries } from 'libphonenumber-js';
import { eq } from 'drizzle-orm';
import { ACTIONS, ALL_ACCOUNTS, isAllAccountsSubject, SUBJECTS, type Action, type Subject } from '../../shared/permissions';
import { RESOURCES } from '../../shared/resources';
import { hashPassword } from '../auth/passwords';
import type { Db, Tx } from './index';
import * as t from './schema';
import { drawLogo } from './demo-logo';
import { seedAdministrationDemo } from './seed-administration';
import { seedCatalogDemo } from './seed-catalog';
import { seedOrdersDemo } from './seed-orders';
import { seedOperationsDemo } from './seed-operations';
import { seedPlanningBudgetDemo, seedPlanningDemo } from './seed-planning';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedBoxesDemo } from './seed-boxes';
import { seedBoxDocumentsDemo } from './seed-box-documents';
import { seedBoxContentsDemo } from './seed-box-contents';
import { STOCK_REGULARIZATION_REASONS } from '../../shared/operations/stock-regularizations';
import { seedApplicationsDemo } from './seed-applications';
import { BOX_STATUS_CODES, BOX_TYPE_CODES, PROVIDER_SITE_STATUS_CODES } from '../../shared/rules/boxes';
import { fullName } from '../../shared/rules/display';

export { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

export const PRESET_COLORS: { presetColor: string; hex: string }[] = [
  { presetColor: 'slate-gray', hex: '#708090' },
  { presetColor: 'navy', hex: '#1f3a68' },
  { presetColor: 'teal', hex: '#00796b' },
  { presetColor: 'forest', hex: '#2e7d32' },
  { presetColor: 'burgundy', hex: '#8c1c3a' },
  { presetColor: 'amber', hex: '#b26a00' },
  { presetColor: 'plum', hex: '#6a1b9a' },
  { presetColor: 'charcoal', hex: '#37474f' },
];

async function seedReferenceData(tx: Tx) {
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const fr = new Intl.DisplayNames(['fr'], { type: 'region' });
  await tx
    .insert(t.countries)
    .values(getCountries().map((code) => ({ isO2: code, countryNameEN: en.of(code) ?? code, countryNameFR: fr.of(code) ?? code })))
    .onConflictDoNothing();
  await tx
    .insert(t.cultureLanguages)
    .values([
      { cultureLanguageCode: 'en', name: 'English', displayPosition: 1 },
      { cultureLanguageCode: 'fr', name: 'Français', displayPosition: 2 },
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.presetColors)
    .values(PRESET_COLORS.map((c, i) => ({ ...c, displayPosition: i + 1 })))
    .onConflictDoNothing();
  // The box lookups the API serves (GET /box/boxtypes, /box/boxstatustypes, /providersites/statustypes).
  await tx
    .insert(t.boxTypes)
    .values(BOX_TYPE_CODES.map((boxTypeCode, i) => ({ boxTypeCode, displayOrder: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(t.boxStatusTypes)
    .values(BOX_STATUS_CODES.map((boxStatusCode, i) => ({ boxStatusCode, displayOrder: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(t.providerSiteStatusTypes)
    .values(PROVIDER_SITE_STATUS_CODES.map((statusCode, i) => ({ statusCode, displayOrder: i + 1 })))
    .onConflictDoNothing();
  // GET /box/stockregularizationreasons: the active ones by display order (a retired one stays for old documents).
  await tx
    .insert(t.stockRegularizationReasons)
    .values(STOCK_REGULARIZATION_REASONS.map((reason, i) => ({ ...reason, displayOrder: i + 1 })))
    .onConflictDoNothing();
}

const grant = (subjects: readonly Subject[], actions: readonly Action[] = ACTIONS) =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));

const ORDERING: Subject[] = [
  'CoreGeneralDashboard',
  'CoreGeneralSupport',
  'CoreOrders',
  'CoreOrdersDraft',
  'CatalogCatalogProductSearch',
  'CoreGeneralProductCart',
  'CoreGeneralCheckout',
  'CoreGeneralUserAccountUserProfile',
  'CoreGeneralUserAccountMyAddress',
  'BoxOrdersInboundOrders',
  'BoxOrdersOutboundOrders',
  'BoxManagementBoxInventory',
  'BoxManagementStockRegulation',
  'BoxManagementBoxImage',
];
/** Reading reports: stock and orders of warehouses and boxes, custom reports. */
const REPORTS: Subject[] = [
  'ReportsWarehouseStock',
  'ReportsWarehouseOutboundOrders',
  'ReportsBoxStock',
  'ReportsBoxInboundOrders',
  'ReportsBoxOutboundOrders',
  'ReportsCustomReports',
];
/**
 * A client administrator administers every registered resource of the administration (its subject
 * is Admin*) but the logistics partners' (providers and their sites), which only all-accounts
 * administrators manage.
 */
const CLIENT_ADMIN: Subject[] = [...new Set(RESOURCES.map((resource) => resource.subject))].filter(
  (subject) => subject.startsWith('Admin') && !isAllAccountsSubject(subject),
);
/** Goods in: supplier orders and work orders of the account's warehouses (the client administrator runs the warehouse side). */
const OPERATIONS: Subject[] = ['CoreOrdersSupplierOrders', 'CoreOrdersWorkOrders'];

type Client = typeof t.clients.$inferSelect;

async function seedDemo(tx: Tx) {
  const [app] = await tx
    .insert(t.applications)
    .values({ applicationType: 'PORTAL', name: 'Wareport Portal', description: 'Ordering and logistics portal', url: '/' })
    .returning();

  const clients = await seedDemoClients(tx);
  const roles = await seedDemoRoles(tx, clients);
  await seedDemoPeople(tx, app.idApplication, clients, roles);
}

/** The two demo clients with their logos, the warehouses and the clients' accounts using them. */
async function seedDemoClients(tx: Tx) {
  const logo = async (name: string, hex: string, initials: string) => {
    const content = drawLogo(hex, initials);
    const [image] = await tx
      .insert(t.images)
      .values({ imageName: name, imageFileName: `${name.toLowerCase().replace(/\W+/g, '-')}.png`, fileType: 'image/png', size: content.length, content })
      .returning();
    return image.idImage;
  };
  const [lumiere, northwind] = await tx
    .insert(t.clients)
    .values([
      { clientName: 'Maison Lumière', presetColor: 'burgundy', idLogoImage: await logo('Maison Lumière logo', '#8c1c3a', 'ML') },
      { clientName: 'Northwind Outfitters', presetColor: 'teal', idLogoImage: await logo('Northwind logo', '#00796b', 'NW') },
    ])
    .returning();

  const [parisNord, lyon, boxMarseille, boxLille] = await tx
    .insert(t.warehouses)
    .values([
      {
        warehouseName: 'Paris Nord Warehouse',
        warehouseType: 'WAREHOUSE',
        address1: '14 rue des Entrepôts',
        zipCode: '93200',
        city: 'Saint-Denis',
        country: 'FR',
      },
      { warehouseName: 'Lyon Distribution Centre', warehouseType: 'WAREHOUSE', address1: '2 avenue du Rhône', zipCode: '69007', city: 'Lyon', country: 'FR' },
      { warehouseName: 'Box Marseille 12', warehouseType: 'BOX', address1: '8 quai du Port', zipCode: '13002', city: 'Marseille', country: 'FR' },
      { warehouseName: 'Box Lille 3', warehouseType: 'BOX', address1: '41 rue Nationale', zipCode: '59000', city: 'Lille', country: 'FR' },
    ])
    .returning();

  const [stores, ecommerce, outdoor] = await tx
    .insert(t.clientAccounts)
    .values([
      { idClient: lumiere.idClient, accountCode: 'MLS', accountName: 'Boutiques France', cultureLanguageCode: 'fr' },
      { idClient: lumiere.idClient, accountCode: 'MLE', accountName: 'E-commerce', cultureLanguageCode: 'fr' },
      { idClient: northwind.idClient, accountCode: 'NWO', accountName: 'Outdoor Retail', cultureLanguageCode: 'en' },
    ])
    .returning();
  await tx.insert(t.clientAccountWarehouses).values([
    { idClientAccount: stores.idClientAccount, idWarehouse: parisNord.idWarehouse, accountWMS: 'MLS-PN' },
    { idClientAccount: stores.idClientAccount, idWarehouse: boxMarseille.idWarehouse, accountWMS: 'MLS-BM' },
    { idClientAccount: ecommerce.idClientAccount, idWarehouse: lyon.idWarehouse, accountWMS: 'MLE-LY' },
    { idClientAccount: outdoor.idClientAccount, idWarehouse: lyon.idWarehouse, accountWMS: 'NWO-LY' },
    { idClientAccount: outdoor.idClientAccount, idWarehouse: boxLille.idWarehouse, accountWMS: 'NWO-BL' },
  ]);
  return { lumiere, northwind, stores, ecommerce, outdoor };
}

type DemoClients = Awaited<ReturnType<typeof seedDemoClients>>;

/** The system administrator's role, and the clients' administrator and orderer roles with their permissions. */
async function seedDemoRoles(tx: Tx, { lumiere, northwind, stores, ecommerce, outdoor }: DemoClients) {
  const [systemAdmin] = await tx.insert(t.roles).values({ role: 'SystemAdmin', isAdminRole: true }).returning();
  await tx.insert(t.rolePermissions).values(grant(SUBJECTS).map((p) => ({ ...p, idRole: systemAdmin.idRole, idClientAccount: ALL_ACCOUNTS })));
  const [lumiereAdmin, lumiereOrderer, northwindOrderer] = await tx
    .insert(t.roles)
    .values([
      { role: 'Client Administrator', idClient: lumiere.idClient },
      { role: 'Orderer', idClient: lumiere.idClient },
      { role: 'Orderer', idClient: northwind.idClient, idClientAccount: outdoor.idClientAccount },
    ])
    .returning();
  const perAccount = (idRole: string, accounts: string[], subjects: Subject[], actions?: Action[]) =>
    accounts.flatMap((idClientAccount) => grant(subjects, actions).map((p) => ({ ...p, idRole, idClientAccount })));
  await tx
    .insert(t.rolePermissions)
    .values([
      ...perAccount(lumiereAdmin.idRole, [stores.idClientAccount, ecommerce.idClientAccount], [...ORDERING, ...REPORTS, ...OPERATIONS, ...CLIENT_ADMIN]),
      ...perAccount(lumiereOrderer.idRole, [stores.idClientAccount, ecommerce.idClientAccount], ORDERING, ['View', 'Create', 'Edit']),
      ...perAccount(northwindOrderer.idRole, [outdoor.idClientAccount], ORDERING, ['View', 'Create', 'Edit']),
      ...perAccount(lumiereOrderer.idRole, [stores.idClientAccount, ecommerce.idClientAccount], ['ReportsCustomReports'], ['View']),
      ...perAccount(northwindOrderer.idRole, [outdoor.idClientAccount], REPORTS, ['View']),
    ]);
  return { systemAdmin, lumiereAdmin, lumiereOrderer, northwindOrderer };
}

/** The demo users (their sign-in identities take the same names). */
const demoPeople = (lumiere: Client, northwind: Client) => [
  {
    email: DEMO_USERS.systemAdmin,
    firstName: 'Alex',
    lastName: 'Morgan',
    cultureLanguageCode: 'en',
    jobTitle: 'Platform administrator',
    canMasquerade: true,
  },
  {
    email: DEMO_USERS.clientAdmin,
    firstName: 'Claire',
    lastName: 'Martin',
    cultureLanguageCode: 'fr',
    idClient: lumiere.idClient,
    company: 'Maison Lumière',
    jobTitle: 'Responsable logistique',
    phone: '+33 1 42 68 53 00',
  },
  {
    email: DEMO_USERS.orderer,
    firstName: 'Tom',
    lastName: 'Baker',
    cultureLanguageCode: 'en',
    idClient: northwind.idClient,
    company: 'Northwind Outfitters',
    jobTitle: 'Store buyer',
  },
  {
    email: DEMO_USERS.multiAccount,
    firstName: 'Julie',
    lastName: 'Bernard',
    cultureLanguageCode: 'fr',
    idClient: lumiere.idClient,
    company: 'Maison Lumière',
    jobTitle: 'Acheteuse',
  },
];

/** The demo users, their identities, their application, accounts and roles. */
async function seedDemoPeople(
  tx: Tx,
  idApplication: string,
  { lumiere, northwind, stores, ecommerce, outdoor }: DemoClients,
  { systemAdmin, lumiereAdmin, lumiereOrderer, northwindOrderer }: Awaited<ReturnType<typeof seedDemoRoles>>,
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = demoPeople(lumiere, northwind);
  const identities = await tx
    .insert(t.identities)
    .values(people.map((p) => ({ email: p.email, passwordHash, givenName: p.firstName, surname: p.lastName, displayName: fullName(p) })))
    .returning();
  const [admin, claire, tom, julie] = await tx
    .insert(t.users)
    .values(people.map((p, i) => ({ ...p, idIdentity: identities[i].idIdentity })))
    .returning();
  await tx.insert(t.userApplications).values([admin, claire, tom, julie].map((u) => ({ idUser: u.idUser, idApplication })));
  // Roles in an account need the association with it first.
  await tx.insert(t.userAccounts).values([
    { idUser: claire.idUser, idClientAccount: stores.idClientAccount },
    { idUser: claire.idUser, idClientAccount: ecommerce.idClientAccount },
    { idUser: tom.idUser, idClientAccount: outdoor.idClientAccount },
    { idUser: julie.idUser, idClientAccount: stores.idClientAccount },
    { idUser: julie.idUser, idClientAccount: ecommerce.idClientAccount },
  ]);
  await tx.insert(t.userRoles).values([
    { idUser: admin.idUser, idRole: systemAdmin.idRole },
    { idUser: claire.idUser, idRole: lumiereAdmin.idRole, idClientAccount: stores.idClientAccount },
    { idUser: claire.idUser, idRole: lumiereAdmin.idRole, idClientAccount: ecommerce.idClientAccount },
    { idUser: tom.idUser, idRole: northwindOrderer.idRole, idClientAccount: outdoor.idClientAccount },
    { idUser: julie.idUser, idRole: lumiereOrderer.idRole, idClientAccount: stores.idClientAccount },
    { idUser: julie.idUser, idRole: lumiereOrderer.idRole, idClientAccount: ecommerce.idClientAccount },
  ]);
}

export async function seedData(db: Db, options: { demo: boolean }) {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (!options.demo) return;
    // Each part of the demo data has its own marker, so a database seeded before a part existed gets it too.
    for (const [key, seed] of [
      ['demo_seeded', seedDemo],
      ['demo_administration_seeded', seedAdministrationDemo],
      ['demo_catalog_seeded', seedCatalogDemo],
      ['demo_orders_seeded', seedOrdersDemo],
      ['demo_address_books_seeded', seedAddressBooksDemo],
      ['demo_planning_seeded', seedPlanningDemo],
      ['demo_planning_budgets_seeded', seedPlanningBudgetDemo],
      ['demo_boxes_seeded', seedBoxesDemo],
      ['demo_operations_seeded', seedOperationsDemo],
      ['demo_box_documents_seeded', seedBoxDocumentsDemo],
      ['demo_box_contents_seeded', seedBoxContentsDemo],
      ['demo_applications_seeded', seedApplicationsDemo],
    ] as const) {
      const [done] = await tx.select().from(t.settings).where(eq(t.settings.key, key));
      if (done) continue;
      await seed(tx);
      await tx.insert(t.settings).values({ key, value: new Date().toISOString() });
    }
  });
}
