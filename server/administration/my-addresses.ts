/** Storage of the user's own address book: the addresses carrying the user's id. */
import { myAddresses } from '../../shared/administration/my-addresses';
import { addressBookAddresses } from '../db/schema';
import { forbidden } from '../lib/errors';
import { bind } from '../registry/binding';

/** Read-only addresses (a warehouse's) are shown, never changed or removed: the user's own and an account book's alike. */
export const readOnlyAddressGuards = {
  beforeWrite: <V>(_tx: unknown, { values, current }: { values: V; current?: { readOnly: boolean } | null }) => {
    if (current?.readOnly) throw forbidden();
    return values;
  },
  beforeDelete: async (_tx: unknown, { current }: { current: { readOnly: boolean } }) => {
    if (current.readOnly) throw forbidden();
  },
};

export const myAddressesBinding = bind({
  description: myAddresses,
  table: addressBookAddresses,
  shape: ({ idAddressBook: _book, idClientAccount: _account, idUser: _user, ...record }) => ({
    ...record,
    creationDate: (record.creationDate as Date).toISOString(),
  }),
  ...readOnlyAddressGuards,
});
