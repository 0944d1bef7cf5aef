/** Storage of the user's own address book: the addresses carrying the user's id. */
import { myAddresses } from '../../shared/resources/my-addresses';
import { addressBookAddresses } from '../db/schema';
import { forbidden } from '../lib/errors';
import { bind } from './binding';

export const myAddressesBinding = bind({
  description: myAddresses,
  table: addressBookAddresses,
  shape: ({ idAddressBook: _book, idClientAccount: _account, idUser: _user, ...record }) => ({
    ...record,
    creationDate: (record.creationDate as Date).toISOString(),
  }),
  // Read-only addresses (a warehouse's) are shown, never changed or removed by the user.
  beforeWrite: (_tx, { values, current }) => {
    if (current?.readOnly) throw forbidden();
    return values;
  },
  beforeDelete: async (_tx, { current }) => {
    if (current.readOnly) throw forbidden();
  },
});
