import { Box, Button, Chip, Link as MuiLink, List, ListItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { DashboardHome } from '../../../shared/ordering/dashboard-schemas';
import { CUSTOMER_ORDER_STATUSES } from '../../../shared/rules/statuses';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ordersWaitingForStockPath, ordersWithStatusPath } from '../common/order-list-state';
import { LinkList } from './LinkList';
import { orderTitle, statusText } from './status-text';
import { DashboardCard, type CardQuery } from './DashboardCard';

export type HomeQuery = CardQuery<DashboardHome>;

/** What the buyer orders most in the account (twelve months): each product leads to its page, to order it again. */
export const FrequentlyBoughtCard = ({ query }: { query: HomeQuery }) => {
  const translate = useTranslate();
  const { count } = useFormats();
  return (
    <DashboardCard
      id="home-frequent"
      title={translate('pages.dashboard.home.frequent')}
      query={query}
      empty={translate('pages.dashboard.home.frequentNone')}
      isEmpty={(h) => !h.frequent.length}
    >
      {(home) => (
        <LinkList
          items={home.frequent}
          keyOf={(p) => p.idProduct}
          to={(p) => `/product/${p.idProduct}`}
          primary={(p) => p.productName}
          secondary={(p) => (
            <>
              {translate('pages.dashboard.home.orderedTimes', { smart_count: p.orderCount, count: count(p.orderCount), quantity: count(p.orderedQuantity) })}
              {' · '}
              {/* A SKU stays on one line: cut at its hyphens it reads as two codes. */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {p.sku}
              </Box>
            </>
          )}
        />
      )}
    </DashboardCard>
  );
};

/** The buyer's orders not yet shipped, latest first, with how many there are. */
export const OpenOrdersCard = ({ query }: { query: HomeQuery }) => {
  const translate = useTranslate();
  const { day, count } = useFormats();
  return (
    <DashboardCard
      id="home-open"
      title={
        query.data
          ? translate('pages.dashboard.home.openCount', { smart_count: query.data.openCount, count: count(query.data.openCount) })
          : translate('pages.dashboard.home.open')
      }
      query={query}
      empty={translate('pages.dashboard.home.openNone')}
      isEmpty={(h) => !h.open.length}
    >
      {(home) => (
        <LinkList
          items={home.open}
          keyOf={(order) => order.idCustomerOrder}
          to={(order) => `/orders/${order.idCustomerOrder}`}
          primary={orderTitle}
          secondary={(order) => `${day(order.orderDate)} · ${statusText(translate, order.statusCode)}`}
        />
      )}
    </DashboardCard>
  );
};

/** The buyer's orders on their way: status, carrier and the carrier's tracking page. */
export const ArrivingCard = ({ query }: { query: HomeQuery }) => {
  const translate = useTranslate();
  const { day } = useFormats();
  return (
    <DashboardCard
      id="home-arriving"
      title={translate('pages.dashboard.home.arriving')}
      query={query}
      empty={translate('pages.dashboard.home.arrivingNone')}
      isEmpty={(h) => !h.arriving.length}
    >
      {(home) => (
        <List dense disablePadding>
          {home.arriving.map((order) => (
            <ListItem key={order.idCustomerOrder} divider sx={{ display: 'block', px: 0 }}>
              <MuiLink component={Link} to={`/orders/${order.idCustomerOrder}`} underline="hover">
                {orderTitle(order)}
              </MuiLink>
              <Typography variant="body2" color="text.secondary">
                {[statusText(translate, order.statusCode), order.shippedDate ? day(order.shippedDate) : null, order.carrierName].filter(Boolean).join(' · ')}
              </Typography>
              {order.trackingURL ? (
                <MuiLink href={order.trackingURL} target="_blank" rel="noopener" variant="body2">
                  {translate('pages.dashboard.home.track', { number: order.orderNumber })}
                </MuiLink>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
};

/** For those who follow the account's orders: its orders and spend by buyer (twelve months), and what waits for them. */
export const AccountOrdersCard = ({ query }: { query: HomeQuery }) => {
  const translate = useTranslate();
  const { money, count } = useFormats();
  return (
    <DashboardCard
      id="home-account"
      title={translate('pages.dashboard.home.account')}
      query={query}
      empty={translate('pages.dashboard.home.accountNone')}
      isEmpty={(h) => !h.account}
      action={
        <Button component={Link} to="/orders/list" size="small">
          {translate('pages.dashboard.home.accountOrders')}
        </Button>
      }
    >
      {(home) => {
        const account = home.account!;
        const waiting = [
          { key: 'outOfStock', n: account.waiting.outOfStock, to: ordersWaitingForStockPath() },
          { key: 'anomaly', n: account.waiting.anomaly, to: ordersWithStatusPath(CUSTOMER_ORDER_STATUSES.anomaly) },
          { key: 'notShipped', n: account.waiting.notShipped, to: '/orders/list' },
        ] as const;
        return (
          <Stack spacing={2}>
            <Typography data-testid="home-account-totals">
              {translate('pages.dashboard.home.accountTotals', {
                smart_count: account.orderCount,
                count: count(account.orderCount),
                spend: money(account.spend),
              })}
            </Typography>
            <section aria-labelledby="home-waiting">
              <Typography id="home-waiting" variant="subtitle1" component="h3">
                {translate('pages.dashboard.home.waiting')}
              </Typography>
              {waiting.every((w) => w.n === 0) ? (
                <Typography color="text.secondary">{translate('pages.dashboard.home.waitingNone')}</Typography>
              ) : (
                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {waiting
                    .filter((w) => w.n > 0)
                    .map((w) => (
                      <Chip
                        key={w.key}
                        clickable
                        component={Link}
                        to={w.to}
                        color={w.key === 'notShipped' ? 'default' : 'warning'}
                        label={translate(`pages.dashboard.home.waitingKinds.${w.key}`, { smart_count: w.n, count: count(w.n) })}
                      />
                    ))}
                </Stack>
              )}
            </section>
            {account.byBuyer.length ? (
              <section aria-labelledby="home-by-buyer">
                <Typography id="home-by-buyer" variant="subtitle1" component="h3">
                  {translate('pages.dashboard.home.byBuyer')}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('pages.dashboard.home.buyer')}</TableCell>
                      <TableCell align="right">{translate('pages.dashboard.home.orders')}</TableCell>
                      <TableCell align="right">{translate('pages.dashboard.home.spend')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {account.byBuyer.map((b) => (
                      <TableRow key={b.idUser}>
                        <TableCell>{b.buyerName}</TableCell>
                        <TableCell align="right">{count(b.orderCount)}</TableCell>
                        <TableCell align="right">{money(b.spend)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </section>
            ) : null}
          </Stack>
        );
      }}
    </DashboardCard>
  );
};
