import { Alert, Box, Button, Chip, FormControlLabel, Link, MenuItem, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Loading, Title, useCanAccess, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, type MessageParams } from '../../../shared/api/api-error';
import { orderingClient, type CheckoutDocumentDraft } from '../../../shared/ordering/client';
import type { Checkout, CheckoutDocument, DeliveryAddress } from '../../../shared/ordering/schemas';
import {
  checkoutTotals,
  needsBoxUser,
  selectionForOrderType,
  selectionForShipToMultiple,
  shippingChangeClearsAddresses,
  toggleAddress,
} from '../../../shared/rules/checkout';
import { useFormats } from '../../components/use-formats';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { cleanPayload } from '../../../shared/rules/imports';
import { isBoxUserDelivery } from '../../../shared/rules/orders';
import { ADDRESS_TYPE_FILTER_LABELS, ADDRESS_TYPE_FILTERS, type AddressTypeFilter } from '../../../shared/rules/search';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { draftFromCart, draftOrders } from '../../../shared/ordering/draft-orders';
import { collectionKey } from '../../../shared/registry/collection';
import { callAction } from '../../../shared/registry/route-kinds';
import { useCart, useCartReload } from '../common/use-cart';
import { LimitedTextField } from '../../components/LimitedTextField';
import { ActiveEventBanner } from '../../planning/events/ActiveEventBanner';
import { AddressPicker } from './AddressPicker';
import { NewAddressButton } from './NewAddressDialog';
import { CheckoutDocuments } from './CheckoutDocuments';
import { CheckoutSection } from './CheckoutSection';
import { DeliveryDateField } from '../common/DeliveryDateField';

type Form = Omit<Checkout, 'deliverySettings' | 'idCart'>;
type TextFieldName =
  | 'orderReference'
  | 'poNumber'
  | 'orderComment'
  | 'addressComment'
  | 'boxUserFirstName'
  | 'boxUserLastName'
  | 'boxUserEmail'
  | 'boxUserMobile'
  | 'boxUserPhone';
interface FieldErrors {
  errors: Record<string, string>;
  params: Record<string, MessageParams>;
}
const NO_ERRORS: FieldErrors = { errors: {}, params: {} };
const NO_DOCUMENTS: CheckoutDocument[] = [];

const TEXT_LIMITS: Record<TextFieldName, number> = {
  orderReference: FIELD_LIMITS.reference,
  poNumber: FIELD_LIMITS.reference,
  orderComment: FIELD_LIMITS.comment,
  addressComment: FIELD_LIMITS.comment,
  boxUserFirstName: FIELD_LIMITS.personName.max,
  boxUserLastName: FIELD_LIMITS.personName.max,
  boxUserEmail: FIELD_LIMITS.email,
  boxUserMobile: FIELD_LIMITS.mobile,
  boxUserPhone: FIELD_LIMITS.contactPhone,
};

const formOf = ({ deliverySettings: _settings, idCart: _cart, ...form }: Checkout): Form => form;

/**
 * /checkout: shipping method, order type and delivery addresses, delivery date, box user,
 * references and comments, documents; every change is saved at once (text fields when they are
 * left), one save after the other, and placing the order waits for the last one.
 */
const CheckoutPage = () => {
  const { money } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const { canAccess: canDraft } = useCanAccess({ resource: 'CoreOrdersDraft', action: 'Create' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reloadCart = useCartReload();
  const { scope } = useSession();
  const { data: cart, isPending: cartPending, request } = useCart();
  const ordering = orderingClient(api);
  const idCart = cart?.idCart;

  const checkoutQuery = useQuery({
    queryKey: ['checkout', idCart],
    queryFn: () => ordering.getCheckout(idCart!),
    enabled: Boolean(idCart),
    staleTime: Infinity,
  });
  const methodsQuery = useQuery({
    queryKey: ['shippingMethods', scope.idClientAccount],
    queryFn: () => ordering.shippingMethods(scope.idClientAccount!),
    enabled: Boolean(scope.idClientAccount),
  });
  const documentsQuery = useQuery({ queryKey: ['checkoutDocuments', idCart], queryFn: () => ordering.listDocuments(idCart!), enabled: Boolean(idCart) });

  const [form, setForm] = useState<Form | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<ApiError | null>(null);
  const [placing, setPlacing] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // What was last sent, so leaving an unchanged text field saves nothing.
  const sent = useRef<Form | null>(null);

  useEffect(() => {
    if (checkoutQuery.data && !form) {
      sent.current = formOf(checkoutQuery.data);
      setForm(sent.current);
    }
  }, [checkoutQuery.data, form]);

  const orderType = (form?.orderType ?? 'DELIVERY') as AddressTypeFilter;
  const addressesQuery = useQuery({
    queryKey: ['checkoutAddresses', idCart, orderType],
    queryFn: () => ordering.checkoutAddresses({ orderType }),
    enabled: Boolean(idCart && form),
  });

  if (!request) return <Typography sx={{ mt: 2 }}>{translate('pages.catalog.chooseWarehouse')}</Typography>;
  if (cartPending || (idCart && (checkoutQuery.isPending || !form))) return <Loading />;
  if (!cart || cart.items.length === 0 || !form || !checkoutQuery.data) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('pages.checkout.title')} />
        <Typography sx={{ mb: 2 }}>{translate('pages.cart.empty')}</Typography>
        <Button component={RouterLink} to="/checkout/cart" variant="outlined">
          {translate('pages.checkout.backToCart')}
        </Button>
      </Box>
    );
  }
  const settings = checkoutQuery.data.deliverySettings;
  const methods = methodsQuery.data ?? [];

  /** Runs saves one after the other; a failed save shows its field errors and 'Something happened'. */
  const enqueue = <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    const run = queue.current.then(task).then(
      (result) => {
        setFieldErrors(NO_ERRORS);
        // The spec reloads the cart after any change of checkout (debounced with the others).
        reloadCart();
        return result;
      },
      (error: unknown) => {
        if (error instanceof ApiError) setFieldErrors({ errors: error.errors, params: error.params });
        notify('messages.actionFailed', { type: 'error' });
        return undefined;
      },
    );
    queue.current = run;
    return run;
  };

  const save = (next: Form) => {
    setForm(next);
    sent.current = next;
    setPlaceError(null);
    void enqueue(async () => {
      const saved = await ordering.saveCheckout(cart.idCart, cleanPayload(next));
      // Coming back to the page starts from what the server holds, not from the first read.
      queryClient.setQueryData(['checkout', cart.idCart], saved);
      return saved;
    });
  };

  const fieldError = (field: string) => {
    const key = fieldErrors.errors[field] ?? placeError?.errors[field];
    return key ? translate(key, { ...(fieldErrors.params[field] ?? placeError?.params[field]), _: key }) : undefined;
  };

  const changeMethod = (idShippingMethod: string) => {
    const method = methods.find((m) => m.idShippingMethod === idShippingMethod) ?? null;
    const clears = shippingChangeClearsAddresses(form.shippingMethod, method);
    save({ ...form, idShippingMethod, shippingMethod: method, selectedAddresses: clears ? [] : form.selectedAddresses });
  };

  const toggle = (address: DeliveryAddress) => {
    const { selected, refused } = toggleAddress(form.selectedAddresses, address, form.shipToMultiple);
    setRefusal(refused ? messageText(translate, refused) : null);
    if (!refused) save({ ...form, selectedAddresses: selected });
  };

  const textField = (name: TextFieldName, options: { multiline?: boolean } = {}) => (
    <LimitedTextField
      key={name}
      fullWidth
      label={translate(`pages.checkout.fields.${name}`)}
      value={form[name] ?? ''}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      limit={TEXT_LIMITS[name]}
      serverError={fieldError(name)}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      onBlur={() => (form[name] ?? '') !== (sent.current?.[name] ?? '') && save(form)}
    />
  );

  const boxAddress = form.selectedAddresses.find((a) => a.addressType === 'BOX');
  const boxUserFlagged = boxAddress && isBoxUserDelivery({ addressType: 'BOX', firstname: form.boxUserFirstName, lastname: form.boxUserLastName }, boxAddress);

  const place = async () => {
    setPlacing(true);
    setPlaceError(null);
    await queue.current;
    try {
      const answer = await ordering.complete(cart.idCart, cart.type);
      queryClient.removeQueries({ queryKey: ['checkout'] });
      queryClient.removeQueries({ queryKey: ['checkoutDocuments'] });
      reloadCart();
      // The other addresses' orders stay in the URL, so the page shows them all after a reload.
      const others = answer.orders.map((o) => o.idCustomerOrder).filter((id) => id !== answer.idOrder);
      void navigate(`/checkout/${answer.idOrder}/complete${others.length ? `?orders=${others.join(',')}` : ''}`, { state: answer });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, { message: translate('messages.actionFailed') });
      setPlaceError(failure);
      setPlacing(false);
    }
  };

  // Saving as a draft keeps the cart and its checkout as they are and starts both afresh (the server resets them).
  const saveDraft = async () => {
    setPlacing(true);
    setPlaceError(null);
    await queue.current;
    try {
      await callAction(api, draftFromCart, { idCart: cart.idCart });
      queryClient.removeQueries({ queryKey: ['checkout'] });
      queryClient.removeQueries({ queryKey: collectionKey(draftOrders) });
      queryClient.removeQueries({ queryKey: ['checkoutDocuments'] });
      reloadCart();
      notify('pages.checkout.draftSaved', { type: 'info' });
      void navigate('/draft-orders/list');
    } catch (error) {
      setPlaceError(error instanceof ApiError ? error : new ApiError(0, { message: translate('messages.actionFailed') }));
      setPlacing(false);
    }
  };

  const totals = checkoutTotals(cart, form.selectedAddresses);
  const productErrors = placeError
    ? cart.items
        .filter((i) => placeError.errors[i.idProduct])
        .map((i) => {
          // A refusal that names its product (a quota) is not prefixed with the name a second time.
          const values = placeError.params[i.idProduct];
          const text = translate(placeError.errors[i.idProduct], { ...values, _: placeError.errors[i.idProduct] });
          return values?.product ? text : `${i.productName}: ${text}`;
        })
    : [];

  return (
    <Box sx={{ mt: 2, mb: 3 }} data-testid="checkout-form">
      <Title title={translate('pages.checkout.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pages.checkout.title')}
      </Typography>
      <ActiveEventBanner />
      {cart.errors.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="checkout-cart-errors">
          {translate('pages.checkout.cartErrors', { smart_count: cart.errors.length })}{' '}
          <Link component={RouterLink} to="/checkout/cart">
            {translate('pages.checkout.backToCart')}
          </Link>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <CheckoutSection title={translate('pages.checkout.shippingMethod')} testId="shipping-methods">
            {methods.length === 0 && !methodsQuery.isPending && <Typography color="text.secondary">{translate('pages.checkout.noShippingMethods')}</Typography>}
            <RadioGroup
              value={form.idShippingMethod ?? ''}
              onChange={(e) => changeMethod(e.target.value)}
              aria-label={translate('pages.checkout.shippingMethod')}
            >
              {methods.map((m) => (
                <FormControlLabel
                  key={m.idShippingMethod}
                  value={m.idShippingMethod}
                  control={<Radio />}
                  label={
                    <Box>
                      <Typography component="span">{m.shippingMethodName}</Typography>
                      {m.isProvisionAtDock && <Chip size="small" label={translate('pages.checkout.atDock')} sx={{ ml: 1 }} />}
                      {m.description && (
                        <Typography variant="body2" color="text.secondary">
                          {m.description}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {fieldError('idShippingMethod') && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {fieldError('idShippingMethod')}
              </Alert>
            )}
          </CheckoutSection>

          <CheckoutSection title={translate('pages.checkout.addresses')} testId="addresses">
            <TextField
              select
              size="small"
              label={translate('pages.checkout.orderType')}
              value={orderType}
              onChange={(e) => {
                const next = e.target.value as AddressTypeFilter;
                save({ ...form, orderType: next, selectedAddresses: selectionForOrderType(form.selectedAddresses, next, scope.idWarehouse!) });
              }}
              sx={{ mb: 1.5, minWidth: 220 }}
            >
              {ADDRESS_TYPE_FILTERS.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(ADDRESS_TYPE_FILTER_LABELS[type], { _: type })}
                </MenuItem>
              ))}
            </TextField>
            <AddressPicker
              addresses={addressesQuery.data ?? []}
              selected={form.selectedAddresses}
              shipToMultiple={form.shipToMultiple}
              loading={addressesQuery.isPending}
              error={refusal ?? fieldError('selectedAddresses')}
              onToggle={toggle}
              onShipToMultiple={(multiple) => {
                setRefusal(null);
                save({ ...form, shipToMultiple: multiple, selectedAddresses: selectionForShipToMultiple(form.selectedAddresses, multiple) });
              }}
            />
            <NewAddressButton
              onCreated={(id) =>
                // The new address is one of the user's own: once listed again, it is selected.
                void addressesQuery.refetch().then(({ data }) => {
                  const created = data?.find((a) => a.idAddressBookAddress === id);
                  if (created) toggle(created);
                })
              }
            />
            <Box sx={{ mt: 2 }}>{textField('addressComment', { multiline: true })}</Box>
          </CheckoutSection>

          {needsBoxUser(form.selectedAddresses) && (
            <CheckoutSection title={translate('pages.checkout.boxUser')} testId="box-user">
              {boxUserFlagged && <Chip color="info" size="small" label={translate('pages.checkout.boxUserFlag')} sx={{ mb: 1.5 }} />}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {(['boxUserFirstName', 'boxUserLastName', 'boxUserEmail', 'boxUserMobile', 'boxUserPhone'] as const).map((name) => textField(name))}
              </Box>
            </CheckoutSection>
          )}

          <CheckoutSection title={translate('pages.checkout.delivery')}>
            <Stack spacing={2}>
              <DeliveryDateField
                value={form.deliveryDate}
                settings={settings}
                serverError={fieldError('deliveryDate')}
                onChange={(deliveryDate) => save({ ...form, deliveryDate })}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {textField('orderReference')}
                {textField('poNumber')}
              </Box>
              {textField('orderComment', { multiline: true })}
            </Stack>
          </CheckoutSection>

          <CheckoutSection title={translate('pages.checkout.documents')} testId="documents">
            <CheckoutDocuments
              documents={documentsQuery.data ?? NO_DOCUMENTS}
              save={(wanted: CheckoutDocumentDraft[]) =>
                enqueue(async () => {
                  const saved = await ordering.saveDocuments(cart.idCart, wanted);
                  queryClient.setQueryData(['checkoutDocuments', cart.idCart], saved);
                  return saved;
                })
              }
            />
          </CheckoutSection>
        </Stack>

        <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 72 } }} data-testid="checkout-summary">
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('pages.checkout.summary')}
          </Typography>
          {cart.items.map((item) => (
            <Stack key={item.idCartItem} direction="row" justifyContent="space-between" spacing={1} sx={{ mb: 0.5 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.quantity} × {item.productName}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {money(item.priceSell * item.quantity)}
              </Typography>
            </Stack>
          ))}
          <Stack direction="row" justifyContent="space-between" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>{translate(totals.orders > 1 ? 'pages.checkout.perAddress' : 'pages.cart.subtotal')}</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="checkout-subtotal">
              {money(totals.perAddress)}
            </Typography>
          </Stack>
          {totals.orders > 1 && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('pages.checkout.ordersPerAddress', { smart_count: totals.orders })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} data-testid="checkout-address-totals">
                {totals.addresses.map(({ address, total }) => (
                  <Stack component="li" key={address.idAddressBookAddress} direction="row" justifyContent="space-between" spacing={1}>
                    <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {address.addressName}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {money(total)}
                    </Typography>
                  </Stack>
                ))}
              </Box>
              <Stack direction="row" justifyContent="space-between" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 700 }}>{translate('pages.checkout.grandTotal', { smart_count: totals.orders })}</Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
                  {money(totals.total)}
                </Typography>
              </Stack>
            </>
          )}
          {placeError && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="place-order-error">
              {productErrors.length === 0 && translate(placeError.message, { _: placeError.message })}
              {Object.entries(placeError.errors)
                .filter(([field]) => !cart.items.some((i) => i.idProduct === field))
                .map(([field, key]) => (
                  <Box key={field}>{translate(key, { ...placeError.params[field], _: key })}</Box>
                ))}
              {productErrors.map((text) => (
                <Box key={text}>{text}</Box>
              ))}
              {productErrors.length > 0 && (
                <Link component={RouterLink} to="/checkout/cart">
                  {translate('pages.checkout.backToCart')}
                </Link>
              )}
            </Alert>
          )}
          <Button fullWidth variant="contained" size="large" sx={{ mt: 2 }} disabled={placing} onClick={() => void place()}>
            {translate('pages.checkout.placeOrder', { smart_count: Math.max(1, form.selectedAddresses.length) })}
          </Button>
          {canDraft && (
            <Button fullWidth variant="outlined" sx={{ mt: 1 }} disabled={placing} onClick={() => void saveDraft()}>
              {translate('pages.checkout.saveDraft')}
            </Button>
          )}
          <Button fullWidth component={RouterLink} to="/checkout/cart" sx={{ mt: 1 }}>
            {translate('pages.checkout.backToCart')}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
};
export default CheckoutPage;
