import { Button, Card, CardActions, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LinearProgress, useCanAccess } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { dashboardClient } from '../../../shared/ordering/dashboard-client';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ordersWaitingForStockPath } from '../common/order-list-state';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { ProductsChart } from './charts';

/**
 * The products the user can order in the account, out of stock against the rest. The list it
 * leads to is the user's orders waiting for stock (what being out of stock means to an orderer);
 * holders of the product administration also get the product list.
 */
export const ProductsSummary = ({ idClientAccount, seesOrders }: { idClientAccount: string; seesOrders: boolean }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const navigate = useNavigate();
  const { canAccess: managesProducts } = useCanAccess({ resource: 'AdminProducts', action: 'View' });
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'products', idClientAccount],
    queryFn: () => dashboardClient(api).products(),
  });
  return (
    <Card component="section" aria-labelledby="dashboard-products-title" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader id="dashboard-products-title" title={translate('pages.dashboard.products.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {isPending ? (
          <LinearProgress />
        ) : isError || !data ? (
          <Typography color="error">{translate('pages.dashboard.loadFailed')}</Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
            <ProductsChart summary={data} onOutOfStock={() => (seesOrders ? void navigate(ordersWaitingForStockPath()) : undefined)} />
          </Suspense>
        )}
      </CardContent>
      <CardActions>
        {seesOrders ? (
          <Button component={Link} to={ordersWaitingForStockPath()} size="small">
            {translate('pages.dashboard.products.waitingOrders')}
          </Button>
        ) : null}
        {managesProducts ? (
          <Button component={Link} to="/admin/products/list" size="small">
            {translate('pages.dashboard.products.manage')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
};
