import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import type { CompleteAnswer } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import { customerOrderStatusLabel } from '../../../shared/rules/statuses';
import { formatDeliveryDate } from '../../../shared/rules/delivery-dates';
import type { IsoDate } from '../../../shared/rules/date-input';
import { serverMessageKey } from '../../shell/i18n/i18n-provider';
import { useTranslate } from '../../shell/i18n/use-translate';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSessionApi } from '../../shell/session/SessionProvider';

/**
 * /checkout/{idOrder}/complete: what was ordered. The first order is read from the API, so the
 * page survives a reload; right after checkout the answer also lists the other addresses'
 * orders and the addresses whose order failed.
 */
const OrderCompletePage = () => {
  const { day } = useFormats();
  const { idOrder = '' } = useParams();
  const translate = useTranslate();
  const api = useSessionApi();
  const answer = useLocation().state as CompleteAnswer | null;
  const {
    data: order,
    isPending,
    error,
  } = useQuery({
    queryKey: ['customerOrder', idOrder],
    queryFn: () => orderingClient(api).getCustomerOrder(idOrder),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (error || !order) return <NotFoundPage />;
  const placed = answer?.idOrder === idOrder ? answer.orders : [];
  const failures = answer?.idOrder === idOrder ? answer.failures : [];
  const delivery = order.deliveries[0];
  // The order's status as the list and the order's page name it: by its code.
  const statusLabel = customerOrderStatusLabel(order.statusCode);
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
            {translate('pages.orderComplete.heading', { smart_count: Math.max(1, placed.length) })}
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
      {placed.length > 1 && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('pages.orderComplete.orders')}
            </Typography>
            <List dense data-testid="placed-orders">
              {placed.map((o) => (
                <ListItem key={o.idCustomerOrder} disableGutters>
                  <ListItemText primary={`${translate('pages.orderComplete.orderNumber')} ${o.orderNumber}`} secondary={o.addressName} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" data-testid="order-number">
            {translate('pages.orderComplete.orderNumber')} {order.orderNumber}
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
                {delivery.requestedDeliveryDate
                  ? formatDeliveryDate(delivery.requestedDeliveryDate.slice(0, 10) as IsoDate)
                  : translate('pages.checkout.noDeliveryDate')}
              </Typography>
              <List dense>
                {delivery.products.map((p) => (
                  <ListItem key={p.idCustomerOrderDeliveryProduct} disableGutters divider>
                    <ListItemText primary={p.productName} secondary={p.skuClient ?? p.sku} />
                    <Typography sx={{ whiteSpace: 'nowrap' }}>× {p.orderedQuantity}</Typography>
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {order.documents.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.labelled', { label: translate('pages.checkout.documents') })} {order.documents.map((d) => d.documentName).join(', ')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ mt: 2 }}>
        {translate('pages.cart.continueShopping')}
      </Button>
    </Box>
  );
};
export default OrderCompletePage;
