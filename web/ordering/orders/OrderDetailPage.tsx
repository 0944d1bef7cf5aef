import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrder } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import { canChangeOrder } from '../../../shared/rules/orders';
import { useTranslate } from '../../shell/i18n/use-translate';
import { orderStatusNameLabel } from '../../../shared/rules/statuses';
import { BackLink } from '../../components/BackLink';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { CancelOrderButton } from './CancelOrderButton';
import { DeliveryCard, Field } from './DeliveryCard';
import { EditOrderDetailsDialog } from './EditOrderDetailsDialog';
import { EditQuantitiesDialog } from './EditQuantitiesDialog';
import { OrderDocuments } from './OrderDocuments';
import { OrderIssues } from './OrderIssues';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderTimeline, timelineKey } from './OrderTimeline';
import { ReorderButton } from '../common/ReorderButton';

const contact = (order: CustomerOrder, who: 'buyer' | 'requester') =>
  [
    [order[`${who}Firstname`], order[`${who}Lastname`]].filter(Boolean).join(' '),
    order[`${who}Email`],
    order[`${who}Phone`] ?? order[`${who}Mobile`],
    order[`${who}Reference`],
  ].filter(Boolean);

/** The order as the API holds it, and `replace`, which puts an order saved in its place and reads the list and its story again. */
const useCustomerOrder = (idCustomerOrder: string) => {
  const api = useSessionApi();
  const { scope } = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['customerOrder', scope.idClientAccount, idCustomerOrder];
  const query = useQuery({
    queryKey,
    queryFn: () => orderingClient(api).getCustomerOrder(idCustomerOrder),
    enabled: Boolean(scope.idClientAccount),
    retry: (count, failure) => !(failure instanceof ApiError && failure.status < 500) && count < 2,
  });
  const replace = (next: CustomerOrder) => {
    queryClient.setQueryData(queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['customerOrders'] });
    void queryClient.invalidateQueries({ queryKey: timelineKey(next.idCustomerOrder) });
  };
  return { ...query, replace };
};

/** /orders/{idCustomerOrder}: the order as placed and as it goes, with what the user may still do with it. */
const OrderDetailPage = () => {
  const { idCustomerOrder = '' } = useParams();
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'CoreOrders', action: 'Edit' });
  const [editing, setEditing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const { data: order, isPending, error, replace } = useCustomerOrder(idCustomerOrder);

  if (isPending) return <Loading />;
  if (error || !order) return <NotFoundPage />;
  const changeable = canEdit && canChangeOrder(order.statusCode);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('pages.orders.detail.title', { orderNumber: order.orderNumber })} />
      <BackLink to="/orders/list" label="pages.orders.backToList" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} justifyContent="space-between" sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="h5" component="h1">
            {translate('pages.orders.detail.title', { orderNumber: order.orderNumber })}
          </Typography>
          <OrderStatusChip statusCode={order.statusCode} statusName={order.statusName} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <ReorderButton order={order} />
          {changeable && (
            <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setEditingDetails(true)}>
              {translate('pages.orders.editDetails.button')}
            </Button>
          )}
          {changeable && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {translate('pages.orders.edit.button')}
            </Button>
          )}
          {changeable && <CancelOrderButton order={order} onCancelled={replace} />}
        </Stack>
      </Stack>

      <Stack spacing={2}>
        <OrderFacts order={order} />

        <OrderTimeline idCustomerOrder={order.idCustomerOrder} />

        <OrderDocuments idCustomerOrder={order.idCustomerOrder} initial={order.documents} changeable={changeable} />

        {order.deliveries.map((delivery, index) => (
          <DeliveryCard key={delivery.idCustomerOrderDelivery} delivery={delivery} index={index} count={order.deliveries.length} />
        ))}

        <OrderIssues idCustomerOrder={order.idCustomerOrder} canReport={canEdit} />
      </Stack>

      {editingDetails && (
        <EditOrderDetailsDialog
          order={order}
          onClose={() => setEditingDetails(false)}
          onSaved={(saved) => {
            replace(saved);
            setEditingDetails(false);
          }}
        />
      )}
      {editing && (
        <EditQuantitiesDialog
          order={order}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
        />
      )}
    </Box>
  );
};

export default OrderDetailPage;

/** The order's date, status, references, buyer and requester, comment and reason. */
const OrderFacts = ({ order }: { order: CustomerOrder }) => {
  const { moment } = useFormats();
  const translate = useTranslate();
  const statusName = orderStatusNameLabel(order.statusName);
  const buyer = contact(order, 'buyer');
  const requester = contact(order, 'requester');
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          <Field label={translate('pages.orders.fields.orderDate')}>{moment(order.orderDate)}</Field>
          <Field label={translate('pages.orders.labelFilter')}>{statusName ? translate(statusName) : order.statusName}</Field>
          <Field label={translate('pages.orders.fields.orderReference')}>{order.orderReference}</Field>
          <Field label={translate('pages.orders.fields.poNumber')}>{order.poNumber}</Field>
          <Field label={translate('pages.orders.detail.buyer')}>{buyer.length ? buyer.map((line, i) => <div key={i}>{line}</div>) : null}</Field>
          <Field label={translate('pages.orders.detail.requester')}>{requester.length ? requester.map((line, i) => <div key={i}>{line}</div>) : null}</Field>
          {order.orderComment && <Field label={translate('pages.orders.detail.comment')}>{order.orderComment}</Field>}
          {order.orderReason && <Field label={translate('pages.orders.detail.reason')}>{order.orderReason}</Field>}
        </Box>
      </CardContent>
    </Card>
  );
};
