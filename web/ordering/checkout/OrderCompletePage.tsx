import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, Divider, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import type { CompleteAnswer, CustomerOrder } from '../../../shared/ordering/schemas';
import { orderTotal, placedOrderIds } from '../../../shared/rules/orders';
import { useFormats } from '../../components/use-formats';
import { customerOrderStatusLabel } from '../../../shared/rules/statuses';
import { serverMessageKey } from '../../shell/i18n/i18n-provider';
import { useTranslate } from '../../shell/i18n/use-translate';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSessionApi } from '../../shell/session/SessionProvider';

/**
 * /checkout/{idOrder}/complete?orders=...: what was ordered. Every order the checkout placed (one
 * per address; their ids are kept in the URL, so the page survives a reload) is read from the
 * API and shown with its number (a link to the order), its address, lines and total, then the
 * total of them all; right after checkout the answer also lists the addresses whose order failed.
 */
const OrderCompletePage = () => {
  const { day, money } = useFormats();
  const { idOrder = '' } = useParams();
  const [searchParams] = useSearchParams();
  const translate = useTranslate();
  const api = useSessionApi();
  const answer = useLocation().state as CompleteAnswer | null;
  const ids = placedOrderIds(idOrder, searchParams.get('orders'));
  const queries = useQueries({
    queries: ids.map((id) => ({ queryKey: ['customerOrder', id], queryFn: () => orderingClient(api).getCustomerOrder(id), retry: false })),
  });
  const [first] = queries;
  if (first.isPending) return <Loading />;
  if (first.error || !first.data) return <NotFoundPage />;
  const orders = queries.flatMap((q) => (q.data ? [q.data] : []));
  const failures = answer?.idOrder === idOrder ? answer.failures : [];
  const translateServerMessage = (text: string) => {
    const key = serverMessageKey(text);
    return key ? translate(key, { _: text }) : text;
  };
  return (
    <Box sx={{ mt: 2, mb: 3, maxWidth: 900 }} data-testid="order-complete">
      <Title title={translate('pages.orderComplete.title')} />
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
        <Box>
          <Typography variant="h5" component="h1">
            {translate('pages.orderComplete.heading', { smart_count: ids.length })}
          </Typography>
          <Typography color="text.secondary">{translate('pages.orderComplete.mail')}</Typography>
        </Box>
      </Stack>
      {failures.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="order-failures">
          {failures.map((f) => (
            <Box key={f.idAddressBookAddress}>
              {translate('messages.orderForAddressFailed', { addressName: f.addressName, errorMessage: translateServerMessage(f.errorMessage) })}
            </Box>
          ))}
        </Alert>
      )}
      <Stack spacing={2} data-testid="placed-orders">
        {orders.map((order) => (
          <PlacedOrderCard key={order.idCustomerOrder} order={order} day={day} money={money} />
        ))}
      </Stack>
      {orders.length > 1 && (
        <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Stack direction="row" justifyContent="space-between">
            <Typography sx={{ fontWeight: 700 }}>{translate('pages.orderComplete.grandTotal', { smart_count: orders.length })}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="orders-total">
              {money(orders.reduce((sum, order) => Math.round((sum + orderTotal(order)) * 100) / 100, 0))}
            </Typography>
          </Stack>
        </Paper>
      )}
      <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ mt: 2 }}>
        {translate('pages.cart.continueShopping')}
      </Button>
    </Box>
  );
};

/** One placed order: its number (a link to its page), date, status, references, address, lines and total. */
const PlacedOrderCard = ({ order, day, money }: { order: CustomerOrder; day: (value: string) => string; money: (amount: number) => string }) => {
  const translate = useTranslate();
  const delivery = order.deliveries[0];
  // The order's status as the list and the order's page name it: by its code.
  const statusLabel = customerOrderStatusLabel(order.statusCode);
  return (
    <Card variant="outlined" data-testid="placed-order">
      <CardContent>
        <Typography variant="h6" component="h2" data-testid="order-number">
          {translate('pages.orderComplete.orderNumber')}{' '}
          <Link
            component={RouterLink}
            to={`/orders/${order.idCustomerOrder}`}
            underline="hover"
            aria-label={translate('pages.orderComplete.openOrder', { number: order.orderNumber })}
          >
            {order.orderNumber}
          </Link>
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
          <Typography variant="body2">
            {translate('app.labelled', { label: translate('pages.orderComplete.orderDate') })} {day(order.orderDate)}
          </Typography>
          <Typography variant="body2">
            {translate('app.labelled', { label: translate('pages.orderComplete.status') })}{' '}
            {statusLabel ? translate(statusLabel, { _: order.statusName }) : order.statusName}
          </Typography>
          {order.orderReference && (
            <Typography variant="body2">
              {translate('app.labelled', { label: translate('pages.checkout.fields.orderReference') })} {order.orderReference}
            </Typography>
          )}
          {order.poNumber && (
            <Typography variant="body2">
              {translate('app.labelled', { label: translate('pages.checkout.fields.poNumber') })} {order.poNumber}
            </Typography>
          )}
        </Box>
        {delivery && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3">
              {translate('pages.orderComplete.deliverTo')}
            </Typography>
            <Typography variant="body2">
              {[
                delivery.addressName,
                delivery.deliveryAddress1,
                `${delivery.deliveryAddressZipCode} ${delivery.deliveryAddressCity}`,
                delivery.deliveryAddressCountryISO2,
              ]
                .filter(Boolean)
                .join(', ')}
            </Typography>
            <Typography variant="body2" data-testid="requested-date">
              {translate('app.labelled', { label: translate('pages.checkout.deliveryDate') })}{' '}
              {delivery.requestedDeliveryDate ? day(delivery.requestedDeliveryDate.slice(0, 10)) : translate('pages.checkout.noDeliveryDate')}
            </Typography>
            <List dense>
              {delivery.products.map((p) => (
                <ListItem key={p.idCustomerOrderDeliveryProduct} disableGutters divider>
                  <ListItemText primary={p.productName} secondary={p.skuClient ?? p.sku} />
                  <Typography sx={{ whiteSpace: 'nowrap', ml: 1 }}>
                    {p.orderedQuantity} × {money(p.priceSell)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{translate('pages.orderComplete.total')}</Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="order-total">
            {money(orderTotal(order))}
          </Typography>
        </Stack>
        {order.documents.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.labelled', { label: translate('pages.checkout.documents') })} {order.documents.map((d) => d.documentName).join(', ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
export default OrderCompletePage;
