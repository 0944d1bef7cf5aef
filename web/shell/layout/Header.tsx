import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { CartBadge } from '../../ordering/cart/CartBadge';
import { ProductSearchButton } from '../../ordering/search/ProductSearchButton';
import { ApplicationSwitcher } from './Applications';
import { ClientLogo } from './ClientLogo';
import { HeaderUserMenu } from './HeaderUserMenu';
import { LanguageSelector } from './LanguageSelector';
import { ContextSwitcher } from './ContextSwitcher';
import { useTranslate } from '../i18n/use-translate';

// react-admin passes other props to its spinner, which needs a name while it shows (axe aria-progressbar-name).
const loadingName = (name: string) => ({ 'aria-label': name }) as object;

const HeaderToolbar = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <ContextSwitcher />
      <ProductSearchButton />
      <CartBadge />
      <LanguageSelector />
      <ApplicationSwitcher />
      <LoadingIndicator {...loadingName(translate('ra.page.loading'))} />
    </Box>
  );
};

/** Menu toggle (from react-admin's AppBar), client logo, page title, working context (client, account, warehouse), product search, cart badge, language, application switcher (several applications only), user menu. */
export const Header = () => (
  <AppBar color="primary" toolbar={<HeaderToolbar />} userMenu={<HeaderUserMenu />}>
    <ClientLogo />
    <TitlePortal variant="h6" sx={{ fontSize: { xs: 16, sm: 20 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
  </AppBar>
);
