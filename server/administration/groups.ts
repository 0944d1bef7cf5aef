/** Storage of account groups and their members. */
import { groups, groupUsers } from '../../shared/administration/groups';
import { USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import { clientAccountGroups, clientAccountGroupUsers, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { bind, columnsOf } from '../registry/binding';
import { accountMember } from './users';

export const groupsBinding = bind({ description: groups, table: clientAccountGroups });

export const groupUsersBinding = bind({
  description: groupUsers,
  table: clientAccountGroupUsers,
  // Members are listed with their names: the group screen shows people, not ids.
  nested: {
    ...columnsOf(clientAccountGroupUsers.idUser, users.idUser, { firstName: users.firstName, lastName: users.lastName, email: users.email }),
  },
  // The foreign keys hold the rule; this gives it a field and a message.
  beforeWrite: async (tx, { values }) => {
    if (!(await accountMember(tx, String(values.idClientAccount), String(values.idUser))))
      throw badRequest(VALIDATION_FAILED, { idUser: USER_NOT_IN_ACCOUNT }, 'VALIDATION');
    return values;
  },
});
