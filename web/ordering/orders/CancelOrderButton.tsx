import CancelIcon from '@mui/icons-material/Cancel';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder } from '../../../shared/ordering/schemas';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Cancels the order after a confirmation; the page then shows the order as the server answers it. */
export const CancelOrderButton = ({ order, onCancelled }: { order: CustomerOrder; onCancelled: (order: CustomerOrder) => void }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);

  const cancel = async () => {
    setSaving(true);
    try {
      onCancelled(await orderingClient(api).cancelCustomerOrder(order.idCustomerOrder));
      notify('pages.orders.cancel.done', { type: 'info', messageArgs: { orderNumber: order.orderNumber } });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setAsking(true)}>
        {translate('pages.orders.cancel.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        loading={saving}
        title={translate('pages.orders.cancel.title', { orderNumber: order.orderNumber })}
        content={translate('pages.orders.cancel.content')}
        confirm="pages.orders.cancel.button"
        cancel="app.action.keepOrder"
        tone="warning"
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
