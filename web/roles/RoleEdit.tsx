import { Box } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import type { RoleValues } from './common/role-form';
import { isSystemAdminRole } from './common/role-form';
import { RoleForm } from './common/RoleForm';
import { RolePermissions } from './common/RolePermissions';

const RoleEditContent = ({ canDelete }: { canDelete: boolean }) => {
  const role = useRecordContext<RoleValues & { id: string; idRole: string }>();
  if (!role) return null;
  const readOnly = isSystemAdminRole(role);
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <RoleForm mode="edit" canDelete={canDelete && !readOnly} readOnly={readOnly} />
      </Box>
      <RolePermissions role={role} readOnly={readOnly} />
    </>
  );
};

/**
 * A role: its name (saved on its own, the page stays) and its permission matrix per account
 * below. Pessimistic, so that the server's field errors come back to the form in place.
 */
export const RoleEdit = () => {
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  return (
    <Edit mutationMode="pessimistic" redirect={false} component="div">
      <RoleEditContent canDelete={canDelete} />
    </Edit>
  );
};

export default RoleEdit;
