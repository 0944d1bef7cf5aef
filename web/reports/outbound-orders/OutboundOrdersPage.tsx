import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableFooter,
  TableRow,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Title, useLocaleState } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  OUTBOUND_REPORT_PATHS,
  outboundDetailHeaderKeys,
  outboundDetailRow,
  type OutboundDetailsAnswer,
  type OutboundOrdersAnswer,
} from '../../../shared/reports/outbound-report';
import { addDays, isCalendarDay, REPORT_MAX_PAGE_SIZE, todayInReportZone } from '../../../shared/reports/stock-report';
import { CUSTOMER_ORDER_STATUSES } from '../../../shared/rules/statuses';
import { statusText } from '../../ordering/dashboard/status-text';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { ReportExportButton } from '../common/ReportExportButton';
import { formatCount, formatMoment } from '../../../shared/rules/display';

const OutboundOrdersChart = lazy(() => import('./OutboundOrdersChart'));
const PAGE_SIZES = [25, 50, 100];

export const OUTBOUND_REPORT_ROUTES = { orders: '/reports/warehouse/outbound-orders', details: '/reports/warehouse/outbound-orders-details' } as const;
const DETAIL_NUMBERS = ['orderedQuantity', 'deliveredQuantity'] as const;

/**
 * /reports/warehouse/outbound-orders: the account's orders shipping from the active warehouse over
 * a period (the last 30 days unless chosen), optionally of one status, with a chart of orders per
 * day by status. /reports/warehouse/outbound-orders-details: the lines of the same orders that ship
 * from the warehouse, with their totals and an export. The view (fromDate, toDate, page,
 * sizePerPage, status) lives in the URL and is kept from one tab to the other.
 */
const OutboundOrdersPage = ({ details = false }: { details?: boolean }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const today = todayInReportZone();
  const dayParam = (key: string, fallback: string) => {
    const value = params.get(key);
    return value && isCalendarDay(value) ? value : fallback;
  };
  const view = {
    fromDate: dayParam('fromDate', addDays(today, -30)),
    toDate: dayParam('toDate', today),
    page: Math.max(1, Number(params.get('page')) || 1),
    sizePerPage: PAGE_SIZES.includes(Number(params.get('sizePerPage'))) ? Number(params.get('sizePerPage')) : 25,
    statusCode: params.get('statusCode') ?? '',
  };
  const change = (next: Partial<typeof view>, resetPage = true) => {
    const merged = { ...view, ...next, ...(resetPage ? { page: 1 } : {}) };
    const query = new URLSearchParams();
    if (merged.fromDate !== addDays(today, -30)) query.set('fromDate', merged.fromDate);
    if (merged.toDate !== today) query.set('toDate', merged.toDate);
    if (merged.page !== 1) query.set('page', String(merged.page));
    if (merged.sizePerPage !== 25) query.set('sizePerPage', String(merged.sizePerPage));
    if (merged.statusCode !== '') query.set('statusCode', merged.statusCode);
    setParams(query);
  };
  const ready = Boolean(scope.idClientAccount && scope.idWarehouse);
  const call = <T,>(path: string, currentPage: number, pageSize: number) =>
    api.request<T>({
      path,
      params: { idClientAccount: scope.idClientAccount ?? '' },
      query: {
        idWarehouse: scope.idWarehouse ?? '',
        fromDate: view.fromDate,
        toDate: view.toDate,
        statusCode: view.statusCode || undefined,
        currentPage,
        pageSize,
      },
    });
  const { data, error, isFetching } = useQuery({
    queryKey: ['outboundReport', scope.idClientAccount, scope.idWarehouse, view],
    queryFn: () => call<OutboundOrdersAnswer>(OUTBOUND_REPORT_PATHS.orders, view.page, view.sizePerPage),
    enabled: ready && !details,
    placeholderData: keepPreviousData,
  });
  const lines = useQuery({
    queryKey: ['outboundDetails', scope.idClientAccount, scope.idWarehouse, view],
    queryFn: () => call<OutboundDetailsAnswer>(OUTBOUND_REPORT_PATHS.details, view.page, view.sizePerPage),
    enabled: ready && details,
    placeholderData: keepPreviousData,
  });
  const numbers = { format: (value: number) => formatCount(value, locale) };
  // Every line of the view (the report's largest page), as the table shows them.
  const exportRows = async () => {
    const all = await call<OutboundDetailsAnswer>(OUTBOUND_REPORT_PATHS.details, 1, REPORT_MAX_PAGE_SIZE);
    return {
      headers: outboundDetailHeaderKeys(),
      rows: all.items.map((line) => outboundDetailRow(line, (l) => statusText(translate, l.statusCode, l.statusName))),
    };
  };
  const title = translate(details ? 'reports.outbound.detailsTitle' : 'reports.outbound.title');
  const when = (iso: string) => formatMoment(iso, locale, 'Europe/Paris');

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {ready && details ? (
          <ReportExportButton
            fileName={`${translate('reports.outbound.fileName')}-${view.fromDate}-${view.toDate}`}
            rows={exportRows}
            disabled={!lines.data || lines.data.totalCount === 0}
          />
        ) : null}
      </Stack>
      <Tabs value={details ? 1 : 0} sx={{ mb: 2 }} aria-label={translate('reports.outbound.views')}>
        <Tab label={translate('reports.outbound.ordersTab')} component={RouterLink} to={`${OUTBOUND_REPORT_ROUTES.orders}?${params.toString()}`} />
        <Tab label={translate('reports.outbound.detailsTab')} component={RouterLink} to={`${OUTBOUND_REPORT_ROUTES.details}?${params.toString()}`} />
      </Tabs>
      {!ready ? (
        <Alert severity="info">{translate('reports.stock.chooseWarehouse')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, '& > .MuiTextField-root': { flex: '1 1 160px' } }}>
              <TextField
                type="date"
                size="small"
                label={translate('reports.stock.from')}
                value={view.fromDate}
                onChange={(e) => e.target.value && change({ fromDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: view.toDate } }}
              />
              <TextField
                type="date"
                size="small"
                label={translate('reports.stock.to')}
                value={view.toDate}
                onChange={(e) => e.target.value && change({ toDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: view.fromDate, max: today } }}
              />
              <TextField
                select
                size="small"
                label={translate('reports.outbound.status')}
                value={view.statusCode}
                onChange={(e) => change({ statusCode: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{translate('reports.outbound.allStatuses')}</MenuItem>
                {Object.values(CUSTOMER_ORDER_STATUSES).map((code) => (
                  <MenuItem key={code} value={String(code)}>
                    {statusText(translate, code)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box sx={{ height: 4 }}>{(isFetching || lines.isFetching) && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
            {details ? (
              lines.error ? (
                <Alert severity="error" sx={{ m: 2 }}>
                  {translate('reports.loadFailed')}
                </Alert>
              ) : lines.data && lines.data.totalCount === 0 ? (
                <Typography sx={{ p: 4, textAlign: 'center' }} data-testid="report-empty">
                  {translate('reports.outbound.emptyDetails')}
                </Typography>
              ) : (
                <TableContainer>
                  <Table size="small" data-testid="outbound-details-table">
                    <TableHead>
                      <TableRow>
                        {(['orderNumber', 'orderDate', 'status', 'sku', 'productName', ...DETAIL_NUMBERS] as const).map((field) => (
                          <TableCell key={field} align={(DETAIL_NUMBERS as readonly string[]).includes(field) ? 'right' : 'left'}>
                            {translate(`reports.outbound.columns.${field}` as WebKey)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {(lines.data?.items ?? []).map((line) => (
                        <TableRow key={`${line.idCustomerOrder}-${line.lineNumber}-${line.sku}`} data-testid="outbound-detail-row" data-sku={line.sku}>
                          <TableCell>{line.orderNumber}</TableCell>
                          <TableCell>{when(line.orderDate)}</TableCell>
                          <TableCell>{statusText(translate, line.statusCode, line.statusName)}</TableCell>
                          <TableCell>{line.sku}</TableCell>
                          <TableCell>{line.productName}</TableCell>
                          <TableCell align="right">{numbers.format(line.orderedQuantity)}</TableCell>
                          <TableCell align="right">{numbers.format(line.deliveredQuantity)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                    {lines.data ? (
                      <TableFooter data-testid="outbound-details-totals">
                        <TableRow>
                          <TableCell colSpan={5}>{translate('reports.outbound.total')}</TableCell>
                          <TableCell align="right">{numbers.format(lines.data.totals.orderedQuantity)}</TableCell>
                          <TableCell align="right">{numbers.format(lines.data.totals.deliveredQuantity)}</TableCell>
                        </TableRow>
                      </TableFooter>
                    ) : null}
                  </Table>
                </TableContainer>
              )
            ) : error ? (
              <Alert severity="error" sx={{ m: 2 }}>
                {translate('reports.loadFailed')}
              </Alert>
            ) : (
              <TableContainer>
                <Table size="small" data-testid="outbound-table">
                  <TableHead>
                    <TableRow>
                      {(['orderNumber', 'orderDate', 'status', 'orderReference'] as const).map((field) => (
                        <TableCell key={field}>{translate(`reports.outbound.columns.${field}` as WebKey)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(data?.items ?? []).map((order) => (
                      <TableRow key={order.idCustomerOrder} data-testid="outbound-row">
                        <TableCell>{order.orderNumber}</TableCell>
                        <TableCell>{when(order.orderDate)}</TableCell>
                        <TableCell>{statusText(translate, order.statusCode, order.statusName)}</TableCell>
                        <TableCell>{order.orderReference}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <TablePagination
              component="div"
              count={(details ? lines.data?.totalCount : data?.totalCount) ?? 0}
              page={view.page - 1}
              onPageChange={(_e, page) => change({ page: page + 1 }, false)}
              rowsPerPage={view.sizePerPage}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(e) => change({ sizePerPage: Number(e.target.value) })}
              labelRowsPerPage={translate('reports.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => translate('reports.displayedRows', { from, to, count })}
              getItemAriaLabel={(type) => translate(`reports.pagination.${type}` as WebKey)}
            />
          </Card>
          {data && !details && (
            <Card>
              <CardContent>
                <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
                  <OutboundOrdersChart byDay={data.byDay} />
                </Suspense>
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
};

export default OutboundOrdersPage;
