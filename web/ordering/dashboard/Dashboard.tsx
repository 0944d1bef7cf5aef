import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Labeled, Title, useCanAccess } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession } from '../../shell/session/SessionProvider';
import { fullName } from '../../shell/session/session-user';
import { AccountChooser } from './AccountChooser';
import { CatalogsSummary } from './CatalogsSummary';
import { OrdersSummary } from './OrdersSummary';
import { ProductsSummary } from './ProductsSummary';

/**
 * The first screen. Who is signed in and where they work; a user with several accounts and none
 * chosen is asked which one first; then the way into ordering (the catalogs their groups see)
 * with its items, the products they can order, and their orders over time with the latest
 * ones. An administrator without an account sees the scope only: the settings panel chooses one.
 *
 * In a BOX warehouse the orders summary is the spec's box-orders one (`boxOrders`, given by the
 * frame: the box's screens sit above ordering), since customer orders are a WAREHOUSE's.
 */
export const Dashboard = ({ boxOrders }: { boxOrders?: ReactNode }) => {
  const translate = useTranslate();
  const { user, scope, account, warehouses } = useSession();
  const [choosing, setChoosing] = useState(false);
  const idClientAccount = scope.idClientAccount;
  const { canAccess: seesCatalogs } = useCanAccess({ resource: 'CatalogCatalogProductSearch', action: 'View' });
  const { canAccess: seesOrders } = useCanAccess({ resource: 'CoreOrders', action: 'View' });
  if (!user) return null;
  const warehouse = warehouses.find((w) => w.idWarehouse === scope.idWarehouse);
  // The account chosen in the settings panel may be of another client than the user's own.
  const clientName = account?.clientName ?? user.client?.clientName ?? null;
  const none = translate('pages.dashboard.none');
  const severalAccounts = user.accounts.length > 1 && !scope.masquerade;
  const mustChoose = (severalAccounts && !idClientAccount) || choosing;
  const inBox = scope.warehouseType === 'BOX';

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title="pages.dashboard.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('pages.dashboard.welcome', { name: fullName(user) })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('pages.dashboard.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 6 }} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Labeled label="pages.dashboard.client">
              <Typography data-testid="active-client">{clientName ?? (user.accounts.length ? none : translate('pages.dashboard.allClients'))}</Typography>
            </Labeled>
            <Labeled label="pages.dashboard.account">
              <Typography data-testid="active-account">{account?.accountName ?? none}</Typography>
            </Labeled>
            <Labeled label="pages.dashboard.warehouse">
              <Typography data-testid="active-warehouse">{warehouse?.warehouseName ?? none}</Typography>
            </Labeled>
            {severalAccounts && idClientAccount && !choosing ? (
              <Button variant="outlined" size="small" onClick={() => setChoosing(true)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                {translate('pages.dashboard.changeAccount')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {mustChoose ? (
        <AccountChooser user={user} onChosen={() => setChoosing(false)} />
      ) : idClientAccount && (seesCatalogs || seesOrders || inBox) ? (
        <Grid container spacing={2}>
          {seesCatalogs ? (
            <>
              <Grid size={{ xs: 12, md: 7 }}>
                <CatalogsSummary idClientAccount={idClientAccount} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <ProductsSummary idClientAccount={idClientAccount} seesOrders={Boolean(seesOrders)} />
              </Grid>
            </>
          ) : null}
          {inBox ? (
            <Grid size={12}>{boxOrders}</Grid>
          ) : seesOrders ? (
            <Grid size={12}>
              <OrdersSummary idClientAccount={idClientAccount} />
            </Grid>
          ) : null}
        </Grid>
      ) : null}
    </Stack>
  );
};
