import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import QuizIcon from '@mui/icons-material/Quiz';
import { Divider, ListSubheader } from '@mui/material';
import type { ReactNode } from 'react';
import { Menu, usePermissions, useSidebarState } from 'react-admin';
import { isMenuItemVisible } from '../../../shared/rules/menu';
import { importableKinds } from '../../../shared/imports/kinds';
import { useTranslate } from '../i18n/use-translate';
import type { AccountPermissions } from '../../../shared/permissions';
import { preloadScreensFor } from '../../resources';
import { useSession } from '../session/SessionProvider';
import { groupedMenuEntries, MENU_ENTRIES, menuContextOf, visibleMenuEntries, type MenuEntry, type MenuGroup } from './menu-items';
import { CatalogMenuItems } from '../../ordering/storefront/CatalogMenuItems';
import { BulkImportMenuItem } from '../../imports/BulkImportMenuItem';
import { CustomReportMenuItems } from '../../reports/custom-report/CustomReportMenuItems';

/**
 * A domain's heading in the menu. The menu's entries stay its direct children, so the arrow keys
 * go from one entry to the next across domains (the heading takes no focus); each entry of the
 * domain is described by its heading, so a screen reader says "Users, Organisation". With the
 * menu folded to its icons, a line stands for the heading.
 */
const GroupHeading = ({ id, children }: { id: string; children: ReactNode }) => {
  const [open] = useSidebarState();
  return open ? (
    <ListSubheader
      id={id}
      role="presentation"
      disableSticky
      sx={{ lineHeight: 2.5, mt: 1, fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5, bgcolor: 'transparent' }}
    >
      {children}
    </ListSubheader>
  ) : (
    <Divider role="presentation" sx={{ my: 1 }} />
  );
};

/** The left menu, built by the shared menu rule from the permissions, the active account and warehouse, and the user's flags, grouped by domain. */
export const SidebarMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<AccountPermissions[]>();
  const { scope, user } = useSession();
  const context = permissions ? menuContextOf(permissions, scope, user) : null;
  const { top, groups } = groupedMenuEntries(visibleMenuEntries(MENU_ENTRIES, context));
  const item = ({ id, to, labelKey, icon: Icon }: MenuEntry, group?: MenuGroup) => (
    <Menu.Item
      key={id}
      to={to}
      primaryText={translate(labelKey, { smart_count: 2 })}
      leftIcon={<Icon />}
      aria-describedby={group ? `menu-group-${group}` : undefined}
      onMouseEnter={() => preloadScreensFor(to)}
      onFocus={() => preloadScreensFor(to)}
    />
  );
  // What a domain holds besides its entries: the account's custom reports, the bulk imports.
  const extra: Partial<Record<MenuGroup, { shows: boolean; node: ReactNode }>> = {
    reports: { shows: Boolean(context && isMenuItemVisible('ReportsCustomReports', context)), node: <CustomReportMenuItems key="custom" context={context} /> },
    system: { shows: importableKinds(permissions ?? []).length > 0, node: <BulkImportMenuItem key="imports" permissions={permissions} /> },
  };
  const support = context && isMenuItemVisible('CoreGeneralSupport', context);
  return (
    <Menu>
      {top.map((entry) => item(entry))}
      <CatalogMenuItems context={context} />
      {groups.flatMap(({ group, entries }) =>
        entries.length || extra[group]?.shows
          ? [
              <GroupHeading key={`heading-${group}`} id={`menu-group-${group}`}>
                {translate(`layout.menu.groups.${group}`)}
              </GroupHeading>,
              ...entries.map((entry) => item(entry, group)),
              ...(extra[group]?.shows ? [extra[group].node] : []),
            ]
          : [],
      )}
      {support ? (
        <>
          <GroupHeading id="menu-group-help">{translate('layout.menu.groups.help')}</GroupHeading>
          <Menu.Item to="/get-support/faq" primaryText={translate('support.menu.faq')} leftIcon={<QuizIcon />} aria-describedby="menu-group-help" />
          {/* Spec: the Support link opens the support sign-on in a new tab. */}
          <Menu.Item
            to="/zendesk/sso/login"
            target="_blank"
            rel="noopener"
            primaryText={translate('support.menu.support')}
            leftIcon={<HelpCenterIcon />}
            aria-describedby="menu-group-help"
          />
        </>
      ) : null}
    </Menu>
  );
};
