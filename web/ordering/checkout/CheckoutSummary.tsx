import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../../../shared/api/api-error';
import type { Cart } from '../../../shared/ordering/schemas';
import { checkoutTotals } from '../../../shared/rules/checkout';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { ReadyCheckout } from './use-checkout';

/** The order's lines and totals (per address and in all when there are several), placing it, saving it as a draft. */
export const CheckoutSummary = ({ checkout }: { checkout: ReadyCheckout }) => {
  const { money } = useFormats();
  const translate = useTranslate();
  const { cart, form, placing } = checkout;
  const totals = checkoutTotals(cart, form.selectedAddresses);
  return (
    <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 72 } }} data-testid="checkout-summary">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('pages.checkout.summary')}
      </Typography>
      {cart.items.map((item) => (
        <Stack key={item.idCartItem} direction="row" justifyContent="space-between" spacing={1} sx={{ mb: 0.5 }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.quantity} × {item.productName}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {money(item.priceSell * item.quantity)}
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography sx={{ fontWeight: 600 }}>{translate(totals.orders > 1 ? 'pages.checkout.perAddress' : 'pages.cart.subtotal')}</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="checkout-subtotal">
          {money(totals.perAddress)}
        </Typography>
      </Stack>
      {totals.orders > 1 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('pages.checkout.ordersPerAddress', { smart_count: totals.orders })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} data-testid="checkout-address-totals">
            {totals.addresses.map(({ address, total }) => (
              <Stack component="li" key={address.idAddressBookAddress} direction="row" justifyContent="space-between" spacing={1}>
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {address.addressName}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {money(total)}
                </Typography>
              </Stack>
            ))}
          </Box>
          <Stack direction="row" justifyContent="space-between" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 700 }}>{translate('pages.checkout.grandTotal', { smart_count: totals.orders })}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
              {money(totals.total)}
            </Typography>
          </Stack>
        </>
      )}
      {checkout.placeError && <PlaceOrderError cart={cart} error={checkout.placeError} />}
      <Button fullWidth variant="contained" size="large" sx={{ mt: 2 }} disabled={placing} onClick={() => void checkout.place()}>
        {translate('pages.checkout.placeOrder', { smart_count: Math.max(1, form.selectedAddresses.length) })}
      </Button>
      {checkout.canDraft && (
        <Button fullWidth variant="outlined" sx={{ mt: 1 }} disabled={placing} onClick={() => void checkout.saveDraft()}>
          {translate('pages.checkout.saveDraft')}
        </Button>
      )}
      <Button fullWidth component={RouterLink} to="/checkout/cart" sx={{ mt: 1 }}>
        {translate('pages.checkout.backToCart')}
      </Button>
    </Paper>
  );
};

/** Why the order was refused: its own message, the refusals of fields and those of products (with a way back to the cart). */
const PlaceOrderError = ({ cart, error }: { cart: Cart; error: ApiError }) => {
  const translate = useTranslate();
  const productErrors = cart.items
    .filter((i) => error.errors[i.idProduct])
    .map((i) => {
      // A refusal that names its product (a quota) is not prefixed with the name a second time.
      const values = error.params[i.idProduct];
      const text = translate(error.errors[i.idProduct], { ...values, _: error.errors[i.idProduct] });
      return values?.product ? text : `${i.productName}: ${text}`;
    });
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="place-order-error">
      {productErrors.length === 0 && translate(error.message, { _: error.message })}
      {Object.entries(error.errors)
        .filter(([field]) => !cart.items.some((i) => i.idProduct === field))
        .map(([field, key]) => (
          <Box key={field}>{translate(key, { ...error.params[field], _: key })}</Box>
        ))}
      {productErrors.map((text) => (
        <Box key={text}>{text}</Box>
      ))}
      {productErrors.length > 0 && (
        <Link component={RouterLink} to="/checkout/cart">
          {translate('pages.checkout.backToCart')}
        </Link>
      )}
    </Alert>
  );
};
