import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { CartBadge } from '../cart/CartBadge';
import { ProductSearchButton } from '../search/ProductSearchButton';
import { AdminSettingsButton } from './AdminSettingsButton';
import { ClientLogo } from './ClientLogo';
import { HeaderUserMenu } from './HeaderUserMenu';
import { LanguageSelector } from './LanguageSelector';
import { WarehouseSwitcher } from './WarehouseSwitcher';

const HeaderToolbar = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
    <AdminSettingsButton />
    <WarehouseSwitcher />
    <ProductSearchButton />
    <CartBadge />
    <LanguageSelector />
    <LoadingIndicator />
  </Box>
);

/** Menu toggle (from react-admin's AppBar), client logo, page title, settings gear, warehouse, product search, cart badge, language, user menu. */
export const Header = () => (
  <AppBar color="primary" toolbar={<HeaderToolbar />} userMenu={<HeaderUserMenu />}>
    <ClientLogo />
    <TitlePortal variant="h6" sx={{ fontSize: { xs: 16, sm: 20 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
  </AppBar>
);
