import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder } from '../../../shared/ordering/schemas';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { CancelWithConfirmButton } from '../../components/CancelWithConfirmButton';

/** Cancels the order after a confirmation; the page then shows the order as the server answers it. */
export const CancelOrderButton = ({ order, onCancelled }: { order: CustomerOrder; onCancelled: (order: CustomerOrder) => void }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return (
    <CancelWithConfirmButton
      label="pages.orders.cancel.button"
      variant="outlined"
      title={translate('pages.orders.cancel.title', { orderNumber: order.orderNumber })}
      content={translate('pages.orders.cancel.content')}
      onCancel={async () => {
        try {
          onCancelled(await orderingClient(api).cancelCustomerOrder(order.idCustomerOrder));
          notify('pages.orders.cancel.done', { type: 'info', messageArgs: { orderNumber: order.orderNumber } });
        } catch (error) {
          notifyError(error);
        }
      }}
    />
  );
};
