import { Alert, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import { AddressSelect } from '../common/AddressSelect';
import { NEW_ORDER_LINE, type OrderLine } from '../common/OrderLinesEditor';
import { OrderLinesPage } from '../common/OrderLinesPage';
import { useFieldErrors } from '../common/use-field-errors';
import { canOrderForOthers } from '../../../shared/rules/account-orders';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { orderPath } from './OrderListPage';
import { fullName } from '../../../shared/rules/display';

/** The account's buyers, and the chosen buyer's own shipping methods and addresses. */
const useBuyerChoices = (allowed: boolean, idUser: string) => {
  const api = useSessionApi();
  const { scope } = useSession();
  const idClientAccount = scope.idClientAccount ?? '';
  const client = orderingClient(api);
  const { data: buyers = [] } = useQuery({ queryKey: ['orderBuyers', scope.idClient, idClientAccount], queryFn: () => client.orderBuyers(), enabled: allowed });
  const { data: methods = [] } = useQuery({
    queryKey: ['buyerMethods', idClientAccount, idUser],
    queryFn: () => client.shippingMethods(idClientAccount, idUser),
    enabled: allowed && Boolean(idUser),
  });
  const { data: addresses = [] } = useQuery({
    queryKey: ['buyerAddresses', idClientAccount, idUser, scope.idWarehouse],
    queryFn: () => client.userAddressBook(idUser, { idWarehouse: scope.idWarehouse ?? undefined }),
    enabled: allowed && Boolean(idUser),
  });
  return { buyers, methods, addresses };
};

/**
 * The order staff place for a buyer: the buyer (whose shipping methods and addresses are then
 * read, and whose choice empties the method and address), the order's fields and lines, and the
 * order placed, which opens its page.
 */
const useOrderForBuyer = () => {
  const api = useSessionApi();
  const { scope, user } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const fieldErrors = useFieldErrors();
  const idClientAccount = scope.idClientAccount ?? '';
  const allowed = Boolean(idClientAccount) && canOrderForOthers(user?.accountPermissions ?? [], idClientAccount);
  const [idUser, setIdUser] = useState('');
  const [idShippingMethod, setIdShippingMethod] = useState('');
  const [idAddressBookAddress, setIdAddressBookAddress] = useState('');
  const [orderReference, setOrderReference] = useState('');
  const [lines, setLines] = useState<OrderLine[]>([NEW_ORDER_LINE]);
  const [saving, setSaving] = useState(false);
  const client = orderingClient(api);

  const { buyers, methods, addresses } = useBuyerChoices(allowed, idUser);

  const chosen = lines.filter((l) => l.product);
  const place = async () => {
    setSaving(true);
    fieldErrors.clear();
    try {
      const order = await client.createCustomerOrder({
        idClientAccount,
        idWarehouse: scope.idWarehouse ?? '',
        idUser,
        idShippingMethod,
        idAddressBookAddress,
        orderReference: orderReference.trim() || null,
        products: chosen.map((l) => ({ idProduct: l.product!.idProduct, quantity: Number(l.quantity) })),
      });
      notify('pages.orders.forBuyer.done', { type: 'info', messageArgs: { orderNumber: order.orderNumber } });
      void navigate(orderPath(order.idCustomerOrder));
    } catch (error) {
      fieldErrors.fail(error);
    } finally {
      setSaving(false);
    }
  };
  const chooseBuyer = (id: string) => {
    setIdUser(id);
    setIdShippingMethod('');
    setIdAddressBookAddress('');
  };

  return {
    allowed,
    buyers,
    methods,
    addresses,
    lines,
    setLines,
    place,
    chooseBuyer,
    fieldErrors,
    idUser,
    idShippingMethod,
    setIdShippingMethod,
    idAddressBookAddress,
    setIdAddressBookAddress,
    orderReference,
    setOrderReference,
    canPlace: !saving && Boolean(idUser && idShippingMethod && idAddressBookAddress) && chosen.length > 0,
  };
};

/**
 * /orders/create: staff place an order for a buyer of the account (POST /customerorders with the
 * buyer as idUser). The buyer's shipping methods and addresses are the buyer's own (the server
 * answers them for the buyer), and the server applies the checkout's rules as that buyer.
 */
const OrderForBuyerPage = () => {
  const translate = useTranslate();
  const order = useOrderForBuyer();
  const { idUser, methods, fieldErrors } = order;
  const { errors, errorOf } = fieldErrors;
  if (!order.allowed) return <Alert severity="info">{translate('pages.orders.forBuyer.notAllowed')}</Alert>;

  return (
    <OrderLinesPage
      title="pages.orders.forBuyer.title"
      lines={order.lines}
      onLines={order.setLines}
      action={
        <Button variant="contained" disabled={!order.canPlace} onClick={() => void order.place()}>
          {translate('pages.orders.forBuyer.place')}
        </Button>
      }
    >
      <TextField
        select
        size="small"
        label={translate('pages.orders.fields.buyer')}
        value={idUser}
        onChange={(e) => order.chooseBuyer(e.target.value)}
        error={Boolean(errors.idUser)}
        helperText={errorOf('idUser')}
        data-testid="order-for-buyer"
      >
        {order.buyers
          .filter((b) => b.mayOrder)
          .map((b) => (
            <MenuItem key={b.idUser} value={b.idUser}>
              {fullName(b) || b.email} · {b.email}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('pages.orders.detail.shippingMethod')}
        value={order.idShippingMethod}
        disabled={!idUser}
        onChange={(e) => order.setIdShippingMethod(e.target.value)}
        error={Boolean(errors.idShippingMethod)}
        helperText={errorOf('idShippingMethod')}
        data-testid="order-for-method"
      >
        {methods.map((m) => (
          <MenuItem key={m.idShippingMethod} value={m.idShippingMethod}>
            {m.shippingMethodName}
          </MenuItem>
        ))}
      </TextField>
      <AddressSelect
        label={translate('pages.orders.detail.address')}
        value={order.idAddressBookAddress}
        disabled={!idUser}
        onChange={order.setIdAddressBookAddress}
        addresses={order.addresses}
        error={errorOf('idAddressBookAddress')}
        testId="order-for-address"
      />
      <TextField
        size="small"
        label={translate('pages.orders.fields.orderReference')}
        value={order.orderReference}
        onChange={(e) => order.setOrderReference(e.target.value)}
        error={Boolean(errors.orderReference)}
        helperText={errorOf('orderReference')}
      />
    </OrderLinesPage>
  );
};

export default OrderForBuyerPage;
