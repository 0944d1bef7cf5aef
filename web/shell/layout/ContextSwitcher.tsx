import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasAllAccounts } from '../../../shared/permissions';
import { contextChoices } from '../../../shared/rules/menu';
import { useTranslate } from '../i18n/use-translate';
import { clientChoicesOfUser } from '../session/account-choices';
import { useSession } from '../session/SessionProvider';

// The panel's code loads when it is first opened: most sessions never open it.
const ContextPanel = lazy(() => import('./ContextPanel'));

/**
 * Whether the panel is open (and was ever opened, to load its code), kept outside the component:
 * right after sign-in react-admin shows its loading page for a moment while it checks the session
 * again, so the header mounts anew, and a click on the switcher in that moment would be lost.
 */
let panel = { open: false, opened: false };
const panelListeners = new Set<() => void>();
const setPanelOpen = (open: boolean) => {
  panel = { open, opened: panel.opened || open };
  panelListeners.forEach((listener) => listener());
};
const subscribePanel = (listener: () => void) => {
  panelListeners.add(listener);
  return () => void panelListeners.delete(listener);
};
const usePanel = () => useSyncExternalStore(subscribePanel, () => panel);

const nameSx = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: { xs: 12, sm: 14 } } as const;

/**
 * The working context (client, account, warehouse), one switcher for every user: it names where
 * the user works and, when there is something to choose (`contextChoices`), opens the panel
 * that chooses it. With nothing to choose it is a name, never a disabled button.
 */
export const ContextSwitcher = () => {
  const translate = useTranslate();
  const { user, account, warehouses, scope } = useSession();
  const { open, opened } = usePanel();
  if (!user) return null;
  const own = clientChoicesOfUser(user);
  const choices = contextChoices({
    allAccounts: hasAllAccounts(user.accountPermissions ?? []),
    clients: own.length,
    accounts: user.accounts.length,
    warehouses: warehouses.length,
  });
  const warehouse = warehouses.find((w) => w.idWarehouse === scope.idWarehouse);
  const parts = account
    ? [choices.client ? account.clientName : null, choices.account ? (account.accountName ?? '…') : null, warehouse?.warehouseName ?? null]
    : [];
  const label = parts.filter(Boolean).join(' · ') || (choices.any ? translate('session.context.none') : '');
  if (!choices.any) {
    // Nothing to choose: the warehouse's name, as text (on phones the menu's first screen names it).
    return label ? (
      <Box data-testid="active-scope" sx={{ ...nameSx, display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mx: 1, maxWidth: 240 }}>
        <WarehouseIcon fontSize="small" aria-hidden />
        <span>{label}</span>
      </Box>
    ) : null;
  }
  return (
    <Box sx={{ mx: { xs: 0, sm: 0.5 }, minWidth: 0 }}>
      <Button
        color="inherit"
        aria-label={`${translate('app.labelled', { label: translate('session.context.open') })} ${label}`}
        aria-haspopup="dialog"
        onClick={() => setPanelOpen(true)}
        sx={{ textTransform: 'none', minWidth: 0, px: { xs: 1, sm: 1.5 } }}
      >
        <WarehouseIcon fontSize="small" />
        <Box component="span" data-testid="active-scope" sx={{ ...nameSx, ml: 1, maxWidth: { xs: 96, sm: 280 } }}>
          {label}
        </Box>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ContextPanel open={open} onClose={() => setPanelOpen(false)} choices={choices} />
        </Suspense>
      ) : null}
    </Box>
  );
};
