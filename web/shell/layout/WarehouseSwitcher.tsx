import CheckIcon from '@mui/icons-material/Check';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

import { useTranslate } from '../i18n/use-translate';
import { showsSettingsGear } from '../../../shared/rules/menu';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { useSession } from '../session/SessionProvider';
import { useSessionActions } from '../session/use-session-actions';

/**
 * The active warehouse of the active account, when it has several. Switching asks for
 * confirmation and returns to / (spec part 1, section 4 "Warehouse"). For users with the
 * settings gear the switcher is disabled (spec part 1, section 6): it only names the warehouse,
 * chosen in the settings panel. On phones only the icon shows; the menu names the warehouses.
 */
export const WarehouseSwitcher = () => {
  const translate = useTranslate();
  const actions = useSessionActions();
  const notifyError = useNotifyActionFailed();
  const { user, scope, warehouses } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const gear = !!user && showsSettingsGear(user.accountPermissions ?? []);
  const current = warehouses.find((w) => w.idWarehouse === scope.idWarehouse);
  if (!scope.idClientAccount || (gear ? !current : warehouses.length < 2)) return null;
  const target = warehouses.find((w) => w.idWarehouse === pending);
  const label = current?.warehouseName ?? translate('layout.warehouse.choose');
  const button = (
    <Button
      color="inherit"
      disabled={gear}
      aria-label={`${translate('app.labelled', { label: translate('layout.warehouse.label') })} ${label}`}
      aria-haspopup="menu"
      onClick={(event) => setAnchor(event.currentTarget)}
      sx={{ textTransform: 'none', minWidth: 0, px: { xs: 1, sm: 1.5 }, '&.Mui-disabled': { color: 'inherit', opacity: 0.85 } }}
    >
      <WarehouseIcon fontSize="small" />
      <Box
        component="span"
        data-testid="active-warehouse-name"
        sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {label}
      </Box>
    </Button>
  );
  return (
    <Box sx={{ mx: { xs: 0, sm: 1 } }}>
      {gear ? (
        <Tooltip title={translate('session.settings.warehouseInSettings')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {warehouses.map((w) => (
          <MenuItem
            key={w.idWarehouse}
            selected={w.idWarehouse === scope.idWarehouse}
            onClick={() => {
              setAnchor(null);
              if (w.idWarehouse !== scope.idWarehouse) setPending(w.idWarehouse);
            }}
          >
            <ListItemIcon>{w.idWarehouse === scope.idWarehouse ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{w.warehouseName}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={!!target}
        title={translate('layout.warehouse.confirmTitle')}
        content={translate('layout.warehouse.confirmContent', { name: target?.warehouseName ?? '' })}
        confirm="app.action.switch"
        tone="primary"
        onConfirm={() => {
          const id = pending;
          setPending(null);
          if (id) actions.selectWarehouse(id).catch(notifyError);
        }}
        onClose={() => setPending(null)}
      />
    </Box>
  );
};
