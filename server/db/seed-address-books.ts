/**
 * Demo address books: one per demo account, with a few addresses, so that administrators find
 * something to manage and the bulk address import has a book to fill. They are linked to no
 * group: what orderers may ship to at checkout stays their own addresses until an administrator
 * shares a book with a group.
 */
import type { Tx } from './index';
import * as t from './schema';
import { demoAccounts } from './demo-accounts';

type Address = Omit<typeof t.addressBookAddresses.$inferInsert, 'idAddressBook' | 'idClientAccount' | 'idUser'>;

const BOOKS: Record<string, { name: string; addresses: Address[] }> = {
  MLS: {
    name: 'Points de vente',
    addresses: [
      {
        reference: 'PV-PARIS-01',
        addressName: 'Boutique Marais',
        addressType: 'DELIVERY',
        companyName: 'Maison Lumière',
        address1: '12 rue des Francs-Bourgeois',
        zipCode: '75003',
        city: 'Paris',
        countryISO2: 'FR',
        phone: '+33142000001',
      },
      {
        reference: 'PV-LYON-01',
        addressName: 'Boutique Presqu’île',
        addressType: 'DELIVERY',
        companyName: 'Maison Lumière',
        address1: '5 rue Édouard Herriot',
        zipCode: '69002',
        city: 'Lyon',
        countryISO2: 'FR',
        openingSchedules: 'Lun-Sam 10h-19h',
      },
      {
        reference: 'PV-BDX-01',
        addressName: 'Boutique Chartrons',
        addressType: 'DELIVERY',
        companyName: 'Maison Lumière',
        address1: '48 rue Notre-Dame',
        zipCode: '33000',
        city: 'Bordeaux',
        countryISO2: 'FR',
        enabled: false,
      },
    ],
  },
  MLE: {
    name: 'Clients professionnels',
    addresses: [
      {
        reference: 'PRO-HOTEL-01',
        addressName: 'Hôtel des Arts',
        addressType: 'DELIVERY',
        companyName: 'Hôtel des Arts',
        firstname: 'Inès',
        lastname: 'Morel',
        address1: '3 place des Vosges',
        zipCode: '75004',
        city: 'Paris',
        countryISO2: 'FR',
      },
    ],
  },
  NWO: {
    name: 'Retail partners',
    addresses: [
      {
        reference: 'RP-GHENT',
        addressName: 'Trail & Co Ghent',
        addressType: 'DELIVERY',
        companyName: 'Trail & Co',
        address1: 'Veldstraat 10',
        zipCode: '9000',
        city: 'Gent',
        countryISO2: 'BE',
      },
      {
        reference: 'RP-ANNECY',
        addressName: 'Lac Sports Annecy',
        addressType: 'DELIVERY',
        companyName: 'Lac Sports',
        address1: '7 avenue d’Albigny',
        zipCode: '74000',
        city: 'Annecy',
        countryISO2: 'FR',
        deliveryInstruction: 'Goods entrance at the back',
      },
    ],
  },
};

export async function seedAddressBooksDemo(tx: Tx) {
  const accounts = await demoAccounts(tx, Object.keys(BOOKS));
  for (const account of accounts) {
    const { name, addresses } = BOOKS[account.accountCode];
    const [book] = await tx.insert(t.addressBooks).values({ idClientAccount: account.idClientAccount, addressBookName: name }).returning();
    await tx
      .insert(t.addressBookAddresses)
      .values(addresses.map((address) => ({ ...address, idAddressBook: book.idAddressBook, idClientAccount: account.idClientAccount })));
  }
}
