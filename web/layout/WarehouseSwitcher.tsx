import CheckIcon from '@mui/icons-material/Check';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNavigate, useTranslate } from 'react-admin';
import { useSession, useSessionStore } from '../session/SessionProvider';

/**
 * The active warehouse of the active account, when it has several. Switching asks for
 * confirmation and returns to / (spec part 1, section 4 "Warehouse"). On phones only the icon
 * shows; the menu names the warehouses.
 */
export const WarehouseSwitcher = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const store = useSessionStore();
  const { scope, warehouses } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  if (!scope.idClientAccount || warehouses.length < 2) return null;
  const current = warehouses.find((w) => w.idWarehouse === scope.idWarehouse);
  const target = warehouses.find((w) => w.idWarehouse === pending);
  const label = current?.warehouseName ?? translate('layout.warehouse.choose');
  return (
    <Box sx={{ mx: { xs: 0, sm: 1 } }}>
      <Button
        color="inherit"
        aria-label={`${translate('layout.warehouse.label')}: ${label}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, px: { xs: 1, sm: 1.5 } }}
      >
        <WarehouseIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </Box>
      </Button>
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
      <Confirm
        isOpen={!!target}
        title={translate('layout.warehouse.confirmTitle')}
        content={translate('layout.warehouse.confirmContent', { name: target?.warehouseName ?? '' })}
        confirm="app.action.yes"
        cancel="app.action.no"
        onConfirm={() => {
          store.selectWarehouse(pending);
          setPending(null);
          navigate('/');
        }}
        onClose={() => setPending(null)}
      />
    </Box>
  );
};
