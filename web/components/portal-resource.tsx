import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CustomRoutes, Navigate, Resource, ResourceContextProvider, useParams, type ResourceProps } from 'react-admin';
import { Outlet, Route } from 'react-router-dom';
import { RESOURCE_INDEX } from '../../shared/resource-index';
import type { RoutedResourceName } from '../../shared/resources';
import { preloadScreen } from './lazy-screen';
import { RequirePermission } from './RequirePermission';

/**
 * What a resource folder's index.ts exports: its name, its screens, its icon and its menu entry.
 * Its route and permission subject come from the light index (shared/resource-index.ts); its
 * description is imported by its screens only, so it loads with them, not with the first download.
 */
/**
 * The administration menu by domain, in this order, each under its heading: the work of every
 * day (dashboard, orders, drafts, the buyer's quotas and catalogs) comes first without one.
 */
export const MENU_GROUPS = ['organisation', 'catalog', 'operations', 'planning', 'reports', 'system'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface WebResource<Name extends RoutedResourceName = RoutedResourceName> {
  name: Name;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** A read-only view at `/<route>/view/{id}` (spec: supplier and work orders), guarded by View. */
  show?: ComponentType;
  /**
   * The edit route below `/<route>/` when the spec gives one other than `{id}`, e.g.
   * ":id/client/:idClient" for `/admin/account/{idClientAccount}/client/{idClient}`. The record
   * id stays the `id` parameter; the screen reads the others and its links build the path.
   */
  editPath?: string;
  /**
   * Screens at paths of their own, when the spec gives paths that share no base
   * (`/admin/box-administration`, `/admin/create-box`, `/admin/edit-box/{id}`). Paths without
   * the leading slash; the edit path names the record `:id` and may name more (`:idProvider`),
   * which the list's row links then fill (react-admin's `/<name>/{id}` goes to the list then).
   */
  screenPaths?: ScreenPaths;
  icon: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /**
   * The sidebar heading the resource is listed under (labelled `resources.<name>.name`, shown by
   * the shared menu rule), or null when it is reached from elsewhere: written beside the resource,
   * so adding one touches no menu file.
   */
  menu: MenuGroup | null;
}

export interface ScreenPaths {
  list: string;
  create: string;
  edit: string;
}

export const defineWebResource = <Name extends RoutedResourceName>(resource: WebResource<Name>) => resource;

/** `/<route>`: the spec's browser path of a resource's screens. */
export const basePath = (resource: Pick<WebResource, 'name'>) => `/${RESOURCE_INDEX[resource.name].route}`;

/** The path of a resource's list screen: `/<route>/list`, or its own. */
export const listPathOf = (resource: Pick<WebResource, 'name' | 'screenPaths'>) =>
  resource.screenPaths ? `/${resource.screenPaths.list}` : `${basePath(resource)}/list`;

/** The edit path of a record in screens at paths of their own: `params` fill the placeholders besides `:id`. */
export const editPathOf = (paths: ScreenPaths, id: string, params: Record<string, string> = {}) =>
  `/${paths.edit.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(name === 'id' ? id : (params[name] ?? '')))}`;

/** Which screen of screens at paths of their own `pathname` opens, if any. */
export function screenOfPath(paths: ScreenPaths, pathname: string): 'list' | 'create' | 'edit' | null {
  if (pathname === `/${paths.list}`) return 'list';
  if (pathname === `/${paths.create}`) return 'create';
  const edit = new RegExp(`^/${paths.edit.replace(/:\w+/g, '[^/]+')}$`);
  return edit.test(pathname) ? 'edit' : null;
}

/** react-admin's `/<name>/{id}` continues at the spec's edit path, when `:id` is all it names. */
const ToOwnEdit = ({ paths }: { paths: ScreenPaths }) => {
  const { id } = useParams();
  const onlyId = paths.edit.match(/:\w+/g)?.every((name) => name === ':id');
  return <Navigate to={id && onlyId ? editPathOf(paths, id) : `/${paths.list}`} replace />;
};

/**
 * A resource's two parts, the same for both kinds of path: react-admin's Resource, whose own
 * `/<name>/...` routes only forward (`forward`), and the routes of its screens (`screens`, below
 * `path` when they share one) inside a ResourceContextProvider of its name.
 */
function resourceElements(resource: WebResource, forward: Pick<ResourceProps, 'list' | 'create' | 'edit'>, screens: { path?: string; routes: ReactNode }) {
  const { name } = resource;
  return [
    <Resource key={name} name={name} icon={resource.icon} recordRepresentation={resource.recordRepresentation} {...forward} />,
    <CustomRoutes key={`${name}:routes`}>
      <Route
        path={screens.path}
        element={
          <ResourceContextProvider value={name}>
            <Outlet />
          </ResourceContextProvider>
        }
      >
        {screens.routes}
      </Route>
    </CustomRoutes>,
  ];
}

/** The routes of a resource whose screens have paths of their own (see `screenPaths`). */
function ownPathRoutes(resource: WebResource & { screenPaths: ScreenPaths }, guard: (action: string, Screen: ComponentType) => ReactElement) {
  const { list, create, edit, screenPaths: paths } = resource;
  return resourceElements(
    resource,
    {
      list: list ? <Navigate to={`/${paths.list}`} replace /> : undefined,
      create: create ? <Navigate to={`/${paths.create}`} replace /> : undefined,
      edit: edit ? <ToOwnEdit paths={paths} /> : undefined,
    },
    {
      routes: (
        <>
          {list ? <Route path={`/${paths.list}`} element={guard('list', list)} /> : null}
          {create ? <Route path={`/${paths.create}`} element={guard('create', create)} /> : null}
          {edit ? <Route path={`/${paths.edit}`} element={guard('edit', edit)} /> : null}
        </>
      ),
    },
  );
}

/** react-admin's `/<name>/{id}` (its edit links and redirects) continues at the spec's `/<route>/{id}`. */
const ToSpecEdit = ({ base }: { base: string }) => <Navigate to={`${base}/${useParams().id ?? 'list'}`} replace />;

/**
 * A resource has one name (react-admin's, the data provider's, the locales'), while its screens
 * live at the spec's paths (`/admin/client/list`, `/admin/client/create`, `/admin/client/{id}`).
 * react-admin 5 puts a resource's routes at `/<name>/*` and builds every link and redirect as
 * `/<name>/...` (useCreatePath has no per-resource path). So the screens are custom routes at the
 * spec's paths inside a ResourceContextProvider of the name (react-admin's own way to give a
 * custom route its resource), and the resource's own `/<name>/...` routes only forward there,
 * replacing the history entry: links built by react-admin (edit buttons, redirects after save)
 * land on the spec's path. The forwarding routes also keep hasList/hasCreate/hasEdit true, which
 * react-admin's buttons and redirects need. The other way, a resource named after its path,
 * needed a second name everywhere (caches, locale aliases, data-provider lookups).
 *
 * The list is the child route "list" (react-router ranks it above ":id"); the bare `/<route>`
 * and any unknown path below it go to the list. A resource with its own edit path (`editPath`)
 * has only that edit route; react-admin's `/<name>/{id}` then goes to the list. Every screen is
 * guarded by the description's permission subject, and its code loads while that is checked.
 */
export function resourceRoutes(resource: WebResource) {
  const { name } = resource;
  const base = basePath(resource);
  const guard = (action: string, Screen: ComponentType) => (
    <RequirePermission resource={name} action={action} onPending={() => preloadScreen(Screen)}>
      <Screen />
    </RequirePermission>
  );
  const { list, create, edit, show, editPath } = resource;
  if (resource.screenPaths) return ownPathRoutes({ ...resource, screenPaths: resource.screenPaths }, guard);
  return resourceElements(
    resource,
    {
      list: list ? <Navigate to={`${base}/list`} replace /> : undefined,
      create: create ? <Navigate to={`${base}/create`} replace /> : undefined,
      edit: edit ? editPath ? <Navigate to={`${base}/list`} replace /> : <ToSpecEdit base={base} /> : undefined,
    },
    {
      path: base,
      routes: (
        <>
          {list ? <Route path="list/*" element={guard('list', list)} /> : null}
          {create ? <Route path="create/*" element={guard('create', create)} /> : null}
          {show ? <Route path="view/:id/*" element={guard('show', show)} /> : null}
          {edit ? <Route path={editPath ?? ':id/*'} element={guard('edit', edit)} /> : null}
          <Route path="*" element={<Navigate to={`${base}/list`} replace />} />
          <Route index element={<Navigate to={`${base}/list`} replace />} />
        </>
      ),
    },
  );
}
