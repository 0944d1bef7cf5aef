import type { ComponentType, ReactNode } from 'react';
import { Navigate, Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceDescription } from '../../shared/resources';
import { listPath, routeOf } from '../routes';
import { preloadScreen } from './lazy-screen';
import { RequirePermission } from './RequirePermission';

export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /**
   * The edit route below `/<route>/` when the spec gives one other than `{id}`, e.g.
   * ":id/client/:idClient" for `/admin/account/{idClientAccount}/client/{idClient}`. The record
   * id stays the `id` parameter; the screen reads the others and its links build the path.
   */
  editPath?: string;
  icon?: ResourceProps['icon'];
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

/**
 * A described resource as react-admin routes at the spec's paths: `/<route>/list`, `/<route>/create`
 * and `/<route>/{id}`. The list is a child route "list" (react-router ranks the static segment
 * above ":id"), and the bare `/<route>` redirects to it; that redirect is given as react-admin's
 * `list` so that the resource still counts as having a list (redirects after save land there).
 * A resource with its own edit path (`editPath`) has only that edit route; its bare `/<route>/{id}`
 * falls to the redirect to the list. Every screen is guarded by the description's permission subject.
 */
export function portalResource(description: ResourceDescription, screens: ResourceScreens, children?: ReactNode) {
  const route = routeOf(description);
  const guard = (action: string, Screen?: ComponentType) =>
    Screen ? (
      // The screen's code loads while the permission is checked.
      <RequirePermission resource={route} action={action} onPending={() => preloadScreen(Screen)}>
        <Screen />
      </RequirePermission>
    ) : undefined;
  const List = screens.list;
  const { editPath } = screens;
  return (
    <Resource
      key={route}
      name={route}
      icon={screens.icon}
      recordRepresentation={screens.recordRepresentation}
      list={List ? <Navigate to={listPath(description)} replace /> : undefined}
      create={guard('create', screens.create)}
      edit={editPath ? undefined : guard('edit', screens.edit)}
      hasEdit={!!screens.edit}
    >
      {List ? <Route path="list/*" element={guard('list', List)} /> : null}
      {editPath && screens.edit ? <Route path={editPath} element={guard('edit', screens.edit)} /> : null}
      {children}
    </Resource>
  );
}
