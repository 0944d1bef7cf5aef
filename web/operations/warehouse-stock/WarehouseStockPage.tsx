import SearchIcon from '@mui/icons-material/Search';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  IconButton,
  InputAdornment,
  LinearProgress,
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
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, useLocaleState } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { WAREHOUSE_STOCK_PATHS, type WarehouseStockAnswer } from '../../../shared/operations/warehouse-stock';
import { stockLevelHeaderKeys, stockLevelRow } from '../../../shared/reports/stock-export';
import { STOCK_FILTERS, STOCK_SORT_FIELDS, todayInReportZone, type StockLevel } from '../../../shared/reports/stock-report';
import { formatCount } from '../../../shared/rules/display';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import {
  defaultStockReportView,
  STOCK_REPORT_PAGE_SIZES,
  stockReportQueryString,
  stockReportRequest,
  stockReportViewOf,
  type StockReportView,
} from '../../reports/common/stock-report-state';
import { ReportExportButton } from '../../reports/common/ReportExportButton';
import { StockCorrectionDialog } from './StockCorrectionDialog';

const SEARCH_DEBOUNCE_MS = 400;
type Column = { field: keyof StockLevel; numeric?: boolean; sortable?: boolean };
const COLUMNS: Column[] = [
  { field: 'sku', sortable: true },
  { field: 'productName', sortable: true },
  { field: 'physicalQuantity', numeric: true, sortable: true },
  { field: 'reservedQuantity', numeric: true, sortable: true },
  { field: 'availableQuantity', numeric: true, sortable: true },
];

/**
 * /admin/warehouse-stock: the stock of each product in one of the account's warehouses (the
 * session's unless another is chosen) for the administrators of its products, searched, filtered,
 * sorted and paged in the URL, exported whole; a row's Correct button opens the correction dialog.
 */
const WarehouseStockPage = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const [locale] = useLocaleState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => defaultStockReportView(todayInReportZone(), false), []);
  const view = stockReportViewOf(params, defaults, STOCK_SORT_FIELDS);
  const idWarehouse = params.get('warehouse') || scope.idWarehouse || '';
  const numbers = { format: (value: number) => formatCount(value, locale) };
  const [correcting, setCorrecting] = useState<StockLevel | null>(null);

  const change = (next: Partial<StockReportView> & { warehouse?: string }, resetPage = true) => {
    const { warehouse, ...rest } = next;
    const query = new URLSearchParams(stockReportQueryString({ ...view, ...rest, ...(resetPage ? { page: 1 } : {}) }, defaults));
    const chosen = warehouse ?? params.get('warehouse') ?? '';
    if (chosen && chosen !== scope.idWarehouse) query.set('warehouse', chosen);
    setParams(query);
  };

  const [search, setSearch] = useState(view.searchText);
  useEffect(() => setSearch(view.searchText), [view.searchText]);
  useEffect(() => {
    if (search === view.searchText) return;
    const timer = setTimeout(() => change({ searchText: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);

  const target = { idClientAccount: scope.idClientAccount ?? '', idWarehouse };
  const request = stockReportRequest(view);
  const ready = Boolean(target.idClientAccount && idWarehouse);
  const read = (query: Record<string, string | number | undefined>) =>
    api.request<WarehouseStockAnswer>({
      path: WAREHOUSE_STOCK_PATHS.levels,
      params: target,
      query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>,
    });
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['warehouseStock', target, request],
    queryFn: () => read(request),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const lines = data?.items ?? [];
  const total = data?.totalCount ?? 0;
  const title = translate('operations.stock.title');
  const sortBy = (field: string) => change({ sortField: field, sortOrder: view.sortField === field && view.sortOrder === 'asc' ? 'desc' : 'asc' });
  const exportRows = async () => {
    const all = await read({ ...request, currentPage: 1, pageSize: -1 });
    return { headers: stockLevelHeaderKeys(), rows: all.items.map(stockLevelRow) };
  };
  const correctButton = (line: StockLevel) => (
    <IconButton
      size="small"
      onClick={() => setCorrecting(line)}
      aria-label={translate('operations.stock.correct', { product: line.productName })}
      data-testid="correct-stock"
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {ready ? <ReportExportButton fileName={translate('operations.stock.fileName')} rows={exportRows} disabled={!data || total === 0} /> : null}
      </Stack>
      {!ready ? (
        <Alert severity="info">{translate('operations.stock.chooseWarehouse')}</Alert>
      ) : (
        <Card>
          <Box
            role="search"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', p: 2, '& > .MuiTextField-root': { flex: '1 1 160px' } }}
          >
            {data && data.warehouses.length > 1 && (
              <TextField
                select
                size="small"
                label={translate('operations.stock.warehouse')}
                value={idWarehouse}
                onChange={(e) => change({ warehouse: e.target.value })}
              >
                {data.warehouses.map((w) => (
                  <MenuItem key={w.idWarehouse} value={w.idWarehouse}>
                    {w.warehouseName}
                  </MenuItem>
                ))}
              </TextField>
            )}
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
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid="stock-caption">
              {translate('operations.stock.caption', { warehouse: data.warehouseName })}
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
            <Typography sx={{ p: 4, textAlign: 'center' }} data-testid="stock-empty">
              {translate('reports.stock.empty')}
            </Typography>
          ) : isSmall ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="warehouse-stock-table">
              {lines.map((line) => (
                <Box
                  component="li"
                  key={line.idProduct}
                  data-testid="stock-row"
                  data-sku={line.sku}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                      {line.productName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {line.sku} ·{' '}
                      {translate('operations.stock.short', {
                        physical: numbers.format(line.physicalQuantity),
                        reserved: numbers.format(line.reservedQuantity),
                        available: numbers.format(line.availableQuantity),
                      })}
                    </Typography>
                  </Box>
                  {correctButton(line)}
                </Box>
              ))}
            </Box>
          ) : (
            <TableContainer>
              <Table size="small" data-testid="warehouse-stock-table">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column.field}
                        align={column.numeric ? 'right' : 'left'}
                        sortDirection={view.sortField === column.field ? view.sortOrder : false}
                      >
                        <TableSortLabel
                          active={view.sortField === column.field}
                          direction={view.sortField === column.field ? view.sortOrder : 'asc'}
                          onClick={() => sortBy(column.field)}
                        >
                          {translate(`reports.stock.columns.${column.field}` as WebKey)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                    <TableCell align="right">{translate('operations.stock.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow key={line.idProduct} hover data-testid="stock-row" data-sku={line.sku}>
                      {COLUMNS.map((column) => {
                        const value = line[column.field];
                        return (
                          <TableCell key={column.field} align={column.numeric ? 'right' : 'left'} data-field={column.field}>
                            {typeof value === 'number' ? numbers.format(value) : value}
                          </TableCell>
                        );
                      })}
                      <TableCell align="right">{correctButton(line)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
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
      {correcting && (
        <StockCorrectionDialog
          line={correcting}
          target={target}
          onClose={() => setCorrecting(null)}
          onDone={() => {
            setCorrecting(null);
            void refetch();
          }}
        />
      )}
    </Box>
  );
};

export default WarehouseStockPage;
