import { useRef, useState } from 'react';
import { Box } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import type { RoleValues } from './common/role-form';
import { isSystemAdminRole } from './common/role-form';
import { RoleForm } from './common/RoleForm';
import { RolePermissions, type PermissionsSave } from './common/RolePermissions';

const RoleEditContent = ({ canDelete }: { canDelete: boolean }) => {
  const role = useRecordContext<RoleValues & { id: string; idRole: string }>();
  // The role's name and its permission grid are saved by one button, the form's.
  const [permissions, setPermissions] = useState<PermissionsSave | null>(null);
  const saveAnchor = useRef<HTMLSpanElement>(null);
  if (!role) return null;
  const readOnly = isSystemAdminRole(role);
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <RoleForm mode="edit" canDelete={canDelete && !readOnly} readOnly={readOnly} permissions={permissions} saveAnchor={saveAnchor} />
      </Box>
      <RolePermissions role={role} readOnly={readOnly} onSaveHandle={setPermissions} onSave={() => saveAnchor.current?.querySelector('button')?.click()} />
    </>
  );
};

/**
 * A role: its name and its permission matrix per account below, saved by the one save button
 * (the page stays). Pessimistic, so that the server's field errors come back to the form in place.
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
