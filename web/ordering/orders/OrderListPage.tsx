import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  InputAdornment,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrderSummary } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import { ORDER_SORT_FIELDS, ORDER_STOCK_FILTER_LABELS, ORDER_STOCK_FILTERS } from '../../../shared/rules/orders';
import { MIN_SEARCH_TERM_LENGTH } from '../../../shared/rules/search';
import { CUSTOMER_ORDER_STATUS_LABELS, CUSTOMER_ORDER_STATUSES, ORDER_STATUS_NAME_LABELS, ORDER_STATUS_NAMES } from '../../../shared/rules/statuses';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { canOrderForOthers, canSeeAccountOrders } from '../../../shared/rules/account-orders';
import {
  isFiltered,
  ORDER_PAGE_SIZES,
  orderListBuyer,
  orderListQueryString,
  orderListRequest,
  orderListViewOf,
  type OrderListView,
} from '../common/order-list-state';
import { ExportOrdersButton } from './ExportOrdersButton';
import { OrderStatusChip } from './OrderStatusChip';

const SEARCH_DEBOUNCE_MS = 400;
const ALL = '';

type SortField = (typeof ORDER_SORT_FIELDS)[number];
const COLUMNS: { field: SortField; label: WebKey }[] = [
  { field: 'orderNumber', label: 'pages.orders.fields.orderNumber' },
  { field: 'orderDate', label: 'pages.orders.fields.orderDate' },
  { field: 'statusCode', label: 'pages.orders.fields.status' },
  { field: 'orderReference', label: 'pages.orders.fields.orderReference' },
  { field: 'poNumber', label: 'pages.orders.fields.poNumber' },
];

export const orderPath = (idCustomerOrder: string) => `/orders/${idCustomerOrder}`;

/** A buyer as the list names them: first and last name, else the e-mail. */
const buyerName = (order: CustomerOrderSummary) => [order.buyerFirstname, order.buyerLastname].filter(Boolean).join(' ') || order.buyerEmail || '';

/**
 * /orders/list: the user's orders in the active account; for whoever may see the account's orders
 * (shared/rules/account-orders.ts), every buyer's, with a buyer filter and a buyer column.
 * Everything that shapes the view is in the URL query, so a reload, the back button or a copied
 * link shows the same page of the same view.
 */
const OrderListPage = () => {
  const { moment } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope, user } = useSession();
  const account = Boolean(scope.idClientAccount) && canSeeAccountOrders(user?.accountPermissions ?? [], scope.idClientAccount ?? '');
  const navigate = useNavigate();
  const location = useLocation();
  // The detail's back link returns to this exact view.
  const linkState = { from: `${location.pathname}${location.search}` };
  const [params, setParams] = useSearchParams();
  const view = orderListViewOf(params);
  const isSmall = useMediaQuery('(max-width:767px)');

  const change = (next: Partial<OrderListView>, resetPage = true) => {
    const query = orderListQueryString({ ...view, ...next, ...(resetPage ? { page: 1 } : {}) });
    setParams(new URLSearchParams(query), { replace: false });
  };

  // The search box answers as the user types; the URL (and the call) follow after a pause.
  const [search, setSearch] = useState(view.searchText);
  useEffect(() => setSearch(view.searchText), [view.searchText]);
  useEffect(() => {
    if (search === view.searchText) return;
    const timer = setTimeout(() => change({ searchText: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);

  const request = orderListRequest(view, account);
  const buyer = orderListBuyer(view, account);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['customerOrders', scope.idClient, scope.idClientAccount, request, buyer],
    queryFn: () => orderingClient(api).listCustomerOrders(request, buyer),
    enabled: Boolean(scope.idClientAccount),
    placeholderData: keepPreviousData,
  });
  const { data: buyers = [] } = useQuery({
    queryKey: ['orderBuyers', scope.idClient, scope.idClientAccount],
    queryFn: () => orderingClient(api).orderBuyers(),
    enabled: account,
  });

  const sortBy = (field: SortField) =>
    change({ sortField: field, sortOrder: view.sortField === field && view.sortOrder === 'desc' ? 'asc' : view.sortField === field ? 'desc' : 'asc' });
  const statusText = (order: CustomerOrderSummary) => <OrderStatusChip statusCode={order.statusCode} statusName={order.statusName} />;
  const orders = data?.items ?? [];
  const total = data?.searchCriteria.totalCount ?? 0;
  const shortSearch = search.trim().length > 0 && search.trim().length < MIN_SEARCH_TERM_LENGTH;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="pages.orders.listTitle" />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('pages.orders.listTitle')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {scope.idClientAccount && canOrderForOthers(user?.accountPermissions ?? [], scope.idClientAccount) ? (
            <Button variant="contained" component={RouterLink} to="/orders/create">
              {translate('pages.orders.forBuyer.button')}
            </Button>
          ) : null}
          {scope.idClientAccount ? <ExportOrdersButton request={request} onBehalfOf={buyer} disabled={!data || total === 0} /> : null}
        </Stack>
      </Stack>
      {account && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('pages.orders.accountHint')}
        </Typography>
      )}
      {!scope.idClientAccount ? (
        <Alert severity="info">{translate('pages.orders.chooseAccount')}</Alert>
      ) : (
        <Card>
          <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2, '& > .MuiTextField-root': { flex: '1 1 180px' } }}>
            <TextField
              size="small"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              label={translate('pages.orders.search')}
              helperText={shortSearch ? translate('pages.orders.searchMin', { min: MIN_SEARCH_TERM_LENGTH }) : undefined}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ flex: '2 1 260px !important' }}
            />
            {account && (
              <TextField
                select
                size="small"
                label={translate('pages.orders.buyerFilter')}
                value={view.idUser ?? ALL}
                onChange={(e) => change({ idUser: e.target.value === ALL ? null : e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                data-testid="orders-buyer-filter"
              >
                <MenuItem value={ALL}>{translate('pages.orders.allBuyers')}</MenuItem>
                {/* The chosen buyer stays named while the list of buyers loads. */}
                {view.idUser && !buyers.some((b) => b.idUser === view.idUser) && <MenuItem value={view.idUser}>{view.idUser}</MenuItem>}
                {buyers.map((b) => (
                  <MenuItem key={b.idUser} value={b.idUser}>
                    {`${b.firstName} ${b.lastName}`.trim() || b.email}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              label={translate('pages.orders.fields.status')}
              value={view.statusCode === null ? ALL : String(view.statusCode)}
              onChange={(e) => change({ statusCode: e.target.value === ALL ? null : Number(e.target.value) })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={ALL}>{translate('pages.orders.allStatuses')}</MenuItem>
              {Object.values(CUSTOMER_ORDER_STATUSES).map((code) => (
                <MenuItem key={code} value={String(code)}>
                  {translate(CUSTOMER_ORDER_STATUS_LABELS[code])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('pages.orders.labelFilter')}
              value={view.labelFilter}
              onChange={(e) => change({ labelFilter: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={ALL}>{translate('pages.orders.allLabels')}</MenuItem>
              {ORDER_STATUS_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {translate(ORDER_STATUS_NAME_LABELS[name])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('pages.orders.stockFilter.label')}
              value={view.stockFilter}
              onChange={(e) => change({ stockFilter: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={ALL}>{translate('pages.orders.stockFilter.all')}</MenuItem>
              {ORDER_STOCK_FILTERS.map((filter) => (
                <MenuItem key={filter} value={filter}>
                  {translate(ORDER_STOCK_FILTER_LABELS[filter])}
                </MenuItem>
              ))}
            </TextField>
            {isFiltered(view) && (
              <Box>
                <Button onClick={() => change({ statusCode: null, idUser: null, stockFilter: '', labelFilter: '', searchText: '' })}>
                  {translate('pages.orders.clearFilters')}
                </Button>
              </Box>
            )}
          </Box>
          <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
          {error ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {translate('pages.orders.retry')}
                </Button>
              }
            >
              {translate('pages.orders.loadFailed')}
            </Alert>
          ) : data && orders.length === 0 ? (
            <Box sx={{ p: 4, textAlign: 'center' }} data-testid="orders-empty">
              <Typography variant="h6" component="p" gutterBottom>
                {translate(isFiltered(view) ? 'pages.orders.emptyFiltered' : 'pages.orders.empty')}
              </Typography>
              <Typography color="text.secondary">{translate(isFiltered(view) ? 'pages.orders.emptyFilteredHint' : 'pages.orders.emptyHint')}</Typography>
            </Box>
          ) : isSmall ? (
            <List dense data-testid="orders-list">
              {orders.map((order) => (
                // A list holds list items (axe "list"): each order's link inside its item.
                <ListItem key={order.idCustomerOrder} disablePadding divider>
                  <ListItemButton component={RouterLink} to={orderPath(order.idCustomerOrder)} state={linkState}>
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                          <Typography fontWeight={600}>{order.orderNumber}</Typography>
                          {statusText(order)}
                        </Stack>
                      }
                      secondary={[account ? buyerName(order) : null, moment(order.orderDate), order.orderReference, order.poNumber].filter(Boolean).join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ) : (
            <TableContainer>
              <Table size="small" data-testid="orders-table">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column.field} sortDirection={view.sortField === column.field ? view.sortOrder : false}>
                        <TableSortLabel
                          active={view.sortField === column.field}
                          direction={view.sortField === column.field ? view.sortOrder : 'asc'}
                          onClick={() => sortBy(column.field)}
                        >
                          {translate(column.label)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                    {account && <TableCell>{translate('pages.orders.fields.buyer')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {orders.map((order) => (
                    <TableRow
                      key={order.idCustomerOrder}
                      hover
                      sx={{ cursor: 'pointer' }}
                      onClick={() => void navigate(orderPath(order.idCustomerOrder), { state: linkState })}
                      data-testid="order-row"
                    >
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={orderPath(order.idCustomerOrder)}
                          state={linkState}
                          onClick={(e) => e.stopPropagation()}
                          fontWeight={600}
                        >
                          {order.orderNumber}
                        </Link>
                      </TableCell>
                      <TableCell>{moment(order.orderDate)}</TableCell>
                      <TableCell>{statusText(order)}</TableCell>
                      <TableCell>{order.orderReference}</TableCell>
                      <TableCell>{order.poNumber}</TableCell>
                      {account && <TableCell data-testid="order-buyer">{buyerName(order)}</TableCell>}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.max(0, view.page - 1)}
              rowsPerPage={view.sizePerPage}
              rowsPerPageOptions={[...ORDER_PAGE_SIZES]}
              onPageChange={(_e, page) => change({ page: page + 1 }, false)}
              onRowsPerPageChange={(e) => change({ sizePerPage: Number(e.target.value) })}
              labelRowsPerPage={translate('pages.orders.perPage')}
              labelDisplayedRows={({ from, to, count }) => translate('pages.orders.displayedRows', { from, to, count })}
            />
          )}
        </Card>
      )}
    </Box>
  );
};

export default OrderListPage;
