import type { ReactNode } from 'react';
import { Loading, Navigate, useCanAccess } from 'react-admin';
import type { Action, Subject } from '../../shared/permissions';

export const FORBIDDEN_PATH = '/session/403';

/**
 * Renders its children only when the user holds the permission (spec: a route without
 * permission goes to /session/403). `resource` is a subject or a react-admin resource name;
 * `action` a spec action or a react-admin one ("list", "edit"...).
 */
export const RequirePermission = ({
  resource,
  action = 'View',
  onPending,
  children,
}: {
  resource: Subject | string;
  action?: Action | string;
  /** Called while the answer is awaited, e.g. to load the screen's code meanwhile. */
  onPending?: () => void;
  children: ReactNode;
}) => {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) {
    onPending?.();
    return <Loading />;
  }
  if (!canAccess) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
};
