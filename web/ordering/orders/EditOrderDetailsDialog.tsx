import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../shared/api/api-error';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder } from '../../../shared/ordering/schemas';
import type { IsoDate } from '../../../shared/rules/date-input';
import { formatDeliveryDate, validateDeliveryDate } from '../../../shared/rules/delivery-dates';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { DeliveryDateField } from '../common/DeliveryDateField';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

type Fields = { orderReference: string; poNumber: string; orderComment: string };
const LIMITS: Record<keyof Fields, number> = { orderReference: FIELD_LIMITS.reference, poNumber: FIELD_LIMITS.reference, orderComment: FIELD_LIMITS.comment };
const LABELS: Record<keyof Fields, WebKey> = {
  orderReference: 'pages.orders.fields.orderReference',
  poNumber: 'pages.orders.fields.poNumber',
  orderComment: 'pages.orders.detail.comment',
};

/** Empty text is sent as null (the spec's payload cleaning). */
const cleaned = (text: string) => text.trim() || null;

/**
 * The order's references, comment and desired delivery date, changed while the order can still
 * change (out of stock, acknowledged, in progress). The date is chosen among the days the
 * checkout's rule allows now (shared/rules/delivery-dates). An order placed at checkout has one
 * delivery (one order per address); the date is that delivery's. Saving sends the update e-mail.
 */
export const EditOrderDetailsDialog = ({ order, onClose, onSaved }: { order: CustomerOrder; onClose: () => void; onSaved: (order: CustomerOrder) => void }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const fullScreen = useMediaQuery('(max-width:767px)');
  const delivery = order.deliveries[0];
  const savedDate = delivery?.requestedDeliveryDate?.slice(0, 10) ?? null;
  const [fields, setFields] = useState<Fields>({
    orderReference: order.orderReference ?? '',
    poNumber: order.poNumber ?? '',
    orderComment: order.orderComment ?? '',
  });
  const [date, setDate] = useState<string | null>(savedDate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorParams, setErrorParams] = useState<ApiError['params']>({});
  const [saving, setSaving] = useState(false);
  const now = useMemo(() => new Date(), []);

  const dateChanged = date !== savedDate;
  const dateProblem =
    dateChanged && date && order.deliverySettings ? validateDeliveryDate(formatDeliveryDate(date as IsoDate), order.deliverySettings, now) : null;
  const tooLong = (Object.keys(LIMITS) as (keyof Fields)[]).some((key) => fields[key].length > LIMITS[key]);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await orderingClient(api).updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        idCustomerOrderDelivery: delivery?.idCustomerOrderDelivery,
        orderReference: cleaned(fields.orderReference),
        poNumber: cleaned(fields.poNumber),
        orderComment: cleaned(fields.orderComment),
        ...(dateChanged ? { requestedDeliveryDate: date } : {}),
      });
      notify('pages.orders.edit.done', { type: 'info', messageArgs: { orderNumber: order.orderNumber } });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length) {
        // The date rule answers on the checkout's field name.
        const { deliveryDate, ...rest } = error.errors;
        setErrors(deliveryDate ? { ...rest, requestedDeliveryDate: deliveryDate } : rest);
        setErrorParams({ ...error.params, requestedDeliveryDate: error.params.deliveryDate ?? error.params.requestedDeliveryDate });
      } else notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (key: string) => (errors[key] ? translate(errors[key], { max: LIMITS[key as keyof Fields], _: errors[key] }) : undefined);

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="edit-order-title">
      <DialogTitle id="edit-order-title">{translate('pages.orders.editDetails.title', { orderNumber: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {(Object.keys(LIMITS) as (keyof Fields)[]).map((key) => (
            <LimitedTextField
              key={key}
              label={translate(LABELS[key])}
              value={fields[key]}
              onChange={(e) => {
                setFields((current) => ({ ...current, [key]: e.target.value }));
                setErrors(({ [key]: _gone, ...rest }) => rest);
              }}
              multiline={key === 'orderComment'}
              minRows={key === 'orderComment' ? 2 : undefined}
              limit={LIMITS[key]}
              serverError={errorOf(key)}
            />
          ))}
          {delivery && order.deliverySettings ? (
            <DeliveryDateField
              value={date}
              keptValue={savedDate}
              settings={order.deliverySettings}
              serverError={
                errors.requestedDeliveryDate
                  ? translate(errors.requestedDeliveryDate, { ...errorParams.requestedDeliveryDate, _: errors.requestedDeliveryDate })
                  : undefined
              }
              onChange={(next) => {
                setDate(next);
                setErrors(({ requestedDeliveryDate: _gone, ...rest }) => rest);
              }}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || tooLong || Boolean(dateProblem)}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
