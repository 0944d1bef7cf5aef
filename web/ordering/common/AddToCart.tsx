import { Button, Stack } from '@mui/material';
import { QuantityField } from '../../components/QuantityField';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { useCartReload, useCartRequest } from './use-cart';

/** A quantity and the add-to-cart button: the item goes to the cart of the active warehouse. */
export const AddToCart = ({ idProduct, productName }: { idProduct: string; productName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailed = useNotifyActionFailed();
  const api = useSessionApi();
  const reloadCart = useCartReload();
  const request = useCartRequest();
  const [amount, setAmount] = useState(1);
  const [busy, setBusy] = useState(false);
  const valid = Number.isInteger(amount) && amount > 0;

  /** Never rejects: a failure is notified. */
  const add = async () => {
    if (!request) {
      notify('pages.catalog.chooseWarehouse', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const ordering = orderingClient(api);
      const cart = await ordering.getCart(request);
      await ordering.addCartItem(cart.idCart, { idProduct, quantity: amount });
      reloadCart();
      notify('pages.catalog.added', { type: 'info', messageArgs: { name: productName } });
    } catch (error) {
      notifyFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <QuantityField value={amount} label={translate('pages.catalog.quantity')} onCommit={setAmount} disabled={busy} />
      <Button variant="contained" size="small" disabled={!valid || busy} onClick={() => void add()}>
        {translate('pages.catalog.addToCart')}
      </Button>
    </Stack>
  );
};
