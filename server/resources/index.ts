import { accountsBinding, accountWarehousesBinding } from './accounts';
import type { ResourceBinding } from './binding';
import { clientsBinding } from './clients';
import { groupsBinding, groupUsersBinding } from './groups';
import { myAddressesBinding } from './my-addresses';
import { rolesBinding } from './roles';
import { usersBinding } from './users';

/** Storage of every described resource; the server registers generic routes for each. */
export const BINDINGS: readonly ResourceBinding[] = [
  clientsBinding,
  accountsBinding,
  accountWarehousesBinding,
  usersBinding,
  rolesBinding,
  groupsBinding,
  groupUsersBinding,
  myAddressesBinding,
];
