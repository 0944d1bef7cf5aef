import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Box, Button, Card, CardContent, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import type { Cart, CartItem } from '../../../shared/ordering/schemas';
import { canCheckout, cartErrorsAfterReload, cartErrorsReducer } from '../../../shared/rules/cart';
import { useFormats } from '../../components/use-formats';
import type { StockError } from '../../../shared/rules/stock-errors';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { ActiveEventBanner } from '../../planning/events/ActiveEventBanner';
import { CartLine } from './CartLine';
import { CartSuggestions } from './CartSuggestions';
import { CART_QUERY_KEY, useCart, useCartReload } from '../common/use-cart';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** /checkout/cart: the lines with their quantities and stock errors, the totals, clear and checkout. */
const CartPage = () => {
  const { money } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notifyError = useNotifyActionFailed();
  const reload = useCartReload();
  const { data: cart, isPending, request } = useCart();
  const [errors, setErrors] = useState<StockError[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  // Every reload checks each line again: a negative difference records its error, zero or more clears it.
  useEffect(() => {
    if (cart) setErrors((current) => cartErrorsAfterReload(current, cart));
  }, [cart]);

  if (!request) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('pages.cart.title')} />
        <Typography>{translate('pages.catalog.chooseWarehouse')}</Typography>
      </Box>
    );
  }
  if (isPending || !cart) return <Loading />;
  const ordering = orderingClient(api);

  const setCart = (update: (cart: Cart) => Cart) => queryClient.setQueryData<Cart>([...CART_QUERY_KEY, request], (old) => (old ? update(old) : old));

  const changeQuantity = async (item: CartItem, quantity: number) => {
    setBusy(true);
    try {
      const saved = await ordering.updateCartItem(item.idCartItem, { quantity });
      setCart((c) => ({ ...c, items: c.items.map((i) => (i.idCartItem === saved.idCartItem ? saved : i)) }));
      setErrors((e) => cartErrorsReducer(e, { type: 'quantityChecked', idProduct: saved.idProduct, diff: (saved.availableQuantity ?? 0) - saved.quantity }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      reload();
    }
  };

  const remove = async (item: CartItem) => {
    await ordering.removeCartItem(item.idCartItem);
    setCart((c) => ({ ...c, items: c.items.filter((i) => i.idCartItem !== item.idCartItem) }));
    setErrors((e) => cartErrorsReducer(e, { type: 'itemRemoved', idProduct: item.idProduct }));
  };

  const removeOne = async (item: CartItem) => {
    setBusy(true);
    try {
      await remove(item);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      reload();
    }
  };

  /** One item at a time (the spec's clear), then totals and errors start from zero. */
  const clear = async () => {
    setConfirmClear(false);
    setBusy(true);
    try {
      for (const item of cart.items) await remove(item);
      setCart((c) => ({ ...c, items: [], totalQuantity: 0, subtotalPrice: 0, errors: [] }));
      setErrors((e) => cartErrorsReducer(e, { type: 'cleared' }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      reload();
    }
  };

  const errorOf = (idProduct: string) => errors.find((e) => e.idProduct === idProduct);

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
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
          <Stack spacing={1}>
            {cart.items.map((item) => (
              <CartLine
                key={item.idCartItem}
                item={item}
                error={errorOf(item.idProduct)}
                busy={busy}
                onQuantity={(quantity) => void changeQuantity(item, quantity)}
                onRemove={() => void removeOne(item)}
              />
            ))}
          </Stack>
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
              <Button color="error" disabled={busy} onClick={() => setConfirmClear(true)}>
                {translate('pages.cart.clear')}
              </Button>
              <Link component={RouterLink} to="/dashboard" variant="body2" sx={{ textAlign: 'center' }}>
                {translate('pages.cart.continueShopping')}
              </Link>
            </Stack>
          </Paper>
        </Box>
      )}
      {cart.productsSuggestions.length > 0 && <CartSuggestions suggestions={cart.productsSuggestions} />}
      <ConfirmDialog
        open={confirmClear}
        title={translate('pages.cart.clearTitle')}
        content={translate('pages.cart.clearContent')}
        confirm="pages.cart.clear"
        onConfirm={() => void clear()}
        onClose={() => setConfirmClear(false)}
      />
    </Box>
  );
};
export default CartPage;
