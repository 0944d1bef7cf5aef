import { Alert, Box, Card, CardContent, LinearProgress, MenuItem, Stack, Tab, Tabs, TextField, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  BOX_ORDERS_MAX_DAYS,
  boxOrderColumns,
  boxOrderHeaderKeys,
  boxOrderLineColumns,
  type BoxOrder,
  type BoxOrderColumn,
  type BoxOrderLine,
  type BoxOrderReportKind,
  type BoxOrderWords,
  type BoxOrdersAnswer,
  type BoxOrdersQuery,
  type ReportBox,
} from '../../../shared/reports/box-orders-report';
import { boxOrdersReportClient } from '../../../shared/reports/client';
import { REPORT_MAX_PAGE_SIZE, todayInReportZone } from '../../../shared/reports/stock-report';
import { BOX_ORDER_STATUS_LABELS, BOX_ORDER_STATUSES } from '../../../shared/rules/statuses';
import { boxOf } from '../../../shared/session/scope';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { ReportExportButton } from '../common/ReportExportButton';
import { ReportHeading } from '../common/ReportHeading';
import { ReportFilters, ReportPeriodFields, ReportSearchField } from '../common/ReportFilters';
import { ReportTable, type ReportColumn } from '../common/ReportTable';
import { useReportQuery, useReportView } from '../common/use-report-view';
import { BOX_ORDERS_PAGE_SIZES, boxOrdersQueryString, boxOrdersRequest, boxOrdersViewOf, defaultBoxOrdersView } from './box-orders-state';
import { ReportCaption } from '../common/ReportCaption';

const OrdersPerDayChart = lazy(() => import('../common/OrdersPerDayChart'));

export const BOX_ORDER_REPORT_ROUTES = {
  inbound: { orders: '/reports/box/inbound-orders', details: '/reports/box/inbound-orders-details' },
  outbound: { orders: '/reports/box/outbound-orders', details: '/reports/box/outbound-orders-details' },
} as const;

type Row = BoxOrder | BoxOrderLine;
type Formats = ReturnType<typeof useFormats>;
type Client = ReturnType<typeof boxOrdersReportClient>;
type Answer = Awaited<ReturnType<Client['orders']>> | Awaited<ReturnType<Client['details']>>;

/** The words of a box order's codes: its status, its type and a line's receipt. */
function useBoxOrderWords(): BoxOrderWords {
  const translate = useTranslate();
  return {
    status: (code) => (BOX_ORDER_STATUS_LABELS[code] ? translate(BOX_ORDER_STATUS_LABELS[code]) : String(code)),
    orderType: (code) => translate(`resources.outboundOrders.types.${code}`, { _: code }),
    receipt: (receipt) => translate(`reports.boxOrders.receipts.${receipt}`),
  };
}

// Codes stay on one line: a reference or a SKU cut in two reads as two.
const code = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/** The table's columns: the screen keeps those that tell orders and lines apart; the export writes every column. */
function tableColumns(
  kind: BoxOrderReportKind,
  details: boolean,
  label: (field: BoxOrderColumn) => string,
  words: BoxOrderWords,
  formats: Formats,
): ReportColumn<Row>[] {
  const sortable = new Set<BoxOrderColumn>(
    details ? ['orderReference', 'createdAt', 'status', 'sku', 'productName', 'quantity'] : ['orderReference', 'createdAt', 'status'],
  );
  const numeric = new Set<BoxOrderColumn>(['lineCount', 'quantity', 'reservedQuantity']);
  const render: Partial<Record<BoxOrderColumn, (row: Row) => ReactNode>> = {
    orderReference: (row) => code(row.orderReference),
    sku: (row) => ('sku' in row ? code(row.sku) : null),
    createdAt: (row) => formats.moment(row.createdAt, 'Europe/Paris'),
    status: (row) => words.status(row.statusCode),
    orderType: (row) => (row.orderType ? words.orderType(row.orderType) : null),
    expectedDate: (row) => ('expectedDate' in row && row.expectedDate ? formats.day(row.expectedDate) : null),
    bestBeforeDate: (row) => ('bestBeforeDate' in row && row.bestBeforeDate ? formats.day(row.bestBeforeDate) : null),
    receipt: (row) => ('receipt' in row && row.receipt ? words.receipt(row.receipt) : null),
    receiptDate: (row) => ('receiptDate' in row && row.receiptDate ? formats.moment(row.receiptDate, 'Europe/Paris') : null),
  };
  const fields: BoxOrderColumn[] = !details
    ? boxOrderColumns(kind).map((c) => c.key)
    : kind === 'inbound'
      ? ['orderReference', 'createdAt', 'status', 'sku', 'productName', 'quantity', 'lotNumber', 'receipt']
      : ['orderReference', 'createdAt', 'status', 'orderType', 'sku', 'productName', 'quantity', 'reservedQuantity'];
  return fields.map((field) => ({
    field,
    label: label(field),
    numeric: numeric.has(field),
    sortable: sortable.has(field),
    render: render[field],
  }));
}

/** The totals row's cells: lines and quantities of the orders, or the lines' quantities (and reserved, outbound). */
function totalsOf(data: Answer | undefined, kind: BoxOrderReportKind, formats: Formats): Record<string, string> {
  if (!data) return {};
  if ('lineCount' in data.totals) return { lineCount: formats.count(data.totals.lineCount), quantity: formats.count(data.totals.quantity) };
  return kind === 'outbound'
    ? { quantity: formats.count(data.totals.quantity), reservedQuantity: formats.count(data.totals.reservedQuantity) }
    : { quantity: formats.count(data.totals.quantity) };
}

/** Every order (or line) of the view, every column, for Export. */
async function exportedRows(
  client: Client,
  kind: BoxOrderReportKind,
  details: boolean,
  idClientAccount: string,
  request: BoxOrdersQuery,
  words: BoxOrderWords,
) {
  const all = { ...request, currentPage: 1, pageSize: REPORT_MAX_PAGE_SIZE };
  if (details) {
    const columns = boxOrderLineColumns(kind);
    const answer = await client.details(kind, idClientAccount, all);
    return { headers: boxOrderHeaderKeys(columns), rows: answer.items.map((row) => columns.map((c) => c.cell(row, words))) };
  }
  const columns = boxOrderColumns(kind);
  const answer = await client.orders(kind, idClientAccount, all);
  return { headers: boxOrderHeaderKeys(columns), rows: answer.items.map((row) => columns.map((c) => c.cell(row, words))) };
}

/** Another of the account's boxes, when it has more than one: the active box is the default, kept out of the URL. */
const BoxChoice = ({ boxes, idBox, onChange }: { boxes: ReportBox[]; idBox: string; onChange: (box: string) => void }) => {
  const translate = useTranslate();
  const { scope } = useSession();
  return (
    <TextField
      select
      size="small"
      label={translate('reports.boxOrders.box')}
      value={boxes.some((b) => b.idBox === idBox) ? idBox : ''}
      onChange={(e) => onChange(e.target.value === boxOf(scope) ? '' : e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'report-box' } }}
      sx={{ flex: '1 1 220px !important' }}
    >
      {boxes.map((b) => (
        <MenuItem key={b.idBox} value={b.idBox}>
          {`${b.boxNumber} · ${b.boxName}`}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Orders per day by status: closed green, cancelled grey, the others still to do. */
const BoxOrdersChart = ({ byDay, statusName }: { byDay: BoxOrdersAnswer['byDay']; statusName: BoxOrderWords['status'] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const boxColor = (code: number) =>
    code === BOX_ORDER_STATUSES.closed
      ? theme.palette.success.main
      : code === BOX_ORDER_STATUSES.cancelled
        ? theme.palette.grey[500]
        : theme.palette.warning.main;
  return (
    <Card>
      <CardContent>
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <OrdersPerDayChart
            byDay={byDay}
            caption={translate('reports.boxOrders.chartCaption')}
            empty={translate('reports.boxOrders.empty')}
            statusName={statusName}
            statusColor={boxColor}
            testId="box-orders-chart"
          />
        </Suspense>
      </CardContent>
    </Card>
  );
};

/**
 * The report's view read from and written to the URL, its box (the one chosen, else the active
 * one, else the account's first) and the orders or lines of the view.
 */
function useBoxOrdersReport(kind: BoxOrderReportKind, details: boolean) {
  const api = useSessionApi();
  const { scope } = useSession();
  const today = todayInReportZone();
  const codec = useMemo(() => {
    const defaults = defaultBoxOrdersView(today);
    return {
      read: (params: URLSearchParams) => boxOrdersViewOf(params, defaults, details),
      write: (view: typeof defaults) => new URLSearchParams(boxOrdersQueryString(view, defaults)),
      // The newest first, as the report opens.
      firstOrder: (field: string) => (field === 'createdAt' ? 'desc' : 'asc') as 'asc' | 'desc',
    };
  }, [today, details]);
  const report = useReportView(codec);
  const client = boxOrdersReportClient(api);
  const idClientAccount = scope.idClientAccount ?? '';

  const boxes = useQuery({ queryKey: ['reportBoxes', idClientAccount], queryFn: () => client.boxes(idClientAccount), enabled: Boolean(idClientAccount) });
  const idBox = report.view.box || boxOf(scope) || boxes.data?.[0]?.idBox || '';
  const ready = Boolean(idClientAccount && idBox);
  const request = boxOrdersRequest(report.view, idBox);
  const orders = useReportQuery(['boxOrdersReport', kind, idClientAccount, request], () => client.orders(kind, idClientAccount, request), ready && !details);
  const lines = useReportQuery(['boxOrderLinesReport', kind, idClientAccount, request], () => client.details(kind, idClientAccount, request), ready && details);
  return { ...report, today, client, idClientAccount, boxes, idBox, ready, request, orders, current: details ? lines : orders };
}

/**
 * /reports/box/inbound-orders, /reports/box/outbound-orders and their -details: a box's orders
 * created over a period (the last 30 days unless chosen), of a status and matching a search,
 * sorted and paged, with a chart of orders per day by status; the details tab lists their lines.
 * The box is the active one unless another of the account's boxes is chosen (the list read page 1
 * sorted by box number, as the spec's box report screens do). The view lives in the URL and is
 * kept from one tab to the other; Export writes every order or line of the view (xlsx or csv).
 */
const BoxOrdersReportPage = ({ kind, details = false }: { kind: BoxOrderReportKind; details?: boolean }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const words = useBoxOrderWords();
  const { view, params, change, sorting, paging, today, client, idClientAccount, boxes, idBox, ready, request, orders, current } = useBoxOrdersReport(
    kind,
    details,
  );
  const data = current.data;
  const total = data?.totalCount ?? 0;
  const label = (field: BoxOrderColumn) => translate(`reports.boxOrders.columns.${field}`);
  const routes = BOX_ORDER_REPORT_ROUTES[kind];

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <ReportHeading
        title={translate(`reports.boxOrders.${kind}.${details ? 'detailsTitle' : 'title'}`)}
        action={
          ready ? (
            <ReportExportButton
              fileName={`${translate(`reports.boxOrders.${kind}.${details ? 'detailsFileName' : 'fileName'}`)}-${view.fromDate}-${view.toDate}`}
              rows={() => exportedRows(client, kind, details, idClientAccount, request, words)}
              disabled={!data || total === 0}
            />
          ) : null
        }
      />
      <Tabs value={details ? 1 : 0} sx={{ mb: 2 }} aria-label={translate('reports.boxOrders.views')}>
        <Tab label={translate('reports.boxOrders.ordersTab')} component={RouterLink} to={`${routes.orders}?${params.toString()}`} />
        <Tab label={translate('reports.boxOrders.detailsTab')} component={RouterLink} to={`${routes.details}?${params.toString()}`} />
      </Tabs>
      {!ready ? (
        boxes.isPending && idClientAccount ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <Alert severity="info">{translate('reports.boxOrders.chooseBox')}</Alert>
        )
      ) : (
        <Stack spacing={2}>
          <Card sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <ReportFilters>
              {boxes.data && boxes.data.length > 1 && <BoxChoice boxes={boxes.data} idBox={idBox} onChange={(box) => change({ box })} />}
              <ReportPeriodFields
                view={view}
                change={change}
                today={today}
                statuses={Object.values(BOX_ORDER_STATUSES)}
                statusName={words.status}
                maxDays={BOX_ORDERS_MAX_DAYS}
              />
              <ReportSearchField
                value={view.searchText}
                onSearch={(searchText) => change({ searchText })}
                label={translate(details ? 'reports.boxOrders.searchDetails' : 'reports.boxOrders.search')}
              />
            </ReportFilters>
            {data && (
              <ReportCaption testId="report-caption">
                {translate('reports.boxOrders.caption', {
                  box: `${data.boxNumber} · ${data.boxName}`,
                  from: formats.day(view.fromDate),
                  to: formats.day(view.toDate),
                })}
              </ReportCaption>
            )}
            <ReportTable<Row>
              testId="box-orders-table"
              rowTestId="box-order-row"
              columns={tableColumns(kind, details, label, words, formats)}
              rows={data?.items ?? []}
              rowKey={(row) => ('idLine' in row ? row.idLine : row.idOrder)}
              rowData={(row) => ({ reference: row.orderReference })}
              {...sorting}
              {...current.table}
              empty={translate(details ? 'reports.boxOrders.emptyDetails' : 'reports.boxOrders.empty')}
              totals={
                data
                  ? {
                      label: translate(details ? 'reports.boxOrders.lineTotals' : 'reports.boxOrders.totals', { smart_count: total }),
                      testId: 'box-orders-totals',
                      cells: totalsOf(data, kind, formats),
                    }
                  : undefined
              }
              small={{
                title: (row) => ('productName' in row ? `${row.orderReference} · ${row.productName}` : row.orderReference),
                subtitle: (row) =>
                  `${formats.moment(row.createdAt, 'Europe/Paris')} · ${words.status(row.statusCode)} · ${label('quantity')} ${formats.count(row.quantity)}`,
              }}
              paging={paging(total, BOX_ORDERS_PAGE_SIZES)}
            />
          </Card>
          {/* No orders: the table already says so in words. */}
          {orders.data && orders.data.totalCount > 0 && !details && <BoxOrdersChart byDay={orders.data.byDay} statusName={words.status} />}
        </Stack>
      )}
    </Box>
  );
};

export const BoxInboundOrdersPage = () => <BoxOrdersReportPage kind="inbound" />;
export const BoxInboundOrderDetailsPage = () => <BoxOrdersReportPage kind="inbound" details />;
export const BoxOutboundOrdersPage = () => <BoxOrdersReportPage kind="outbound" />;
export const BoxOutboundOrderDetailsPage = () => <BoxOrdersReportPage kind="outbound" details />;

export default BoxOrdersReportPage;
