/**
 * The resources the portal has screens for, by route. App renders them; start-up and the menu
 * use the same list to load a screen ahead of its first display.
 */
import { accounts } from '../shared/resources/accounts';
import { clients } from '../shared/resources/clients';
import { groups } from '../shared/resources/groups';
import { myAddresses } from '../shared/resources/my-addresses';
import { roles } from '../shared/resources/roles';
import { users } from '../shared/resources/users';
import accountsScreens from './accounts';
import clientsScreens from './clients';
import groupsScreens from './groups';
import myAddressesScreens from './my-addresses';
import rolesScreens from './roles';
import usersScreens from './users';
import type { ResourceScreens } from './components/portal-resource';
import { preloadScreen } from './components/lazy-screen';
import { routeOf } from './routes';
import type { ResourceDescription } from '../shared/resources';

export const RESOURCE_SCREENS: readonly { description: ResourceDescription; screens: ResourceScreens }[] = [
  { description: clients, screens: clientsScreens },
  { description: accounts, screens: accountsScreens },
  { description: roles, screens: rolesScreens },
  { description: groups, screens: groupsScreens },
  { description: users, screens: usersScreens },
  { description: myAddresses, screens: myAddressesScreens },
];

/** Starts loading the screens of the resource that `pathname` belongs to, if any. */
export function preloadScreensFor(pathname: string) {
  const entry = RESOURCE_SCREENS.find(({ description }) => pathname === `/${routeOf(description)}` || pathname.startsWith(`/${routeOf(description)}/`));
  if (!entry) return;
  const rest = pathname.slice(routeOf(entry.description).length + 2);
  const { list, create, edit } = entry.screens;
  preloadScreen(rest === '' || rest.startsWith('list') ? list : rest.startsWith('create') ? create : edit);
}
