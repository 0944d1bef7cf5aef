import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { showsSettingsGear } from '../../../shared/rules/menu';
import { useSession } from '../session/SessionProvider';

// The panel's code loads when it is first opened: most sessions never open it.
const AdminSettingsPanel = lazy(() => import('./AdminSettingsPanel'));

/**
 * The settings gear (spec part 1, section 6: shown to users with several account permissions or
 * the all-accounts marker), with the client and account being worked in beside it.
 */
export const AdminSettingsButton = () => {
  const translate = useTranslate();
  const { user, account } = useSession();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || !showsSettingsGear(user.accountPermissions ?? [])) return null;
  const accountName = account?.accountName ?? (account ? '…' : translate('session.settings.noAccount'));
  const label = account?.clientName ? `${account.clientName} · ${accountName}` : accountName;
  return (
    <Box sx={{ mx: { xs: 0, sm: 0.5 }, minWidth: 0 }}>
      <Tooltip title={translate('session.settings.open')}>
        <Button
          color="inherit"
          aria-label={`${translate('app.labelled', { label: translate('session.settings.open') })} ${label}`}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          sx={{ textTransform: 'none', minWidth: 0, px: { xs: 1, sm: 1.5 } }}
        >
          <SettingsIcon fontSize="small" />
          <Box
            component="span"
            data-testid="active-scope"
            sx={{ ml: 1, maxWidth: { xs: 96, sm: 240 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: { xs: 12, sm: 14 } }}
          >
            {label}
          </Box>
        </Button>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <AdminSettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
};
