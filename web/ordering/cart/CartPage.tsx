import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Box, Button, Card, CardContent, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Cart } from '../../../shared/ordering/schemas';
import { canCheckout } from '../../../shared/rules/cart';
import type { StockError } from '../../../shared/rules/stock-errors';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ActiveEventBanner } from '../../planning/events/ActiveEventBanner';
import { CartLine } from './CartLine';
import { CartSuggestions } from './CartSuggestions';
import { useCart } from '../common/use-cart';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCartEdits } from './use-cart-edits';

/** /checkout/cart: the lines with their quantities and stock errors, the totals, clear and checkout. */
const CartPage = () => {
  const translate = useTranslate();
  const { data: cart, isPending, request } = useCart();
  const edits = useCartEdits(cart, request);
  const [confirmClear, setConfirmClear] = useState(false);

  if (!request) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('pages.cart.title')} />
        <Typography>{translate('pages.catalog.chooseWarehouse')}</Typography>
      </Box>
    );
  }
  if (isPending || !cart) return <Loading />;

  return (
    <Box sx={{ mt: 2, mb: 3 }}>
      <Title title={translate('pages.cart.title')} />
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('pages.cart.title')}
        </Typography>
        <Button component={RouterLink} to="/checkout/quick-order" variant="outlined" size="small">
          {translate('pages.quickOrder.title')}
        </Button>
      </Stack>
      <ActiveEventBanner />
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
          <Stack spacing={1}>
            {cart.items.map((item) => (
              <CartLine
                key={item.idCartItem}
                item={item}
                error={edits.errorOf(item.idProduct)}
                busy={edits.busy}
                onQuantity={(quantity) => void edits.changeQuantity(item, quantity)}
                onRemove={() => void edits.removeOne(item)}
              />
            ))}
          </Stack>
          <CartSummary cart={cart} errors={edits.errors} busy={edits.busy} onClear={() => setConfirmClear(true)} />
        </Box>
      )}
      {cart.productsSuggestions.length > 0 && <CartSuggestions suggestions={cart.productsSuggestions} />}
      <ConfirmDialog
        open={confirmClear}
        title={translate('pages.cart.clearTitle')}
        content={translate('pages.cart.clearContent')}
        confirm="pages.cart.clear"
        onConfirm={() => {
          setConfirmClear(false);
          void edits.clear();
        }}
        onClose={() => setConfirmClear(false)}
      />
    </Box>
  );
};
export default CartPage;

/** No line yet: a word, and the way back to shopping. */
const EmptyCart = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <ShoppingCartOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {translate('pages.cart.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('pages.cart.emptyHint')}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          {translate('pages.cart.continueShopping')}
        </Button>
      </CardContent>
    </Card>
  );
};

/** The totals, then checkout (closed while a line has a stock error), clear and continue shopping. */
const CartSummary = ({ cart, errors, busy, onClear }: { cart: Cart; errors: StockError[]; busy: boolean; onClear: () => void }) => {
  const { money } = useFormats();
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="cart-summary">
      <Stack direction="row" justifyContent="space-between">
        <Typography>{translate('pages.cart.totalQuantity')}</Typography>
        <Typography data-testid="cart-total-quantity">{cart.totalQuantity}</Typography>
      </Stack>
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate('pages.cart.subtotal')}</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="cart-subtotal">
          {money(cart.subtotalPrice)}
        </Typography>
      </Stack>
      <Divider sx={{ my: 2 }} />
      {errors.length > 0 && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {translate('pages.cart.fixErrors')}
        </Typography>
      )}
      <Stack spacing={1}>
        <Button variant="contained" size="large" disabled={busy || !canCheckout(cart, errors)} onClick={() => void navigate('/checkout')}>
          {translate('pages.cart.checkout')}
        </Button>
        <Button color="error" disabled={busy} onClick={onClear}>
          {translate('pages.cart.clear')}
        </Button>
        <Link component={RouterLink} to="/dashboard" variant="body2" sx={{ textAlign: 'center' }}>
          {translate('pages.cart.continueShopping')}
        </Link>
      </Stack>
    </Paper>
  );
};
