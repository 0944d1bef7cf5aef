import { Alert, Box, Card, CardContent, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { Suspense, lazy, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { callAction } from '../../../shared/registry/route-kinds';
import {
  outboundDetailHeaderKeys,
  outboundDetailRow,
  outboundOrderLinesReport,
  outboundOrdersReport,
  type OutboundDetail,
  type OutboundOrdersAnswer,
} from '../../../shared/reports/outbound-report';
import { OUTBOUND_MAX_DAYS } from '../../../shared/reports/outbound-report';
import { REPORT_MAX_PAGE_SIZE, todayInReportZone } from '../../../shared/reports/stock-report';
import { CUSTOMER_ORDER_STATUSES } from '../../../shared/rules/statuses';
import { useFormats } from '../../components/use-formats';
import { statusText } from '../../ordering/dashboard/status-text';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { ReportExportButton } from '../common/ReportExportButton';
import { ReportHeading } from '../common/ReportHeading';
import { ReportFilters, ReportPeriodFields } from '../common/ReportFilters';
import { ReportTable, type ReportColumn } from '../common/ReportTable';
import { useReportQuery, useReportView } from '../common/use-report-view';
import { defaultOutboundView, OUTBOUND_PAGE_SIZES, outboundQuery, outboundViewOf } from './outbound-state';

const OutboundOrdersChart = lazy(() => import('./OutboundOrdersChart'));

export const OUTBOUND_REPORT_ROUTES = { orders: '/reports/warehouse/outbound-orders', details: '/reports/warehouse/outbound-orders-details' } as const;

type Order = OutboundOrdersAnswer['items'][number];
type Row = Order | OutboundDetail;
const ORDER_FIELDS = ['orderNumber', 'orderDate', 'status', 'orderReference'];
const DETAIL_FIELDS = ['orderNumber', 'orderDate', 'status', 'sku', 'productName', 'orderedQuantity', 'deliveredQuantity'];
const NUMBERS = new Set(['orderedQuantity', 'deliveredQuantity']);

/**
 * /reports/warehouse/outbound-orders: the account's orders shipping from the active warehouse over
 * a period (the last 30 days unless chosen), optionally of one status, with a chart of orders per
 * day by status. /reports/warehouse/outbound-orders-details: the lines of the same orders that ship
 * from the warehouse, with their totals and an export. The view (fromDate, toDate, page,
 * sizePerPage, sortOrder of the order date, status) lives in the URL and is kept from one tab to the other.
 */
const OutboundOrdersPage = ({ details = false }: { details?: boolean }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const api = useSessionApi();
  const { scope } = useSession();
  const today = todayInReportZone();
  const codec = useMemo(() => {
    const defaults = defaultOutboundView(today);
    return {
      read: (params: URLSearchParams) => outboundViewOf(params, defaults),
      write: (view: typeof defaults) => outboundQuery(view, defaults),
      firstOrder: () => 'desc' as const,
    };
  }, [today]);
  const { view, params, change, sorting, paging } = useReportView(codec);
  const ready = Boolean(scope.idClientAccount && scope.idWarehouse);
  const call = <K extends typeof outboundOrdersReport | typeof outboundOrderLinesReport>(report: K, currentPage: number, pageSize: number) =>
    callAction(
      api,
      report,
      { idClientAccount: scope.idClientAccount ?? '' },
      {
        idWarehouse: scope.idWarehouse ?? '',
        fromDate: view.fromDate,
        toDate: view.toDate,
        statusCode: view.statusCode || undefined,
        sortOrder: view.sortOrder === 'asc' ? 'ASC' : 'DESC',
        currentPage,
        pageSize,
      },
    );
  const key = [scope.idClientAccount, scope.idWarehouse, view];
  const orders = useReportQuery(['outboundReport', ...key], () => call(outboundOrdersReport, view.page, view.sizePerPage), ready && !details);
  const lines = useReportQuery(['outboundDetails', ...key], () => call(outboundOrderLinesReport, view.page, view.sizePerPage), ready && details);
  const current = details ? lines : orders;
  const total = current.data?.totalCount ?? 0;
  const status = (row: Row) => statusText(translate, row.statusCode, row.statusName);
  // Every line of the view (the report's largest page), as the table shows them.
  const exportRows = async () => {
    const all = await call(outboundOrderLinesReport, 1, REPORT_MAX_PAGE_SIZE);
    return { headers: outboundDetailHeaderKeys(), rows: all.items.map((line) => outboundDetailRow(line, status)) };
  };
  const title = translate(details ? 'reports.outbound.detailsTitle' : 'reports.outbound.title');
  const columns: ReportColumn<Row>[] = (details ? DETAIL_FIELDS : ORDER_FIELDS).map((field) => ({
    field,
    label: translate(`reports.outbound.columns.${field}` as WebKey),
    numeric: NUMBERS.has(field),
    sortable: field === 'orderDate',
    render: field === 'orderDate' ? (row) => formats.moment(row.orderDate, 'Europe/Paris') : field === 'status' ? status : undefined,
  }));

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <ReportHeading
        title={title}
        action={
          ready && details ? (
            <ReportExportButton
              fileName={`${translate('reports.outbound.fileName')}-${view.fromDate}-${view.toDate}`}
              rows={exportRows}
              disabled={!lines.data || lines.data.totalCount === 0}
            />
          ) : null
        }
      />
      <Tabs value={details ? 1 : 0} sx={{ mb: 2 }} aria-label={translate('reports.outbound.views')}>
        <Tab label={translate('reports.outbound.ordersTab')} component={RouterLink} to={`${OUTBOUND_REPORT_ROUTES.orders}?${params.toString()}`} />
        <Tab label={translate('reports.outbound.detailsTab')} component={RouterLink} to={`${OUTBOUND_REPORT_ROUTES.details}?${params.toString()}`} />
      </Tabs>
      {!ready ? (
        <Alert severity="info">{translate('reports.stock.chooseWarehouse')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <ReportFilters>
              <ReportPeriodFields
                view={view}
                change={change}
                today={today}
                statuses={Object.values(CUSTOMER_ORDER_STATUSES)}
                statusName={(code) => statusText(translate, code)}
                maxDays={OUTBOUND_MAX_DAYS}
              />
            </ReportFilters>
            <ReportTable<Row>
              testId={details ? 'outbound-details-table' : 'outbound-table'}
              rowTestId={details ? 'outbound-detail-row' : 'outbound-row'}
              columns={columns}
              rows={current.data?.items ?? []}
              rowKey={(row) => ('lineNumber' in row ? `${row.idCustomerOrder}-${row.lineNumber}-${row.sku}` : row.idCustomerOrder)}
              rowData={(row): Record<string, string> => ('sku' in row ? { sku: row.sku } : { number: row.orderNumber })}
              {...sorting}
              {...current.table}
              empty={translate(details ? 'reports.outbound.emptyDetails' : 'reports.outbound.empty')}
              totals={
                lines.data && details
                  ? {
                      label: translate('reports.outbound.total'),
                      testId: 'outbound-details-totals',
                      cells: {
                        orderedQuantity: formats.count(lines.data.totals.orderedQuantity),
                        deliveredQuantity: formats.count(lines.data.totals.deliveredQuantity),
                      },
                    }
                  : undefined
              }
              small={{
                title: (row) => ('productName' in row ? `${row.orderNumber} · ${row.productName}` : row.orderNumber),
                subtitle: (row) =>
                  [
                    formats.moment(row.orderDate, 'Europe/Paris'),
                    status(row),
                    'orderedQuantity' in row
                      ? `${translate('reports.outbound.columns.orderedQuantity')} ${formats.count(row.orderedQuantity)}`
                      : row.orderReference,
                  ]
                    .filter(Boolean)
                    .join(' · '),
              }}
              paging={paging(total, OUTBOUND_PAGE_SIZES)}
            />
          </Card>
          {orders.data && !details && (
            <Card>
              <CardContent>
                <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
                  <OutboundOrdersChart byDay={orders.data.byDay} />
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
