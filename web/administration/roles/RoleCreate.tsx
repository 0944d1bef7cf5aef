import { Create } from 'react-admin';
import { ALL_ACCOUNTS, canAccess } from '../../../shared/permissions';
import { useSession } from '../../shell/session/SessionProvider';
import { normalizeRole } from './common/role-form';
import { RoleForm } from './common/RoleForm';

/**
 * A new role; creation leads to its form, where its permissions are set. Administrator roles are
 * offered only to holders of the permission on every account: the API allows no one else.
 */
export const RoleCreate = () => {
  const { user, scope } = useSession();
  const canCreateAdminRoles = canAccess(user?.accountPermissions ?? [], { action: 'Create', subject: 'AdminRoles', idClientAccount: ALL_ACCOUNTS });
  return (
    <Create
      redirect="edit"
      transform={(data) => normalizeRole(data)}
      record={{ role: '', isAdminRole: false, idClient: scope.idClient ?? null, idClientAccount: null }}
    >
      <RoleForm mode="create" canCreateAdminRoles={canCreateAdminRoles} />
    </Create>
  );
};

export default RoleCreate;
