import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../shared/api/api-error';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder } from '../../../shared/ordering/schemas';
import type { IsoDate } from '../../../shared/rules/date-input';
import { formatDeliveryDate, validateDeliveryDate } from '../../../shared/rules/delivery-dates';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { DeliveryDateField } from '../common/DeliveryDateField';
import { ProductPicker } from '../common/ProductPicker';
import { AddressSelect } from '../common/AddressSelect';
import type { ProductCard } from '../../../shared/ordering/catalog-schemas';
import { QuantityField } from '../../components/QuantityField';
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
 * delivery (one order per address); the date and the address are that delivery's, the address
 * one of the order user's own (a buyer's, when staff change it), and a product may be added.
 * Saving sends the update e-mail.
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
  // The address among the order user's own (staff changing a buyer's order see the buyer's).
  const [idAddressBookAddress, setIdAddressBookAddress] = useState(delivery?.idAddressBookAddress ?? '');
  const { data: addresses = [] } = useQuery({
    queryKey: ['orderUserAddresses', order.idClientAccount, order.idUser, delivery?.idWarehouse],
    queryFn: () => orderingClient(api).userAddressBook(order.idUser, { idWarehouse: delivery?.idWarehouse ?? undefined, orderType: order.orderType }),
    enabled: Boolean(delivery),
  });
  const [added, setAdded] = useState<{ product: ProductCard | null; quantity: string }>({ product: null, quantity: '1' });

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
        ...(idAddressBookAddress && idAddressBookAddress !== delivery?.idAddressBookAddress ? { idAddressBookAddress } : {}),
        ...(added.product ? { products: [{ idProduct: added.product.idProduct, orderedQuantity: Number(added.quantity) }] } : {}),
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
          {delivery && (
            <AddressSelect
              label={translate('pages.orders.editDetails.address')}
              value={idAddressBookAddress}
              onChange={setIdAddressBookAddress}
              addresses={addresses}
              error={errors.idAddressBookAddress ? translate(errors.idAddressBookAddress, { _: errors.idAddressBookAddress }) : undefined}
              testId="edit-order-address"
            >
              {/* The address the order has, even when it is no longer in the user's books. */}
              {!addresses.some((a) => a.idAddressBookAddress === idAddressBookAddress) && idAddressBookAddress ? (
                <MenuItem value={idAddressBookAddress}>{delivery.addressName}</MenuItem>
              ) : null}
            </AddressSelect>
          )}
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" data-testid="edit-order-add-line">
            <ProductPicker
              label={translate('pages.orders.editDetails.addProduct')}
              value={added.product}
              onChange={(product) => setAdded((current) => ({ ...current, product }))}
            />
            <QuantityField
              label={translate('pages.orders.editDetails.quantity')}
              value={Number(added.quantity)}
              onCommit={(quantity) => setAdded((current) => ({ ...current, quantity: String(quantity) }))}
            />
          </Stack>
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
