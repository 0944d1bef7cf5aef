import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import type { ApiError } from '../../../shared/api/api-error';
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
import { orderDetailsErrors, orderDetailsUpdate, savedDeliveryDate, type OrderDetailsFields as Fields } from './order-details-edit';

const LIMITS: Record<keyof Fields, number> = { orderReference: FIELD_LIMITS.reference, poNumber: FIELD_LIMITS.reference, orderComment: FIELD_LIMITS.comment };
const LABELS: Record<keyof Fields, WebKey> = {
  orderReference: 'pages.orders.fields.orderReference',
  poNumber: 'pages.orders.fields.poNumber',
  orderComment: 'pages.orders.detail.comment',
};
const FIELD_NAMES = Object.keys(LIMITS) as (keyof Fields)[];

/** What the dialog holds (texts, date, address, a product added), the server's field errors, and the save. */
const useOrderDetailsEdit = (order: CustomerOrder, onSaved: (order: CustomerOrder) => void) => {
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const delivery = order.deliveries[0];
  const savedDate = savedDeliveryDate(order);
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

  const dateProblem =
    date !== savedDate && date && order.deliverySettings ? validateDeliveryDate(formatDeliveryDate(date as IsoDate), order.deliverySettings, now) : null;
  const save = async () => {
    setSaving(true);
    try {
      const edit = { fields, date, idAddressBookAddress, added: added.product ? { idProduct: added.product.idProduct, quantity: added.quantity } : null };
      const saved = await orderingClient(api).updateCustomerOrder(orderDetailsUpdate(order, edit));
      notify('pages.orders.edit.done', { type: 'info', messageArgs: { orderNumber: order.orderNumber } });
      onSaved(saved);
    } catch (error) {
      const refused = orderDetailsErrors(error);
      if (refused) {
        setErrors(refused.errors);
        setErrorParams(refused.params);
      } else notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  /** A change of a field clears its error. */
  const forget = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);

  return {
    fields,
    date,
    savedDate,
    errors,
    errorParams,
    saving,
    idAddressBookAddress,
    setIdAddressBookAddress,
    addresses,
    added,
    setAdded,
    save,
    setField: (key: keyof Fields, value: string) => {
      setFields((current) => ({ ...current, [key]: value }));
      forget(key);
    },
    changeDate: (next: string | null) => {
      setDate(next);
      forget('requestedDeliveryDate');
    },
    cannotSave: saving || FIELD_NAMES.some((key) => fields[key].length > LIMITS[key]) || Boolean(dateProblem),
  };
};
type OrderDetailsEditing = ReturnType<typeof useOrderDetailsEdit>;

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
  const fullScreen = useMediaQuery('(max-width:767px)');
  const edit = useOrderDetailsEdit(order, onSaved);
  const { errors, saving } = edit;
  const delivery = order.deliveries[0];
  const errorOf = (key: keyof Fields) => (errors[key] ? translate(errors[key], { max: LIMITS[key], _: errors[key] }) : undefined);

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="edit-order-title">
      <DialogTitle id="edit-order-title">{translate('pages.orders.editDetails.title', { orderNumber: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {FIELD_NAMES.map((key) => (
            <LimitedTextField
              key={key}
              label={translate(LABELS[key])}
              value={edit.fields[key]}
              onChange={(e) => edit.setField(key, e.target.value)}
              multiline={key === 'orderComment'}
              minRows={key === 'orderComment' ? 2 : undefined}
              limit={LIMITS[key]}
              serverError={errorOf(key)}
            />
          ))}
          {delivery && <DeliveryAddress edit={edit} addressName={delivery.addressName} />}
          <AddedLine edit={edit} />
          {delivery && order.deliverySettings ? (
            <DeliveryDateField
              value={edit.date}
              keptValue={edit.savedDate}
              settings={order.deliverySettings}
              serverError={
                errors.requestedDeliveryDate
                  ? translate(errors.requestedDeliveryDate, { ...edit.errorParams.requestedDeliveryDate, _: errors.requestedDeliveryDate })
                  : undefined
              }
              onChange={edit.changeDate}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void edit.save()} disabled={edit.cannotSave}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The delivery's address among the order user's own, or the one it has though it left their books. */
const DeliveryAddress = ({ edit, addressName }: { edit: OrderDetailsEditing; addressName: string | null }) => {
  const translate = useTranslate();
  const { addresses, idAddressBookAddress, errors } = edit;
  return (
    <AddressSelect
      label={translate('pages.orders.editDetails.address')}
      value={idAddressBookAddress}
      onChange={edit.setIdAddressBookAddress}
      addresses={addresses}
      error={errors.idAddressBookAddress ? translate(errors.idAddressBookAddress, { _: errors.idAddressBookAddress }) : undefined}
      testId="edit-order-address"
    >
      {/* The address the order has, even when it is no longer in the user's books. */}
      {!addresses.some((a) => a.idAddressBookAddress === idAddressBookAddress) && idAddressBookAddress ? (
        <MenuItem value={idAddressBookAddress}>{addressName}</MenuItem>
      ) : null}
    </AddressSelect>
  );
};

/** A product to add to the order, and its quantity. */
const AddedLine = ({ edit }: { edit: OrderDetailsEditing }) => {
  const translate = useTranslate();
  const { added, setAdded } = edit;
  return (
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
  );
};
