import type { ReactNode } from 'react';
import { Loading, Navigate, useCanAccess } from 'react-admin';
import type { Action, Subject } from '../../shared/permissions';
import { canAccessResource } from '../shell/auth/access';
import { useSession } from '../shell/session/SessionProvider';

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
  // A loaded session answers at once, by the auth provider's own rule (its canAccess applies it
  // to the same user and account): the screen renders in the frame's first pass instead of one
  // query later. Before the session is loaded, the auth provider is asked (it loads it).
  const { user, scope } = useSession();
  const known = user ? canAccessResource(user.accountPermissions, scope.idClientAccount, { resource, action }) : undefined;
  const asked = useCanAccess({ resource, action, enabled: known === undefined });
  const canAccess = known ?? asked.canAccess;
  if (known === undefined && asked.isPending) {
    onPending?.();
    return <Loading />;
  }
  if (!canAccess) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
};
