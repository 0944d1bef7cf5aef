import { Button, Link, MenuItem } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import { draftOrders } from '../../../shared/ordering/draft-orders';
import { collectionCalls, collectionKey } from '../../../shared/registry/collection';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LeaveGuard } from '../../components/LeaveGuard';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { AddressSelect } from '../common/AddressSelect';
import { NEW_ORDER_LINE, type OrderLine } from '../common/OrderLinesEditor';
import { OrderLinesPage } from '../common/OrderLinesPage';
import { useFieldErrors } from '../common/use-field-errors';

/**
 * /draft-orders/create: a draft made from nothing in the active warehouse (POST .../draftorders):
 * its reference, its delivery address (one the user may order to) and its lines. As a draft
 * saved from the checkout, it resets the user's checkout there (spec); the cart keeps its items.
 */
const DraftOrderCreatePage = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const { errors, errorOf, clear, fail } = useFieldErrors();
  const queryClient = useQueryClient();
  const [orderReference, setOrderReference] = useState('');
  const [idAddressBookAddress, setIdAddressBookAddress] = useState('');
  const [lines, setLines] = useState<OrderLine[]>([NEW_ORDER_LINE]);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState(false);
  const { data: addresses = [] } = useQuery({
    queryKey: ['checkoutAddresses', scope.idClientAccount, scope.idWarehouse],
    queryFn: () => orderingClient(api).checkoutAddresses(),
    enabled: Boolean(scope.idWarehouse),
  });

  const chosen = lines.filter((l) => l.product);
  const touched = Boolean(orderReference || idAddressBookAddress || chosen.length);
  const create = async () => {
    setSaving(true);
    clear();
    try {
      const { draftOrder } = await collectionCalls(api, draftOrders).create(
        {},
        {
          idWarehouse: scope.idWarehouse ?? '',
          orderReference: orderReference.trim() || null,
          addresses: idAddressBookAddress ? [idAddressBookAddress] : [],
          items: chosen.map((l) => ({ idProduct: l.product!.idProduct, quantity: Number(l.quantity) })),
        },
      );
      // The server reset the checkout of this warehouse; the drafts list has one more.
      queryClient.removeQueries({ queryKey: ['checkout'] });
      queryClient.removeQueries({ queryKey: collectionKey(draftOrders) });
      setCreated(true);
      notify('pages.drafts.created', { type: 'info' });
      void navigate(`/draft-orders/${draftOrder.idDraft}`);
    } catch (error) {
      fail(error);
      setSaving(false);
    }
  };

  return (
    <OrderLinesPage
      title="pages.drafts.createTitle"
      top={
        <>
          <LeaveGuard active={touched && !created} />
          <Link component={RouterLink} to="/draft-orders/list" underline="hover">
            {translate('pages.drafts.backToList')}
          </Link>
        </>
      }
      lines={lines}
      onLines={setLines}
      linesError={errors.items ? errorOf('items') : undefined}
      action={
        <Button variant="contained" disabled={saving || !scope.idWarehouse} onClick={() => void create()}>
          {translate('ra.action.create')}
        </Button>
      }
    >
      <LimitedTextField
        size="small"
        label={translate('pages.orders.fields.orderReference')}
        value={orderReference}
        limit={FIELD_LIMITS.reference}
        onChange={(e) => setOrderReference(e.target.value)}
        serverError={errorOf('orderReference')}
      />
      <AddressSelect
        label={translate('pages.orders.detail.address')}
        value={idAddressBookAddress}
        onChange={setIdAddressBookAddress}
        addresses={addresses}
        error={errorOf('addresses')}
        testId="draft-address"
      >
        <MenuItem value="">{translate('pages.drafts.noAddress')}</MenuItem>
      </AddressSelect>
    </OrderLinesPage>
  );
};

export default DraftOrderCreatePage;
