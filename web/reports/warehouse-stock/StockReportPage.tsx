import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo } from 'react';
import { Title, useLocaleState } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { reportsClient } from '../../../shared/reports/client';
import { stockDetailHeaderKeys, stockDetailRow, stockLevelHeaderKeys, stockLevelRow } from '../../../shared/reports/stock-export';
import {
  STOCK_DETAIL_SORT_FIELDS,
  STOCK_SORT_FIELDS,
  todayInReportZone,
  type StockDetail,
  type StockDetailSortField,
  type StockDetailsAnswer,
  type StockLevel,
  type StockLevelsAnswer,
} from '../../../shared/reports/stock-report';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import {
  dayOf,
  defaultStockReportView,
  STOCK_REPORT_PAGE_SIZES,
  stockReportQueryString,
  stockReportRequest,
  stockReportViewOf,
  type StockReportView,
} from '../common/stock-report-state';
import { ReportExportButton } from '../common/ReportExportButton';
import { ReportDayField, ReportFilters, ReportSearchField, StockFilterField } from '../common/ReportFilters';
import { ReportTable, type ReportColumn } from '../common/ReportTable';
import { formatCount, formatMoment } from '../../../shared/rules/display';

const StockChart = lazy(() => import('./StockChart'));

/** The same screens serve a box (a warehouse of type BOX): only their paths and permission differ. */
export const STOCK_REPORT_ROUTES = {
  warehouse: { levels: '/reports/warehouse/stock', details: '/reports/warehouse/stock-details' },
  box: { levels: '/reports/box/stock', details: '/reports/box/stock-details' },
} as const;

type Line = StockLevel | StockDetail;
type Column = { field: string; numeric?: boolean; sortable?: boolean };
const col = (field: string, numeric = false, sortable = true): Column => ({ field, numeric, sortable });
const LEVEL_COLUMNS = [
  col('sku'),
  col('skuClient', false, false),
  col('productName'),
  col('physicalQuantity', true),
  col('reservedQuantity', true),
  col('availableQuantity', true),
];
const DETAIL_COLUMNS = [
  col('sku'),
  col('productName'),
  col('openingQuantity', true),
  col('receivedQuantity', true),
  col('shippedQuantity', true),
  col('physicalQuantity', true),
  col('reservedQuantity', true),
  col('availableQuantity', true),
];

/**
 * /reports/warehouse/stock and /reports/warehouse/stock-details: the stock of the active warehouse
 * at a date (levels), or over a period ending at that date (details: opening, received, shipped,
 * closing). Search, stock filter, sort, pages and the chosen product live in the URL; a row opens
 * the product's stock over the period as a chart with its numbers as a table.
 */
const StockReportPage = ({ details = false, kind = 'warehouse' }: { details?: boolean; kind?: keyof typeof STOCK_REPORT_ROUTES }) => {
  const routes = STOCK_REPORT_ROUTES[kind];
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const today = todayInReportZone();
  const defaults = useMemo(() => defaultStockReportView(today, details), [today, details]);
  const view = stockReportViewOf(params, defaults, details ? STOCK_DETAIL_SORT_FIELDS : STOCK_SORT_FIELDS);
  const columns: ReportColumn<Line>[] = (details ? DETAIL_COLUMNS : LEVEL_COLUMNS).map((c) => ({
    ...c,
    label: translate(`reports.stock.columns.${c.field}` as WebKey),
  }));

  const change = (next: Partial<StockReportView>, resetPage = true) =>
    setParams(new URLSearchParams(stockReportQueryString({ ...view, ...next, ...(resetPage ? { page: 1 } : {}) }, defaults)));

  const target = { idClientAccount: scope.idClientAccount ?? '', idWarehouse: scope.idWarehouse ?? '', date: view.date };
  const request = stockReportRequest(view);
  const reports = reportsClient(api, kind);
  const ready = Boolean(scope.idClientAccount && scope.idWarehouse);
  const { data, isFetching, error, refetch } = useQuery<StockLevelsAnswer | StockDetailsAnswer>({
    queryKey: ['stockReport', kind, details, target, view.from, request],
    queryFn: () =>
      details
        ? reports.stockDetails(target, { ...request, sortField: view.sortField as StockDetailSortField, from: view.from })
        : reports.stockLevels(target, request),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const lines: Line[] = data?.items ?? [];
  const total = data?.totalCount ?? 0;
  const title = translate(details ? 'reports.stock.detailsTitle' : 'reports.stock.title');
  const sortBy = (field: string) =>
    change({ sortField: field, sortOrder: view.sortField === field && view.sortOrder === 'asc' ? 'desc' : view.sortField === field ? 'asc' : 'asc' });
  const selected = lines.find((l) => l.idProduct === view.product);
  const count = (value: number) => formatCount(value, locale);

  const exportRows = async () => {
    const all = details
      ? await reports.stockDetails(target, { ...request, sortField: view.sortField as StockDetailSortField, from: view.from, currentPage: 1, pageSize: -1 })
      : await reports.stockLevels(target, { ...request, currentPage: 1, pageSize: -1 });
    return details
      ? { headers: stockDetailHeaderKeys(), rows: (all.items as StockDetail[]).map(stockDetailRow) }
      : { headers: stockLevelHeaderKeys(), rows: all.items.map(stockLevelRow) };
  };

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {ready ? (
          <ReportExportButton
            fileName={`${translate(details ? 'reports.stock.detailsFileName' : 'reports.stock.fileName')}-${dayOf(view.date)}`}
            rows={exportRows}
            disabled={!data || total === 0}
          />
        ) : null}
      </Stack>
      <Tabs value={details ? 1 : 0} sx={{ mb: 2 }} aria-label={translate('reports.stock.views')}>
        <Tab label={translate('reports.stock.levelsTab')} component={RouterLink} to={`${routes.levels}?${params.toString()}`} />
        <Tab label={translate('reports.stock.detailsTab')} component={RouterLink} to={`${routes.details}?${params.toString()}`} />
      </Tabs>
      {!ready ? (
        <Alert severity="info">{translate('reports.stock.chooseWarehouse')}</Alert>
      ) : (
        <Card>
          <ReportFilters>
            {details && (
              <ReportDayField
                label={translate('reports.stock.from')}
                value={dayOf(view.from)}
                onChange={(from) => change({ from })}
                max={dayOf(view.date)}
                testId="report-from"
              />
            )}
            <ReportDayField
              label={translate(details ? 'reports.stock.to' : 'reports.stock.date')}
              value={dayOf(view.date)}
              onChange={(date) => change({ date })}
              max={today}
              testId="report-date"
            />
            <ReportSearchField value={view.searchText} onSearch={(searchText) => change({ searchText })} label={translate('reports.stock.search')} />
            <StockFilterField value={view.stockFilter} onChange={(stockFilter) => change({ stockFilter })} />
          </ReportFilters>
          {data && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid="report-caption">
              {translate(details ? 'reports.stock.detailsCaption' : 'reports.stock.caption', {
                warehouse: data.warehouseName,
                date: formatMoment(data.at, locale, 'Europe/Paris'),
              })}
            </Typography>
          )}
          <ReportTable<Line>
            testId="stock-report-table"
            rowTestId="stock-row"
            columns={columns}
            rows={lines}
            rowKey={(line) => line.idProduct}
            rowData={(line) => ({ sku: line.sku })}
            sort={{ field: view.sortField, order: view.sortOrder }}
            onSort={sortBy}
            loaded={Boolean(data)}
            fetching={isFetching}
            error={error}
            onRetry={() => void refetch()}
            empty={translate('reports.stock.empty')}
            totals={
              !details && data && 'totals' in data
                ? {
                    label: translate('reports.stock.totals', { smart_count: total }),
                    testId: 'stock-totals',
                    cells: {
                      physicalQuantity: count(data.totals.physicalQuantity),
                      reservedQuantity: count(data.totals.reservedQuantity),
                      availableQuantity: count(data.totals.availableQuantity),
                    },
                  }
                : undefined
            }
            onOpen={{
              label: (line) => translate('reports.stock.showChart', { product: line.productName }),
              selected: (line) => line.idProduct === view.product,
              open: (line) => change({ product: line.idProduct }, false),
            }}
            paging={{
              count: total,
              page: view.page,
              sizePerPage: view.sizePerPage,
              sizes: STOCK_REPORT_PAGE_SIZES,
              onPage: (page) => change({ page }, false),
              onSize: (sizePerPage) => change({ sizePerPage }),
            }}
          />
        </Card>
      )}
      {ready && view.product && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
              <Typography variant="h6" component="h2">
                {translate('reports.stock.chartTitle', { product: selected?.productName ?? '' })}
              </Typography>
              <Button onClick={() => change({ product: '' }, false)}>{translate('reports.stock.closeChart')}</Button>
            </Stack>
            <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
              <StockChart kind={kind} target={{ ...target, idProduct: view.product }} from={view.from || defaultStockReportView(dayOf(view.date), true).from} />
            </Suspense>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default StockReportPage;
