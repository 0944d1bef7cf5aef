import { Button, Stack, Typography } from '@mui/material';
import { QuantityField } from '../../components/QuantityField';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import { addToCartRefusal } from '../../../shared/rules/cart';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { useCart, useCartReload, useCartRequest } from './use-cart';

/**
 * A quantity and the add-to-cart button: the item goes to the cart of the active warehouse. With
 * the product's available stock, the cart's own rule is told before the click (nothing left, all
 * of it already in the cart, more than what is left) and the button waits for a quantity that fits.
 */
export const AddToCart = ({
  idProduct,
  productName,
  availableQuantity,
  stockShown,
}: {
  idProduct: string;
  productName: string;
  /** In the active warehouse; null or left out: not known here, the cart decides. */
  availableQuantity?: number | null;
  /** The stock is written beside it already ("Out of stock"): not said a second time. */
  stockShown?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSessionApi();
  const reloadCart = useCartReload();
  const request = useCartRequest();
  const { data: cart } = useCart();
  const [amount, setAmount] = useState(1);
  const [busy, setBusy] = useState(false);
  const valid = Number.isInteger(amount) && amount > 0;
  const inCart = cart?.items.find((item) => item.idProduct === idProduct)?.quantity ?? 0;
  const refusal = addToCartRefusal(availableQuantity, inCart, valid ? amount : 1);
  const soldOut = availableQuantity != null && availableQuantity - inCart <= 0;

  /** Never rejects: a failure is notified. */
  const add = async () => {
    if (!request) {
      notify('pages.catalog.chooseWarehouse', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const ordering = orderingClient(api);
      const current = cart ?? (await ordering.getCart(request));
      await ordering.addCartItem(current.idCart, { idProduct, quantity: amount });
      reloadCart();
      notify('pages.catalog.added', { type: 'info', messageArgs: { name: productName } });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <QuantityField
          value={amount}
          label={translate('pages.catalog.quantity')}
          onCommit={setAmount}
          disabled={busy || soldOut}
          max={availableQuantity == null ? undefined : Math.max(1, availableQuantity - inCart)}
        />
        <Button variant="contained" size="small" disabled={!valid || busy || Boolean(refusal)} onClick={() => void add()}>
          {translate('pages.catalog.addToCart')}
        </Button>
      </Stack>
      {refusal && !(stockShown && soldOut && inCart === 0) && (
        <Typography variant="body2" color={soldOut ? 'text.secondary' : 'error'} data-testid="add-to-cart-refusal" role="status">
          {messageText(translate, refusal)}
        </Typography>
      )}
    </Stack>
  );
};
