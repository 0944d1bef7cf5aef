import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder } from '../../../shared/ordering/schemas';
import { RuleError } from '../../../shared/rules/message';
import { reorder } from '../../../shared/rules/orders';
import { useNotifyError } from '../../components/use-notify-error';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';

/**
 * Puts the order's products back into the basket of the active warehouse, with their ordered
 * quantities, through the spec's reorder rule (500 ms between products). Bundles come back as the
 * children the order lists. A product that is gone or disabled is not eligible. Given only the
 * order's id (the home's latest orders), the order is read when the button is pressed.
 */
export const ReorderButton = ({ order, idCustomerOrder, size }: { order?: CustomerOrder; idCustomerOrder?: string; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { scope } = useSession();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!scope.idClientAccount || !scope.idWarehouse) {
      notify('pages.catalog.chooseWarehouse', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const ordering = orderingClient(api);
      const whole = order ?? (await ordering.getCustomerOrder(idCustomerOrder!));
      const cart = await ordering.getCart({
        idClientAccount: scope.idClientAccount,
        idWarehouse: scope.idWarehouse,
        type: scope.warehouseType === 'BOX' ? 'BOX' : 'WAREHOUSE',
      });
      const lines = whole.deliveries
        .flatMap((d) => d.products)
        .map((line) => ({ ...line, currentProduct: line.currentProduct?.enabled ? line.currentProduct : null }));
      const added = await reorder(lines, {
        addToBasket: async (idProduct, quantity) => {
          await ordering.addCartItem(cart.idCart, { idProduct, quantity });
          await queryClient.invalidateQueries({ queryKey: ['cart'] });
        },
      });
      notify('pages.orders.reorder.done', { type: 'info', messageArgs: { smart_count: added } });
    } catch (error) {
      if (error instanceof RuleError) notify(messageText(translate, error.rule), { type: 'warning' });
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" size={size} startIcon={<ReplayIcon />} disabled={busy || (!order && !idCustomerOrder)} onClick={() => void run()}>
      {translate(busy ? 'pages.orders.reorder.running' : 'pages.orders.reorder.button')}
    </Button>
  );
};
