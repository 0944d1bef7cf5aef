import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import QuizIcon from '@mui/icons-material/Quiz';
import { Menu, usePermissions } from 'react-admin';
import { isMenuItemVisible } from '../../../shared/rules/menu';
import { useTranslate } from '../i18n/use-translate';
import type { AccountPermissions } from '../../../shared/permissions';
import type { MenuContext } from '../../../shared/rules/menu';
import { preloadScreensFor } from '../../resources';
import { useSession } from '../session/SessionProvider';
import { MENU_ENTRIES, visibleMenuEntries } from './menu-items';
import { CatalogMenuItems } from '../../ordering/storefront/CatalogMenuItems';
import { BulkImportMenuItem } from '../../imports/BulkImportMenuItem';
import { CustomReportMenuItems } from '../../reports/custom-report/CustomReportMenuItems';

/** The left menu, built by the shared menu rule from the permissions, the active account and warehouse, and the user's flags. */
export const SidebarMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<AccountPermissions[]>();
  const { scope, user } = useSession();
  const context: MenuContext | null = permissions
    ? {
        accountPermissions: permissions,
        idClientAccount: scope.idClientAccount ?? null,
        warehouseType: scope.warehouseType ?? null,
        hasQuotas: user?.hasQuotas,
        hasBudgetQuotas: user?.hasBudgetQuotas,
        eventAccounts: user?.eventAccounts,
      }
    : null;
  return (
    <Menu>
      {visibleMenuEntries(MENU_ENTRIES, context).map(({ id, to, labelKey, icon: Icon }) => (
        <Menu.Item
          key={id}
          to={to}
          primaryText={translate(labelKey, { smart_count: 2 })}
          leftIcon={<Icon />}
          onMouseEnter={() => preloadScreensFor(to)}
          onFocus={() => preloadScreensFor(to)}
        />
      ))}
      <CustomReportMenuItems context={context} />
      <BulkImportMenuItem permissions={permissions} />
      <CatalogMenuItems context={context} />
      {context && isMenuItemVisible('CoreGeneralSupport', context) ? (
        <>
          <Menu.Item to="/get-support/faq" primaryText={translate('support.menu.faq')} leftIcon={<QuizIcon />} />
          {/* Spec: the Support link opens the support sign-on in a new tab. */}
          <Menu.Item to="/zendesk/sso/login" target="_blank" rel="noopener" primaryText={translate('support.menu.support')} leftIcon={<HelpCenterIcon />} />
        </>
      ) : null}
    </Menu>
  );
};
