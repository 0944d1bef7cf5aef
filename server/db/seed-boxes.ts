/**
 * Demo boxes: one provider with two sites and their contacts; three boxes of Maison Lumière's
 * Boutiques France account (the box warehouse it already had, and two new ones) and Northwind's
 * box, with their users and a picture. Julie Bernard (who orders for two accounts) works in the
 * Marseille box; her accounts' stock warehouses stay hers to order from. The two new boxes get
 * their users, pictures and stock in seed-box-contents.ts.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from './index';
import * as t from './schema';
import { demoAccounts } from './demo-accounts';
import { drawProductImage } from './demo-product-image';
import { DEMO_USERS } from './demo-users';

const SITES = [
  { siteName: 'Marseille Port', address1: '8 quai du Port', zipCode: '13002', city: 'Marseille', countryISO2: 'FR' },
  { siteName: 'Lille Métropole', address1: '41 rue Nationale', zipCode: '59000', city: 'Lille', countryISO2: 'FR' },
] as const;

export async function seedBoxesDemo(tx: Tx) {
  const { provider, marseille, lille } = await seedBoxProvider(tx);
  const { boxes, mls, nwo } = await seedBoxes(tx, provider, marseille, lille);
  const boxNamed = (name: string) => boxes.find((b) => b.boxName === name)!;
  await seedBoxUsers(tx, boxNamed, mls, nwo);

  const content = drawProductImage('#8c1c3a', 'square', 'BX');
  const [image] = await tx
    .insert(t.images)
    .values({ imageName: 'Façade du box', imageFileName: 'box-marseille-12.png', fileType: 'image/png', size: content.length, content })
    .returning({ idImage: t.images.idImage });
  await tx.insert(t.boxPictures).values({ idBox: boxNamed('Box Marseille 12').idBox, idImage: image.idImage, displayPosition: 1, defaultImage: true });
}

/** The provider, its two sites and their contacts. */
async function seedBoxProvider(tx: Tx) {
  const [provider] = await tx
    .insert(t.providers)
    .values({ providerCode: 'SBS', providerName: 'Stock & Box Services', comment: 'Self-storage boxes in the port and city centres.' })
    .returning();
  const [marseille, lille] = await tx
    .insert(t.providerSites)
    .values(SITES.map((site) => ({ ...site, idProvider: provider.idProvider })))
    .returning();
  await tx.insert(t.providerSiteContacts).values([
    {
      idProvider: provider.idProvider,
      idProviderSite: marseille.idProviderSite,
      firstname: 'Camille',
      lastname: 'Roux',
      title: 'Responsable de site',
      phone: '+33 4 91 55 20 10',
      email: 'camille.roux@stockbox.example',
    },
    {
      idProvider: provider.idProvider,
      idProviderSite: marseille.idProviderSite,
      firstname: 'Karim',
      lastname: 'Benali',
      title: 'Agent d’accueil',
      phone: '+33 4 91 55 20 11',
      email: 'karim.benali@stockbox.example',
    },
    {
      idProvider: provider.idProvider,
      idProviderSite: lille.idProviderSite,
      firstname: 'Sophie',
      lastname: 'Lefebvre',
      title: 'Site manager',
      phone: '+33 3 20 12 34 56',
      email: 'sophie.lefebvre@stockbox.example',
    },
  ]);
  return { provider, marseille, lille };
}

type Provider = typeof t.providers.$inferSelect;
type Site = typeof t.providerSites.$inferSelect;

/** The four boxes: Boutiques France's box warehouse and two new ones, and Northwind's. */
async function seedBoxes(tx: Tx, provider: Provider, marseille: Site, lille: Site) {
  const accounts = await demoAccounts(tx, ['MLS', 'NWO']);
  const mls = accounts.find((a) => a.accountCode === 'MLS')!;
  const nwo = accounts.find((a) => a.accountCode === 'NWO')!;
  const existing = await tx
    .select()
    .from(t.warehouses)
    .where(inArray(t.warehouses.warehouseName, ['Box Marseille 12', 'Box Lille 3']));
  const warehouseOf = (name: string) => existing.find((w) => w.warehouseName === name)!.idWarehouse;
  // The two new boxes' warehouses, at their site's address, used by Boutiques France.
  const added = await tx
    .insert(t.warehouses)
    .values([
      {
        warehouseName: 'Box Marseille 14',
        warehouseType: 'BOX',
        address1: marseille.address1,
        zipCode: marseille.zipCode,
        city: marseille.city,
        country: 'FR',
      },
      { warehouseName: 'Box Lille 5', warehouseType: 'BOX', address1: lille.address1, zipCode: lille.zipCode, city: lille.city, country: 'FR' },
    ])
    .returning();
  await tx.insert(t.clientAccountWarehouses).values([
    { idClientAccount: mls.idClientAccount, idWarehouse: added[0].idWarehouse, accountWMS: 'MLS-BM14' },
    { idClientAccount: mls.idClientAccount, idWarehouse: added[1].idWarehouse, accountWMS: 'MLS-BL5' },
  ]);
  const site = (s: typeof marseille) => ({ idProviderSite: s.idProviderSite, idProvider: provider.idProvider });
  const boxes = await tx
    .insert(t.boxes)
    .values([
      {
        idBox: warehouseOf('Box Marseille 12'),
        idClientAccount: mls.idClientAccount,
        boxNumber: 'M12',
        boxName: 'Box Marseille 12',
        boxTypeCode: 'STANDARD',
        ...site(marseille),
        comment: 'Réserve des boutiques du Sud.',
      },
      {
        idBox: added[0].idWarehouse,
        idClientAccount: mls.idClientAccount,
        boxNumber: 'M14',
        boxName: 'Box Marseille 14',
        boxTypeCode: 'CLIMATE',
        ...site(marseille),
      },
      {
        idBox: added[1].idWarehouse,
        idClientAccount: mls.idClientAccount,
        boxNumber: 'L05',
        boxName: 'Box Lille 5',
        boxTypeCode: 'SECURE',
        boxStatusCode: 'PREPARING',
        ...site(lille),
      },
      {
        idBox: warehouseOf('Box Lille 3'),
        idClientAccount: nwo.idClientAccount,
        boxNumber: 'L03',
        boxName: 'Box Lille 3',
        boxTypeCode: 'STANDARD',
        ...site(lille),
      },
    ])
    .returning();
  return { boxes, mls, nwo };
}

type Account = Awaited<ReturnType<typeof demoAccounts>>[number];

/** Who works in which box, and since when. */
async function seedBoxUsers(tx: Tx, boxNamed: (name: string) => typeof t.boxes.$inferSelect, mls: Account, nwo: Account) {
  const people = await tx
    .select({ idUser: t.users.idUser, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, [DEMO_USERS.clientAdmin, DEMO_USERS.multiAccount, DEMO_USERS.orderer]));
  const userOf = (email: string) => people.find((p) => p.email === email)!.idUser;
  await tx.insert(t.boxUsers).values([
    {
      idBox: boxNamed('Box Marseille 12').idBox,
      idClientAccount: mls.idClientAccount,
      idUser: userOf(DEMO_USERS.multiAccount),
      activityBeginDate: '2026-01-05',
    },
    {
      idBox: boxNamed('Box Marseille 12').idBox,
      idClientAccount: mls.idClientAccount,
      idUser: userOf(DEMO_USERS.clientAdmin),
      activityBeginDate: '2026-01-05',
      activityEndDate: '2026-12-31',
    },
    {
      idBox: boxNamed('Box Marseille 14').idBox,
      idClientAccount: mls.idClientAccount,
      idUser: userOf(DEMO_USERS.clientAdmin),
      activityBeginDate: '2026-03-02',
    },
    { idBox: boxNamed('Box Lille 3').idBox, idClientAccount: nwo.idClientAccount, idUser: userOf(DEMO_USERS.orderer), activityBeginDate: '2026-02-02' },
  ]);
}
