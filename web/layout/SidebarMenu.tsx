import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ComponentType } from 'react';
import { Menu, usePermissions } from 'react-admin';
import type { AccountPermissions } from '../../shared/permissions';
import accountsResource from '../accounts';
import clientsResource from '../clients';
import groupsResource from '../groups';
import rolesResource from '../roles';
import usersResource from '../users';
import { preloadScreensFor } from '../screens';
import { useSession } from '../session/SessionProvider';
import { MENU_ENTRIES, visibleMenuEntries } from './menu-items';

const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  clients: clientsResource.icon,
  accounts: accountsResource.icon,
  roles: rolesResource.icon,
  groups: groupsResource.icon,
  users: usersResource.icon,
};

/** The left menu, built from the user's permissions and the active account. */
export const SidebarMenu = () => {
  const { permissions } = usePermissions<AccountPermissions[]>();
  const { scope } = useSession();
  return (
    <Menu>
      {visibleMenuEntries(MENU_ENTRIES, permissions, scope.idClientAccount).map((entry) => {
        const Icon = ICONS[entry.id];
        return (
          <Menu.Item
            key={entry.id}
            to={entry.to}
            primaryText={entry.labelKey}
            leftIcon={Icon ? <Icon /> : undefined}
            onMouseEnter={() => preloadScreensFor(entry.to)}
            onFocus={() => preloadScreensFor(entry.to)}
          />
        );
      })}
    </Menu>
  );
};
