import { Button, Chip, Grid, Skeleton, Stack } from '@mui/material';
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
import { DashboardCard } from './DashboardCard';
import { LinkList } from './LinkList';
import { orderTitle, statusText } from './status-text';

/**
 * The user's orders in the account: by status over the last twelve months, how many in each
 * status, and the latest ones, each with its "Order again" button on the buyer's home (`reorder`).
 */
export const OrdersSummary = ({ idClientAccount, reorder = false }: { idClientAccount: string; reorder?: boolean }) => {
  const { day } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const query = useQuery(customerOrdersQuery(api, idClientAccount));
  return (
    <DashboardCard
      id="dashboard-orders-title"
      title={translate('pages.dashboard.orders.title')}
      query={query}
      pending={<LinearProgress />}
      empty={translate('pages.dashboard.orders.none')}
      isEmpty={(summary) => summary.totalCount === 0}
      action={
        <Button component={Link} to="/orders/list" size="small">
          {translate('pages.dashboard.orders.all')}
        </Button>
      }
    >
      {(data) => (
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
            <LinkList
              label={translate('pages.dashboard.orders.recent')}
              items={data.recent}
              keyOf={(order) => order.idCustomerOrder}
              to={(order) => `/orders/${order.idCustomerOrder}`}
              primary={orderTitle}
              secondary={(order) => `${day(order.orderDate)} · ${statusText(translate, order.statusCode, order.statusName)}`}
              after={reorder ? (order) => <ReorderButton idCustomerOrder={order.idCustomerOrder} size="small" /> : undefined}
            />
          </Grid>
        </Grid>
      )}
    </DashboardCard>
  );
};
