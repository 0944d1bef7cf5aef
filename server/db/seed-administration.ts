/**
 * Demo data of the administration: a group per demo account with its users, features on the
 * accounts, and a few addresses in Tom's and Julie's own address books. It finds the demo
 * records by their codes and e-mails, and skips what is not there.
 */
import { inArray } from 'drizzle-orm';
import type { AccountFeature } from '../../shared/administration/accounts';
import type { Tx } from './index';
import * as t from './schema';
import { demoAccounts } from './demo-accounts';

const GROUPS: Record<string, string> = { MLS: 'Boutique buyers', MLE: 'Web shop team', NWO: 'Store buyers' };
const FEATURES: Record<string, AccountFeature[]> = {
  MLS: ['Boxes', 'CustomReports'],
  MLE: ['Quotas', 'BudgetQuotas'],
  NWO: ['Boxes', 'Events', 'SupplierOrders'],
};

const ADDRESSES: Record<string, Omit<typeof t.addressBookAddresses.$inferInsert, 'idUser'>[]> = {
  'tom.baker@northwind.example': [
    {
      addressName: 'Northwind Lille store',
      addressType: 'DELIVERY',
      companyName: 'Northwind Outfitters',
      firstname: 'Tom',
      lastname: 'Baker',
      address1: '18 rue Faidherbe',
      zipCode: '59000',
      city: 'Lille',
      countryISO2: 'FR',
      phone: '+33320000000',
    },
    {
      addressName: 'Northwind Brussels store',
      addressType: 'DELIVERY',
      companyName: 'Northwind Outfitters',
      address1: 'Rue Neuve 42',
      zipCode: '1000',
      city: 'Bruxelles',
      countryISO2: 'BE',
      reference: 'NW-BRU',
    },
    { addressName: 'Old Ghent store', addressType: 'DELIVERY', address1: 'Veldstraat 7', zipCode: '9000', city: 'Gent', countryISO2: 'BE', enabled: false },
  ],
  'julie.bernard@maison-lumiere.example': [
    {
      addressName: 'Boutique Opéra',
      addressType: 'DELIVERY',
      companyName: 'Maison Lumière',
      firstname: 'Julie',
      lastname: 'Bernard',
      address1: '5 place de l’Opéra',
      zipCode: '75009',
      city: 'Paris',
      countryISO2: 'FR',
      email: 'julie.bernard@maison-lumiere.example',
    },
    {
      addressName: 'Boutique Bellecour',
      addressType: 'DELIVERY',
      companyName: 'Maison Lumière',
      address1: '12 place Bellecour',
      zipCode: '69002',
      city: 'Lyon',
      countryISO2: 'FR',
      deliveryInstruction: 'Back entrance, before 10 am',
    },
  ],
};

export async function seedAdministrationDemo(tx: Tx) {
  const accounts = await demoAccounts(tx, Object.keys(GROUPS));
  const idAccounts = accounts.map((a) => a.idClientAccount);
  const members = idAccounts.length ? await tx.select().from(t.userAccounts).where(inArray(t.userAccounts.idClientAccount, idAccounts)) : [];
  for (const account of accounts) {
    const [group] = await tx
      .insert(t.clientAccountGroups)
      .values({ idClientAccount: account.idClientAccount, groupName: GROUPS[account.accountCode] })
      .returning();
    const users = members.filter((m) => m.idClientAccount === account.idClientAccount);
    if (users.length) {
      await tx
        .insert(t.clientAccountGroupUsers)
        .values(users.map((m) => ({ idClientAccountGroup: group.idClientAccountGroup, idClientAccount: account.idClientAccount, idUser: m.idUser })));
    }
    const features = FEATURES[account.accountCode] ?? [];
    if (features.length)
      await tx
        .insert(t.clientAccountFeatures)
        .values(features.map((feature) => ({ idClientAccount: account.idClientAccount, feature })))
        .onConflictDoNothing();
  }
  const people = await tx
    .select()
    .from(t.users)
    .where(inArray(t.users.email, Object.keys(ADDRESSES)));
  for (const person of people) {
    await tx.insert(t.addressBookAddresses).values(ADDRESSES[person.email].map((address) => ({ ...address, idUser: person.idUser })));
  }
}
