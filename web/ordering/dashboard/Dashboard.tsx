import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Labeled, Title } from 'react-admin';
import { hasAllAccounts } from '../../../shared/permissions';
import { canSeeAccountOrders } from '../../../shared/rules/account-orders';
import { canAccessResource } from '../../shell/auth/access';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { fullName } from '../../../shared/rules/display';
import { AccountChooser } from './AccountChooser';
import { homeQuery as homeQueryOf } from './home-queries';
import { AccountOrdersCard, ArrivingCard, FrequentlyBoughtCard, OpenOrdersCard } from './HomeCards';
import { OrdersSummary } from './OrdersSummary';
import { WorkspacePicker } from './WorkspacePicker';

/**
 * The first screen answers the questions of the person who opens it, by role:
 * - a buyer: their latest orders to order again, what they order often, their open orders and
 *   what is on its way;
 * - a client administrator (who follows the account's orders): the account's orders and spend by
 *   buyer, and what waits for them (orders short of stock, anomalies, orders not yet shipped);
 * - a system administrator: which client and account to work in, then that account's summary.
 * Who is signed in and where they work heads it; a user with several accounts and none chosen is
 * asked which one first. Its calls start together (the home's one call and the orders summary),
 * each card showing skeletons until its answer.
 *
 * In a BOX warehouse the orders summary is the spec's box-orders one (`boxOrders`, given by the
 * frame: the box's screens sit above ordering), since customer orders are a WAREHOUSE's.
 */
export const Dashboard = ({ boxOrders }: { boxOrders?: ReactNode }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { user, scope, account, warehouses } = useSession();
  const [choosing, setChoosing] = useState(false);
  const idClientAccount = scope.idClientAccount;
  const permissions = user?.accountPermissions ?? [];
  // The session's user answers at once (the auth provider's canAccess applies the same rule to
  // the same user and account): the orders summary and its chart render with the first frame,
  // not after a query's round of renders.
  const seesOrders = canAccessResource(permissions, idClientAccount, { resource: 'CoreOrders', action: 'View' });
  const inBox = scope.warehouseType === 'BOX';
  const home = useQuery({ ...homeQueryOf(api, idClientAccount), enabled: !!user && !!idClientAccount && !inBox });
  if (!user) return null;
  const warehouse = warehouses.find((w) => w.idWarehouse === scope.idWarehouse);
  // The account chosen in the working context may be of another client than the user's own.
  const clientName = account?.clientName ?? user.client?.clientName ?? null;
  const none = translate('pages.dashboard.none');
  const severalAccounts = user.accounts.length > 1 && !scope.masquerade;
  const mustChoose = (severalAccounts && !idClientAccount) || choosing;
  const systemAdmin = hasAllAccounts(permissions) && !scope.masquerade;
  const followsAccount = !!idClientAccount && canSeeAccountOrders(permissions, idClientAccount);
  const homeQuery = { data: home.data, isPending: home.isPending, isError: home.isError };
  // Someone who follows the account's orders gets the buyer's cards only when they order too.
  const ordersThemselves = !followsAccount || !!(home.data && (home.data.frequent.length || home.data.open.length || home.data.arriving.length));

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
      {mustChoose ? <AccountChooser user={user} onChosen={() => setChoosing(false)} /> : null}
      {systemAdmin ? <WorkspacePicker /> : null}
      {!mustChoose && idClientAccount ? (
        inBox ? (
          boxOrders
        ) : (
          <Grid container spacing={2}>
            {followsAccount ? (
              <Grid size={12}>
                <AccountOrdersCard query={homeQuery} />
              </Grid>
            ) : null}
            {seesOrders && !systemAdmin && ordersThemselves ? (
              <>
                <Grid size={12}>
                  <OrdersSummary idClientAccount={idClientAccount} reorder />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FrequentlyBoughtCard query={homeQuery} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <OpenOrdersCard query={homeQuery} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <ArrivingCard query={homeQuery} />
                </Grid>
              </>
            ) : null}
          </Grid>
        )
      ) : null}
    </Stack>
  );
};
