import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ActiveEventBanner } from '../../planning/events/ActiveEventBanner';
import { AddressesSection, BoxUserSection } from './AddressesSection';
import { CheckoutSummary } from './CheckoutSummary';
import { DeliverySection, DocumentsSection } from './DeliverySection';
import { ShippingMethodSection } from './ShippingMethodSection';
import { useCheckout } from './use-checkout';

/**
 * /checkout: shipping method, order type and delivery addresses, delivery date, box user,
 * references and comments, documents; every change is saved at once (text fields when they are
 * left), one save after the other, and placing the order waits for the last one (use-checkout.ts).
 */
const CheckoutPage = () => {
  const translate = useTranslate();
  const checkout = useCheckout();

  if (checkout.status === 'noWarehouse') return <Typography sx={{ mt: 2 }}>{translate('pages.catalog.chooseWarehouse')}</Typography>;
  if (checkout.status === 'loading') return <Loading />;
  if (checkout.status === 'empty') {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('pages.checkout.title')} />
        <Typography sx={{ mb: 2 }}>{translate('pages.cart.empty')}</Typography>
        <Button component={RouterLink} to="/checkout/cart" variant="outlined">
          {translate('pages.checkout.backToCart')}
        </Button>
      </Box>
    );
  }
  const { cart } = checkout;
  return (
    <Box sx={{ mt: 2, mb: 3 }} data-testid="checkout-form">
      <PageTitle title="pages.checkout.title" />
      <ActiveEventBanner />
      {cart.errors.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="checkout-cart-errors">
          {translate('pages.checkout.cartErrors', { smart_count: cart.errors.length })}{' '}
          <Link component={RouterLink} to="/checkout/cart">
            {translate('pages.checkout.backToCart')}
          </Link>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <ShippingMethodSection checkout={checkout} />
          <AddressesSection checkout={checkout} />
          <BoxUserSection checkout={checkout} />
          <DeliverySection checkout={checkout} />
          <DocumentsSection checkout={checkout} />
        </Stack>
        <CheckoutSummary checkout={checkout} />
      </Box>
    </Box>
  );
};
export default CheckoutPage;
