import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { QuantityField } from '../../components/QuantityField';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import { addToCartRefusal, cartRequest } from '../../../shared/rules/cart';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi, useSessionStore } from '../../shell/session/SessionProvider';
import { leftToAdd } from './add-to-cart';
import { useCart, useCartReload, useCartRequest } from './use-cart';

/**
 * Adding a product to the cart: the quantity, the warehouse picked here when none is active, the
 * cart's rule said before the click, and the add itself (never rejects: a failure is notified).
 */
const useAddToCart = (idProduct: string, productName: string, availableQuantity: number | null | undefined) => {
  const notify = useNotify();
  const notifyFailed = useNotifyActionFailed();
  const api = useSessionApi();
  const store = useSessionStore();
  const { scope, warehouses } = useSession();
  const reloadCart = useCartReload();
  const active = useCartRequest();
  const { data: cart } = useCart();
  const [amount, setAmount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState('');
  const valid = Number.isInteger(amount) && amount > 0;
  const pickedWarehouse = warehouses.find((w) => w.idWarehouse === picked);
  const request =
    active ??
    (pickedWarehouse && scope.idClientAccount
      ? cartRequest({
          idClientAccount: scope.idClientAccount,
          idWarehouse: pickedWarehouse.idWarehouse,
          warehouseType: pickedWarehouse.warehouseType,
          eventMode: false,
        })
      : null);
  // The active cart's quantity of this product: a warehouse picked here has its own cart.
  const inCart = active ? (cart?.items.find((item) => item.idProduct === idProduct)?.quantity ?? 0) : 0;

  const add = async () => {
    if (!request) return;
    setBusy(true);
    try {
      const ordering = orderingClient(api);
      const current = active && cart ? cart : await ordering.getCart(request);
      await ordering.addCartItem(current.idCart, { idProduct, quantity: amount });
      if (!active && pickedWarehouse) store.selectWarehouse(pickedWarehouse.idWarehouse);
      reloadCart();
      notify('pages.catalog.added', { type: 'info', messageArgs: { name: productName } });
    } catch (error) {
      notifyFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return {
    active,
    warehouses,
    picked,
    setPicked,
    amount,
    setAmount,
    busy,
    valid,
    request,
    inCart,
    refusal: addToCartRefusal(availableQuantity, inCart, valid ? amount : 1),
    ...leftToAdd(availableQuantity, inCart),
    add,
  };
};

/**
 * A quantity and the add-to-cart button: the item goes to the cart of the active warehouse.
 * Adding cannot fail for want of a warehouse: the session chooses one whenever the account has
 * one, and should none be chosen yet the warehouse is asked here, beside the button, and the
 * item goes to that warehouse's cart, which becomes the active one (the product stays on screen).
 * With the product's available stock, the cart's own rule is told before the click (nothing left,
 * all of it already in the cart, more than what is left) and the button waits for a quantity that
 * fits.
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
  const { active, warehouses, picked, setPicked, amount, busy, soldOut, refusal, inCart, ...adding } = useAddToCart(idProduct, productName, availableQuantity);
  if (!active && !warehouses.length) {
    return <Typography color="text.secondary">{translate('session.settings.noWarehouse')}</Typography>;
  }
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {!active ? (
          <TextField
            select
            size="small"
            label={translate('session.settings.warehouse')}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            sx={{ minWidth: 180 }}
            data-testid="add-to-cart-warehouse"
          >
            {warehouses.map((w) => (
              <MenuItem key={w.idWarehouse} value={w.idWarehouse}>
                {w.warehouseName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <QuantityField value={amount} label={translate('pages.catalog.quantity')} onCommit={adding.setAmount} disabled={busy || soldOut} max={adding.max} />
        <Button variant="contained" size="small" disabled={!adding.valid || busy || !adding.request || Boolean(refusal)} onClick={() => void adding.add()}>
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
