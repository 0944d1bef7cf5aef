import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError, type MessageParams } from '../../../shared/api/api-error';
import { orderingClient, type CheckoutDocumentDraft } from '../../../shared/ordering/client';
import { draftFromCart, draftOrders } from '../../../shared/ordering/draft-orders';
import type { Cart, Checkout, CheckoutDocument, DeliveryAddress } from '../../../shared/ordering/schemas';
import { collectionKey } from '../../../shared/registry/collection';
import { callAction } from '../../../shared/registry/route-kinds';
import { shippingChangeClearsAddresses, toggleAddress } from '../../../shared/rules/checkout';
import { cleanPayload } from '../../../shared/rules/imports';
import type { AddressTypeFilter } from '../../../shared/rules/search';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { useCart, useCartReload } from '../common/use-cart';

export type CheckoutForm = Omit<Checkout, 'deliverySettings' | 'idCart'>;
interface FieldErrors {
  errors: Record<string, string>;
  params: Record<string, MessageParams>;
}
const NO_ERRORS: FieldErrors = { errors: {}, params: {} };
const NO_DOCUMENTS: CheckoutDocument[] = [];

const formOf = ({ deliverySettings: _settings, idCart: _cart, ...form }: Checkout): CheckoutForm => form;

/** The checkout's reads: the cart, its checkout, the shipping methods, documents and the addresses of the order type. */
const useCheckoutQueries = (form: CheckoutForm | null) => {
  const api = useSessionApi();
  const { scope } = useSession();
  const cartQuery = useCart();
  const ordering = orderingClient(api);
  const idCart = cartQuery.data?.idCart;
  const checkout = useQuery({
    queryKey: ['checkout', idCart],
    queryFn: () => ordering.getCheckout(idCart!),
    enabled: Boolean(idCart),
    staleTime: Infinity,
  });
  const methods = useQuery({
    queryKey: ['shippingMethods', scope.idClientAccount],
    queryFn: () => ordering.shippingMethods(scope.idClientAccount!),
    enabled: Boolean(scope.idClientAccount),
  });
  const documents = useQuery({ queryKey: ['checkoutDocuments', idCart], queryFn: () => ordering.listDocuments(idCart!), enabled: Boolean(idCart) });
  const orderType = (form?.orderType ?? 'DELIVERY') as AddressTypeFilter;
  const addresses = useQuery({
    queryKey: ['checkoutAddresses', idCart, orderType],
    queryFn: () => ordering.checkoutAddresses({ orderType }),
    enabled: Boolean(idCart && form),
  });
  return { api, ordering, idWarehouse: scope.idWarehouse!, cartQuery, checkout, methods, documents, orderType, addresses };
};

/**
 * The state of /checkout: what it reads, the form as last typed and as last sent, and the saves,
 * run one after the other so that placing the order waits for the last one. While the page cannot
 * show the form yet, only its status.
 */
export const useCheckout = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reloadCart = useCartReload();
  const { canAccess: canDraft } = useCanAccess({ resource: 'CoreOrdersDraft', action: 'Create' });
  const [form, setForm] = useState<CheckoutForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<ApiError | null>(null);
  const [placing, setPlacing] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // What was last sent, so leaving an unchanged text field saves nothing.
  const sent = useRef<CheckoutForm | null>(null);
  const queries = useCheckoutQueries(form);
  const { cartQuery, checkout } = queries;

  useEffect(() => {
    if (checkout.data && !form) {
      sent.current = formOf(checkout.data);
      setForm(sent.current);
    }
  }, [checkout.data, form]);

  const cart = cartQuery.data;
  if (!cartQuery.request) return { status: 'noWarehouse' } as const;
  if (cartQuery.isPending || (cart?.idCart && (checkout.isPending || !form))) return { status: 'loading' } as const;
  if (!cart || cart.items.length === 0 || !form || !checkout.data) return { status: 'empty' } as const;
  const context: CheckoutContext = {
    ...queries,
    translate,
    notify,
    navigate,
    queryClient,
    reloadCart,
    cart,
    form,
    setForm,
    sent,
    queue,
    fieldErrors,
    setFieldErrors,
    setRefusal,
    placeError,
    setPlaceError,
    setPlacing,
  };
  return {
    status: 'ready',
    cart,
    form,
    setForm,
    sent,
    settings: checkout.data.deliverySettings,
    methods: queries.methods.data ?? [],
    methodsPending: queries.methods.isPending,
    documents: queries.documents.data ?? NO_DOCUMENTS,
    orderType: queries.orderType,
    idWarehouse: queries.idWarehouse,
    addresses: queries.addresses,
    refusal,
    setRefusal,
    placeError,
    placing,
    canDraft,
    ...formActions(context),
    ...orderActions(context),
  } as const;
};

export type ReadyCheckout = Extract<ReturnType<typeof useCheckout>, { status: 'ready' }>;

interface CheckoutContext extends ReturnType<typeof useCheckoutQueries> {
  translate: ReturnType<typeof useTranslate>;
  notify: ReturnType<typeof useNotify>;
  navigate: ReturnType<typeof useNavigate>;
  queryClient: QueryClient;
  reloadCart: () => void;
  cart: Cart;
  form: CheckoutForm;
  setForm: Dispatch<SetStateAction<CheckoutForm | null>>;
  sent: MutableRefObject<CheckoutForm | null>;
  queue: MutableRefObject<Promise<unknown>>;
  fieldErrors: FieldErrors;
  setFieldErrors: Dispatch<SetStateAction<FieldErrors>>;
  setRefusal: Dispatch<SetStateAction<string | null>>;
  placeError: ApiError | null;
  setPlaceError: Dispatch<SetStateAction<ApiError | null>>;
  setPlacing: Dispatch<SetStateAction<boolean>>;
}

/** Every change of the form is saved at once, one save after the other. */
const formActions = (c: CheckoutContext) => {
  const { cart, form, ordering, queryClient, translate } = c;

  /** Runs saves one after the other; a failed save shows its field errors and 'Something happened'. */
  const enqueue = <T>(task: () => Promise<T>): Promise<T | undefined> => {
    const run = c.queue.current.then(task).then(
      (result) => {
        c.setFieldErrors(NO_ERRORS);
        // The spec reloads the cart after any change of checkout (debounced with the others).
        c.reloadCart();
        return result;
      },
      (error: unknown) => {
        if (error instanceof ApiError) c.setFieldErrors({ errors: error.errors, params: error.params });
        c.notify('messages.actionFailed', { type: 'error' });
        return undefined;
      },
    );
    c.queue.current = run;
    return run;
  };

  const save = (next: CheckoutForm) => {
    c.setForm(next);
    c.sent.current = next;
    c.setPlaceError(null);
    void enqueue(async () => {
      const saved = await ordering.saveCheckout(cart.idCart, cleanPayload(next));
      // Coming back to the page starts from what the server holds, not from the first read.
      queryClient.setQueryData(['checkout', cart.idCart], saved);
      return saved;
    });
  };

  const fieldError = (field: string) => {
    const { fieldErrors, placeError } = c;
    const key = fieldErrors.errors[field] ?? placeError?.errors[field];
    return key ? translate(key, { ...(fieldErrors.params[field] ?? placeError?.params[field]), _: key }) : undefined;
  };

  const changeMethod = (idShippingMethod: string) => {
    const method = c.methods.data?.find((m) => m.idShippingMethod === idShippingMethod) ?? null;
    const clears = shippingChangeClearsAddresses(form.shippingMethod, method);
    save({ ...form, idShippingMethod, shippingMethod: method, selectedAddresses: clears ? [] : form.selectedAddresses });
  };

  const toggle = (address: DeliveryAddress) => {
    const { selected, refused } = toggleAddress(form.selectedAddresses, address, form.shipToMultiple);
    c.setRefusal(refused ? messageText(translate, refused) : null);
    if (!refused) save({ ...form, selectedAddresses: selected });
  };

  const saveDocuments = (wanted: CheckoutDocumentDraft[]) =>
    enqueue(async () => {
      const saved = await ordering.saveDocuments(cart.idCart, wanted);
      queryClient.setQueryData(['checkoutDocuments', cart.idCart], saved);
      return saved;
    });

  return { save, fieldError, changeMethod, toggle, saveDocuments };
};

/** Placing the order, or saving it as a draft, once the last save is through. */
const orderActions = (c: CheckoutContext) => {
  const { cart, queryClient, translate } = c;
  const failed = (error: unknown) => {
    c.setPlaceError(error instanceof ApiError ? error : new ApiError(0, { message: translate('messages.actionFailed') }));
    c.setPlacing(false);
  };

  const place = async () => {
    c.setPlacing(true);
    c.setPlaceError(null);
    await c.queue.current;
    try {
      const answer = await c.ordering.complete(cart.idCart, cart.type);
      queryClient.removeQueries({ queryKey: ['checkout'] });
      queryClient.removeQueries({ queryKey: ['checkoutDocuments'] });
      c.reloadCart();
      // The other addresses' orders stay in the URL, so the page shows them all after a reload.
      const others = answer.orders.map((o) => o.idCustomerOrder).filter((id) => id !== answer.idOrder);
      void c.navigate(`/checkout/${answer.idOrder}/complete${others.length ? `?orders=${others.join(',')}` : ''}`, { state: answer });
    } catch (error) {
      failed(error);
    }
  };

  // Saving as a draft keeps the cart and its checkout as they are and starts both afresh (the server resets them).
  const saveDraft = async () => {
    c.setPlacing(true);
    c.setPlaceError(null);
    await c.queue.current;
    try {
      await callAction(c.api, draftFromCart, { idCart: cart.idCart });
      queryClient.removeQueries({ queryKey: ['checkout'] });
      queryClient.removeQueries({ queryKey: collectionKey(draftOrders) });
      queryClient.removeQueries({ queryKey: ['checkoutDocuments'] });
      c.reloadCart();
      c.notify('pages.checkout.draftSaved', { type: 'info' });
      void c.navigate('/draft-orders/list');
    } catch (error) {
      failed(error);
    }
  };

  return { place, saveDraft };
};
