import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrderSummary } from '../../../shared/ordering/schemas';
import { PagedTable, type PagedColumn } from '../../components/list/PagedTable';
import { SearchField } from '../../components/list/SearchField';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { useFormats } from '../../components/use-formats';
import { ORDER_SORT_FIELDS, ORDER_STOCK_FILTER_LABELS, ORDER_STOCK_FILTERS } from '../../../shared/rules/orders';
import { MIN_SEARCH_TERM_LENGTH } from '../../../shared/rules/search';
import { CUSTOMER_ORDER_STATUS_LABELS, CUSTOMER_ORDER_STATUSES, ORDER_STATUS_NAME_LABELS, ORDER_STATUS_NAMES } from '../../../shared/rules/statuses';
import { useTranslate } from '../../shell/i18n/use-translate';
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
import { fullName } from '../../../shared/rules/display';

const ALL = '';

type SortField = (typeof ORDER_SORT_FIELDS)[number];

export const orderPath = (idCustomerOrder: string) => `/orders/${idCustomerOrder}`;

/** A buyer as the list names them: first and last name, else the e-mail. */
const buyerName = (order: CustomerOrderSummary) => [order.buyerFirstname, order.buyerLastname].filter(Boolean).join(' ') || order.buyerEmail || '';

type Buyer = Awaited<ReturnType<ReturnType<typeof orderingClient>['orderBuyers']>>[number];

/** The list's search and filters (the buyer's only for whoever sees the account's orders), and the way back to every order. */
const OrderFilters = ({
  view,
  change,
  account,
  buyers,
}: {
  view: OrderListView;
  change: (next: Partial<OrderListView>) => void;
  account: boolean;
  buyers: Buyer[];
}) => {
  const translate = useTranslate();
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2, '& > .MuiTextField-root': { flex: '1 1 180px' } }}>
      {/* The search box answers as the user types; the URL (and the call) follow after a pause. */}
      <SearchField
        value={view.searchText}
        onSearch={(searchText) => change({ searchText })}
        label={translate('pages.orders.search')}
        tooShort={{ min: MIN_SEARCH_TERM_LENGTH, message: translate('pages.orders.searchMin', { min: MIN_SEARCH_TERM_LENGTH }) }}
        sx={{ flex: '2 1 260px !important' }}
      />
      {account && (
        <ChoiceSelect
          label={translate('pages.orders.buyerFilter')}
          value={view.idUser ?? ALL}
          onChange={(value) => change({ idUser: value === ALL ? null : value })}
          all={{ value: ALL, label: translate('pages.orders.allBuyers') }}
          choices={[
            // The chosen buyer stays named while the list of buyers loads.
            ...(view.idUser && !buyers.some((b) => b.idUser === view.idUser) ? [{ value: view.idUser, label: view.idUser }] : []),
            ...buyers.map((b) => ({ value: b.idUser, label: fullName(b) || b.email })),
          ]}
          testId="orders-buyer-filter"
        />
      )}
      <ChoiceSelect
        label={translate('pages.orders.fields.status')}
        value={view.statusCode === null ? ALL : String(view.statusCode)}
        onChange={(value) => change({ statusCode: value === ALL ? null : Number(value) })}
        all={{ value: ALL, label: translate('pages.orders.allStatuses') }}
        choices={Object.values(CUSTOMER_ORDER_STATUSES).map((code) => ({ value: String(code), label: translate(CUSTOMER_ORDER_STATUS_LABELS[code]) }))}
      />
      <ChoiceSelect
        label={translate('pages.orders.labelFilter')}
        value={view.labelFilter}
        onChange={(labelFilter) => change({ labelFilter })}
        all={{ value: ALL, label: translate('pages.orders.allLabels') }}
        choices={ORDER_STATUS_NAMES.map((name) => ({ value: name, label: translate(ORDER_STATUS_NAME_LABELS[name]) }))}
      />
      <ChoiceSelect
        label={translate('pages.orders.stockFilter.label')}
        value={view.stockFilter}
        onChange={(stockFilter) => change({ stockFilter })}
        all={{ value: ALL, label: translate('pages.orders.stockFilter.all') }}
        choices={ORDER_STOCK_FILTERS.map((filter) => ({ value: filter, label: translate(ORDER_STOCK_FILTER_LABELS[filter]) }))}
      />
      {isFiltered(view) && (
        <Box>
          <Button onClick={() => change({ statusCode: null, idUser: null, stockFilter: '', labelFilter: '', searchText: '' })}>
            {translate('pages.orders.clearFilters')}
          </Button>
        </Box>
      )}
    </Box>
  );
};

/** The list's title, ordering for a buyer (for whoever may), Export of the view, and what the account's list shows. */
const OrderListHeading = ({ account, exported }: { account: boolean; exported: ComponentProps<typeof ExportOrdersButton> }) => {
  const translate = useTranslate();
  const { scope, user } = useSession();
  return (
    <>
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
          {scope.idClientAccount ? <ExportOrdersButton {...exported} /> : null}
        </Stack>
      </Stack>
      {account && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('pages.orders.accountHint')}
        </Typography>
      )}
    </>
  );
};

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
  const location = useLocation();
  // The detail's back link returns to this exact view.
  const linkState = { from: `${location.pathname}${location.search}` };
  const [params, setParams] = useSearchParams();
  const view = orderListViewOf(params);

  const change = (next: Partial<OrderListView>, resetPage = true) => {
    const query = orderListQueryString({ ...view, ...next, ...(resetPage ? { page: 1 } : {}) });
    setParams(new URLSearchParams(query), { replace: false });
  };

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
  const columns: PagedColumn<CustomerOrderSummary>[] = [
    { key: 'orderNumber', label: translate('pages.orders.fields.orderNumber'), sortable: true, link: 'bold', cell: (order) => order.orderNumber },
    { key: 'orderDate', label: translate('pages.orders.fields.orderDate'), sortable: true, cell: (order) => moment(order.orderDate) },
    { key: 'statusCode', label: translate('pages.orders.fields.status'), sortable: true, cell: statusText },
    { key: 'orderReference', label: translate('pages.orders.fields.orderReference'), sortable: true, cell: (order) => order.orderReference },
    { key: 'poNumber', label: translate('pages.orders.fields.poNumber'), sortable: true, cell: (order) => order.poNumber },
    ...(account ? [{ key: 'buyer', label: translate('pages.orders.fields.buyer'), testId: 'order-buyer', cell: buyerName }] : []),
  ];

  return (
    <Box sx={{ mt: 2 }}>
      <OrderListHeading account={account} exported={{ request, onBehalfOf: buyer, disabled: !data || total === 0 }} />
      {!scope.idClientAccount ? (
        <Alert severity="info">{translate('pages.orders.chooseAccount')}</Alert>
      ) : (
        <Card>
          <OrderFilters view={view} change={change} account={account} buyers={buyers} />
          <PagedTable
            rows={orders}
            rowKey={(order) => order.idCustomerOrder}
            columns={columns}
            open={(order) => orderPath(order.idCustomerOrder)}
            linkState={linkState}
            sort={{ field: view.sortField, order: view.sortOrder }}
            onSort={(field) => sortBy(field as SortField)}
            loaded={Boolean(data)}
            fetching={isFetching}
            error={error}
            onRetry={() => void refetch()}
            failed={translate('pages.orders.loadFailed')}
            retry={translate('pages.orders.retry')}
            empty={{
              testId: 'orders-empty',
              title: translate(isFiltered(view) ? 'pages.orders.emptyFiltered' : 'pages.orders.empty'),
              hint: translate(isFiltered(view) ? 'pages.orders.emptyFilteredHint' : 'pages.orders.emptyHint'),
            }}
            small={{
              title: (order) => order.orderNumber,
              badge: statusText,
              secondary: (order) =>
                [account ? buyerName(order) : null, moment(order.orderDate), order.orderReference, order.poNumber].filter(Boolean).join(' · '),
            }}
            tableTestId="orders-table"
            listTestId="orders-list"
            rowTestId="order-row"
            paging={{
              count: total,
              page: view.page,
              sizePerPage: view.sizePerPage,
              sizes: ORDER_PAGE_SIZES,
              onPage: (page) => change({ page }, false),
              onSize: (sizePerPage) => change({ sizePerPage }),
              labelRowsPerPage: translate('pages.orders.perPage'),
              displayedRows: ({ from, to, count }) => translate('pages.orders.displayedRows', { from, to, count }),
            }}
          />
        </Card>
      )}
    </Box>
  );
};

export default OrderListPage;
