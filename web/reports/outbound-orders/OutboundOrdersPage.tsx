import { Alert, Box, Card, CardContent, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OUTBOUND_MAX_DAYS } from '../../../shared/reports/outbound-report';
import { CUSTOMER_ORDER_STATUSES } from '../../../shared/rules/statuses';
import { useFormats } from '../../components/use-formats';
import { statusText } from '../../ordering/dashboard/status-text';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { NamesUnder } from '../../../shared/i18n/translation-keys';
import { ReportExportButton } from '../common/ReportExportButton';
import { ReportHeading } from '../common/ReportHeading';
import { ReportFilters, ReportPeriodFields } from '../common/ReportFilters';
import { ReportTable, type ReportColumn } from '../common/ReportTable';
import { OUTBOUND_PAGE_SIZES } from './outbound-state';
import { useOutboundReport, useRowStatus, type OutboundReport, type Row } from './use-outbound-report';

const OutboundOrdersChart = lazy(() => import('./OutboundOrdersChart'));

export const OUTBOUND_REPORT_ROUTES = { orders: '/reports/warehouse/outbound-orders', details: '/reports/warehouse/outbound-orders-details' } as const;

/** A column's field: its label is reports.outbound.columns.<field>. */
type OutboundField = NamesUnder<'reports.outbound.columns.'>;
const ORDER_FIELDS: OutboundField[] = ['orderNumber', 'orderDate', 'status', 'orderReference'];
const DETAIL_FIELDS: OutboundField[] = ['orderNumber', 'orderDate', 'status', 'sku', 'productName', 'orderedQuantity', 'deliveredQuantity'];
const NUMBERS = new Set<OutboundField>(['orderedQuantity', 'deliveredQuantity']);

/** The orders' or lines' table, with the lines' totals; on a phone one line per row. */
const OutboundTable = ({ details, report }: { details: boolean; report: OutboundReport }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const status = useRowStatus();
  const { current, lines } = report;
  const columns: ReportColumn<Row>[] = (details ? DETAIL_FIELDS : ORDER_FIELDS).map((field) => ({
    field,
    label: translate(`reports.outbound.columns.${field}`),
    numeric: NUMBERS.has(field),
    sortable: field === 'orderDate',
    render: field === 'orderDate' ? (row) => formats.moment(row.orderDate, 'Europe/Paris') : field === 'status' ? status : undefined,
  }));
  return (
    <ReportTable<Row>
      testId={details ? 'outbound-details-table' : 'outbound-table'}
      rowTestId={details ? 'outbound-detail-row' : 'outbound-row'}
      columns={columns}
      rows={current.data?.items ?? []}
      rowKey={(row) => ('lineNumber' in row ? `${row.idCustomerOrder}-${row.lineNumber}-${row.sku}` : row.idCustomerOrder)}
      rowData={(row): Record<string, string> => ('sku' in row ? { sku: row.sku } : { number: row.orderNumber })}
      {...report.sorting}
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
            'orderedQuantity' in row ? `${translate('reports.outbound.columns.orderedQuantity')} ${formats.count(row.orderedQuantity)}` : row.orderReference,
          ]
            .filter(Boolean)
            .join(' · '),
      }}
      paging={report.paging(current.data?.totalCount ?? 0, OUTBOUND_PAGE_SIZES)}
    />
  );
};

/**
 * /reports/warehouse/outbound-orders: the account's orders shipping from the active warehouse over
 * a period (the last 30 days unless chosen), optionally of one status, with a chart of orders per
 * day by status. /reports/warehouse/outbound-orders-details: the lines of the same orders that ship
 * from the warehouse, with their totals and an export. The view (fromDate, toDate, page,
 * sizePerPage, sortOrder of the order date, status) lives in the URL and is kept from one tab to the other.
 */
const OutboundOrdersPage = ({ details = false }: { details?: boolean }) => {
  const translate = useTranslate();
  const report = useOutboundReport(details);
  const { view, params, ready, orders, lines } = report;

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <ReportHeading
        title={translate(details ? 'reports.outbound.detailsTitle' : 'reports.outbound.title')}
        action={
          ready && details ? (
            <ReportExportButton
              fileName={`${translate('reports.outbound.fileName')}-${view.fromDate}-${view.toDate}`}
              rows={report.exportRows}
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
                change={report.change}
                today={report.today}
                statuses={Object.values(CUSTOMER_ORDER_STATUSES)}
                statusName={(code) => statusText(translate, code)}
                maxDays={OUTBOUND_MAX_DAYS}
              />
            </ReportFilters>
            <OutboundTable details={details} report={report} />
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
