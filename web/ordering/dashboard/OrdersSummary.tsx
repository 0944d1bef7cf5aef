import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LinearProgress } from 'react-admin';
import { Link } from 'react-router-dom';
import { customerOrdersQuery } from './home-queries';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ordersWithStatusPath } from '../common/order-list-state';
import { ReorderButton } from '../common/ReorderButton';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { OrdersOverTimeChart } from './charts';
import { statusText } from './status-text';

/**
 * The user's orders in the account: by status over the last twelve months, how many in each
 * status, and the latest ones, each with its "Order again" button on the buyer's home (`reorder`).
 */
export const OrdersSummary = ({ idClientAccount, reorder = false }: { idClientAccount: string; reorder?: boolean }) => {
  const { day } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const again = (idCustomerOrder: string) => <ReorderButton idCustomerOrder={idCustomerOrder} size="small" />;
  const { data, isPending, isError } = useQuery(customerOrdersQuery(api, idClientAccount));
  return (
    <Card component="section" aria-labelledby="dashboard-orders-title" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader id="dashboard-orders-title" title={translate('pages.dashboard.orders.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {isPending ? (
          <LinearProgress />
        ) : isError || !data ? (
          <Typography color="error">{translate('pages.dashboard.loadFailed')}</Typography>
        ) : data.totalCount === 0 ? (
          <Typography color="text.secondary">{translate('pages.dashboard.orders.none')}</Typography>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                <OrdersOverTimeChart summary={data} />
              </Suspense>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 1 }} aria-label={translate('pages.dashboard.orders.byStatus')}>
                {data.byStatus.map((s) => (
                  <Chip
                    key={s.statusCode}
                    size="small"
                    clickable
                    component={Link}
                    to={ordersWithStatusPath(s.statusCode)}
                    label={`${translate('app.labelled', { label: statusText(translate, s.statusCode) })} ${s.count}`}
                  />
                ))}
              </Stack>
              <List dense disablePadding aria-label={translate('pages.dashboard.orders.recent')}>
                {data.recent.map((order) => (
                  // A list holds list items (axe "list"): each link inside its item.
                  // The reorder button beside the link, not over it: its width is its words' (longer in French).
                  <ListItem key={order.idCustomerOrder} disablePadding divider sx={{ gap: 1, pr: reorder ? 1 : 0 }}>
                    <ListItemButton component={Link} to={`/orders/${order.idCustomerOrder}`} sx={{ minWidth: 0 }}>
                      <ListItemText
                        primary={order.orderReference ? `${order.orderNumber} · ${order.orderReference}` : order.orderNumber}
                        secondary={`${day(order.orderDate)} · ${statusText(translate, order.statusCode, order.statusName)}`}
                      />
                    </ListItemButton>
                    {reorder ? <Box sx={{ flexShrink: 0 }}>{again(order.idCustomerOrder)}</Box> : null}
                  </ListItem>
                ))}
              </List>
            </Grid>
          </Grid>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to="/orders/list" size="small">
          {translate('pages.dashboard.orders.all')}
        </Button>
      </CardActions>
    </Card>
  );
};
