import type { ReactNode } from 'react';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { importableKinds, type ImportKind } from '../../shared/imports/kind-description';
import type { AccountPermissions } from '../../shared/permissions';
import { FORBIDDEN_PATH } from '../components/RequirePermission';

/**
 * The wizard of a kind opens for holders of BulkImport on its subject in some account (the
 * accounts offered are the ones the server lists; it refuses the others); else /session/403.
 */
export const RequireImport = ({ kind, onPending, children }: { kind: ImportKind; onPending?: () => void; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<AccountPermissions[]>();
  if (isPending) {
    onPending?.();
    return <Loading />;
  }
  if (!permissions || !importableKinds(permissions).includes(kind)) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
};
