import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Title, useLocaleState } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { reportsClient } from '../../../shared/reports/client';
import { stockDetailHeaderKeys, stockDetailRow, stockLevelHeaderKeys, stockLevelRow } from '../../../shared/reports/stock-export';
import {
  STOCK_DETAIL_SORT_FIELDS,
  STOCK_FILTERS,
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
import { formatCount, formatMoment } from '../../../shared/rules/display';

const StockChart = lazy(() => import('./StockChart'));
const SEARCH_DEBOUNCE_MS = 400;

/** The same screens serve a box (a warehouse of type BOX): only their paths and permission differ. */
export const STOCK_REPORT_ROUTES = {
  warehouse: { levels: '/reports/warehouse/stock', details: '/reports/warehouse/stock-details' },
  box: { levels: '/reports/box/stock', details: '/reports/box/stock-details' },
} as const;

type Line = StockLevel | StockDetail;
type Column = { field: string; label: WebKey; numeric?: boolean; sortable?: boolean };
const col = (field: string, numeric = false, sortable = true): Column => ({ field, label: `reports.stock.columns.${field}` as WebKey, numeric, sortable });
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

const numberFormat = (locale: string) => ({ format: (value: number) => formatCount(value, locale) });

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
  const numbers = numberFormat(locale);
  const columns = details ? DETAIL_COLUMNS : LEVEL_COLUMNS;

  const change = (next: Partial<StockReportView>, resetPage = true) =>
    setParams(new URLSearchParams(stockReportQueryString({ ...view, ...next, ...(resetPage ? { page: 1 } : {}) }, defaults)));

  const [search, setSearch] = useState(view.searchText);
  useEffect(() => setSearch(view.searchText), [view.searchText]);
  useEffect(() => {
    if (search === view.searchText) return;
    const timer = setTimeout(() => change({ searchText: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);

  const target = { idClientAccount: scope.idClientAccount ?? '', idWarehouse: scope.idWarehouse ?? '', date: view.date };
  const request = stockReportRequest(view);
  const reports = reportsClient(api);
  const ready = Boolean(scope.idClientAccount && scope.idWarehouse);
  const { data, isFetching, error, refetch } = useQuery<StockLevelsAnswer | StockDetailsAnswer>({
    queryKey: ['stockReport', details, target, view.from, request],
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
          <Box
            role="search"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', p: 2, '& > .MuiTextField-root': { flex: '1 1 160px' } }}
          >
            {details && (
              <TextField
                type="date"
                size="small"
                label={translate('reports.stock.from')}
                value={dayOf(view.from)}
                onChange={(e) => e.target.value && change({ from: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dayOf(view.date), 'data-testid': 'report-from' } }}
              />
            )}
            <TextField
              type="date"
              size="small"
              label={translate(details ? 'reports.stock.to' : 'reports.stock.date')}
              value={dayOf(view.date)}
              onChange={(e) => e.target.value && change({ date: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'report-date' } }}
            />
            <TextField
              size="small"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              label={translate('reports.stock.search')}
              helperText={search.trim().length > 0 && search.trim().length < 3 ? translate('reports.stock.searchMin') : undefined}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ flex: '2 1 220px !important' }}
            />
            <TextField
              select
              size="small"
              label={translate('reports.stock.stockFilter')}
              value={view.stockFilter}
              onChange={(e) => change({ stockFilter: e.target.value as StockReportView['stockFilter'] })}
            >
              {STOCK_FILTERS.map((filter) => (
                <MenuItem key={filter} value={filter}>
                  {translate(`reports.stock.filters.${filter}` as WebKey)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          {data && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid="report-caption">
              {translate(details ? 'reports.stock.detailsCaption' : 'reports.stock.caption', {
                warehouse: data.warehouseName,
                date: formatMoment(data.at, locale, 'Europe/Paris'),
              })}
            </Typography>
          )}
          <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
          {error ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {translate('reports.retry')}
                </Button>
              }
            >
              {translate('reports.loadFailed')}
            </Alert>
          ) : data && lines.length === 0 ? (
            <Typography sx={{ p: 4, textAlign: 'center' }} data-testid="report-empty">
              {translate('reports.stock.empty')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" data-testid="stock-report-table">
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell
                        key={column.field}
                        align={column.numeric ? 'right' : 'left'}
                        sortDirection={view.sortField === column.field ? view.sortOrder : false}
                      >
                        {column.sortable ? (
                          <TableSortLabel
                            active={view.sortField === column.field}
                            direction={view.sortField === column.field ? view.sortOrder : 'asc'}
                            onClick={() => sortBy(column.field)}
                          >
                            {translate(column.label)}
                          </TableSortLabel>
                        ) : (
                          translate(column.label)
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow
                      key={line.idProduct}
                      hover
                      selected={line.idProduct === view.product}
                      data-testid="stock-row"
                      data-sku={line.sku}
                      sx={{ cursor: 'pointer' }}
                      onClick={() => change({ product: line.idProduct }, false)}
                    >
                      {columns.map((column, i) => {
                        const cells: Readonly<Record<string, string | number | null | undefined>> = line;
                        const value = cells[column.field] ?? null;
                        return (
                          <TableCell key={column.field} align={column.numeric ? 'right' : 'left'} data-field={column.field}>
                            {i === 0 ? (
                              // The row's keyboard way in: a button on its first cell.
                              <Button
                                size="small"
                                sx={{ p: 0, minWidth: 0, textTransform: 'none', fontWeight: 600 }}
                                aria-pressed={line.idProduct === view.product}
                                aria-label={translate('reports.stock.showChart', { product: line.productName })}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  change({ product: line.idProduct }, false);
                                }}
                              >
                                {value}
                              </Button>
                            ) : typeof value === 'number' ? (
                              numbers.format(value)
                            ) : (
                              value
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
                {!details && data && 'totals' in data && (
                  <TableFooter sx={{ '& .MuiTableCell-root': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } }}>
                    <TableRow data-testid="stock-totals">
                      <TableCell colSpan={3}>{translate('reports.stock.totals', { smart_count: total })}</TableCell>
                      <TableCell align="right">{numbers.format(data.totals.physicalQuantity)}</TableCell>
                      <TableCell align="right">{numbers.format(data.totals.reservedQuantity)}</TableCell>
                      <TableCell align="right">{numbers.format(data.totals.availableQuantity)}</TableCell>
                    </TableRow>
                  </TableFooter>
                )}
              </Table>
            </TableContainer>
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.max(0, view.page - 1)}
            onPageChange={(_e, page) => change({ page: page + 1 }, false)}
            rowsPerPage={view.sizePerPage}
            rowsPerPageOptions={[...STOCK_REPORT_PAGE_SIZES]}
            onRowsPerPageChange={(e) => change({ sizePerPage: Number(e.target.value) })}
            labelRowsPerPage={translate('reports.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => translate('reports.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => translate(`reports.pagination.${type}` as WebKey)}
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
              <StockChart target={{ ...target, idProduct: view.product }} from={view.from || defaultStockReportView(dayOf(view.date), true).from} />
            </Suspense>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default StockReportPage;
