import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { QuantityField } from '../../components/QuantityField';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import { cartRequest } from '../../../shared/rules/cart';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi, useSessionStore } from '../../shell/session/SessionProvider';
import { useCartReload, useCartRequest } from './use-cart';

/**
 * A quantity and the add-to-cart button: the item goes to the cart of the active warehouse.
 * Adding cannot fail for want of a warehouse: the session chooses one whenever the account has
 * one, and should none be chosen yet the warehouse is asked here, beside the button, and the
 * item goes to that warehouse's cart, which becomes the active one (the product stays on screen).
 */
export const AddToCart = ({ idProduct, productName }: { idProduct: string; productName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailed = useNotifyActionFailed();
  const api = useSessionApi();
  const store = useSessionStore();
  const { scope, warehouses } = useSession();
  const reloadCart = useCartReload();
  const active = useCartRequest();
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

  /** Never rejects: a failure is notified. */
  const add = async () => {
    if (!request) return;
    setBusy(true);
    try {
      const ordering = orderingClient(api);
      const cart = await ordering.getCart(request);
      await ordering.addCartItem(cart.idCart, { idProduct, quantity: amount });
      if (!active && pickedWarehouse) store.selectWarehouse(pickedWarehouse.idWarehouse);
      reloadCart();
      notify('pages.catalog.added', { type: 'info', messageArgs: { name: productName } });
    } catch (error) {
      notifyFailed(error);
    } finally {
      setBusy(false);
    }
  };

  if (!active && !warehouses.length) {
    return <Typography color="text.secondary">{translate('session.settings.noWarehouse')}</Typography>;
  }
  return (
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
      <QuantityField value={amount} label={translate('pages.catalog.quantity')} onCommit={setAmount} disabled={busy} />
      <Button variant="contained" size="small" disabled={!valid || busy || !request} onClick={() => void add()}>
        {translate('pages.catalog.addToCart')}
      </Button>
    </Stack>
  );
};
