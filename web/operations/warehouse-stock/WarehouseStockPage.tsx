import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Card, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useLocaleState } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { WAREHOUSE_STOCK_PATHS, type WarehouseStockAnswer } from '../../../shared/operations/warehouse-stock';
import { stockLevelHeaderKeys, stockLevelRow } from '../../../shared/reports/stock-export';
import { STOCK_SORT_FIELDS, todayInReportZone, type StockLevel } from '../../../shared/reports/stock-report';
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
import { ReportFilters, ReportSearchField, StockFilterField } from '../../reports/common/ReportFilters';
import { ReportTable } from '../../reports/common/ReportTable';
import { StockCorrectionDialog } from './StockCorrectionDialog';

const COLUMNS: { field: keyof StockLevel; numeric?: boolean; sortable?: boolean }[] = [
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
 * The stock report's filters and table (web/reports/common), with the correction as the row's action.
 */
const WarehouseStockPage = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => defaultStockReportView(todayInReportZone(), false), []);
  const view = stockReportViewOf(params, defaults, STOCK_SORT_FIELDS);
  const idWarehouse = params.get('warehouse') || scope.idWarehouse || '';
  const count = (value: number) => formatCount(value, locale);
  const [correcting, setCorrecting] = useState<StockLevel | null>(null);

  const change = (next: Partial<StockReportView> & { warehouse?: string }, resetPage = true) => {
    const { warehouse, ...rest } = next;
    const query = new URLSearchParams(stockReportQueryString({ ...view, ...rest, ...(resetPage ? { page: 1 } : {}) }, defaults));
    const chosen = warehouse ?? params.get('warehouse') ?? '';
    if (chosen && chosen !== scope.idWarehouse) query.set('warehouse', chosen);
    setParams(query);
  };

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
          <ReportFilters>
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
            <ReportSearchField value={view.searchText} onSearch={(searchText) => change({ searchText })} label={translate('reports.stock.search')} />
            <StockFilterField value={view.stockFilter} onChange={(stockFilter) => change({ stockFilter })} />
          </ReportFilters>
          {data && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid="stock-caption">
              {translate('operations.stock.caption', { warehouse: data.warehouseName })}
            </Typography>
          )}
          <ReportTable<StockLevel>
            testId="warehouse-stock-table"
            rowTestId="stock-row"
            columns={COLUMNS.map((c) => ({ ...c, label: translate(`reports.stock.columns.${c.field}` as WebKey) }))}
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
            action={{ label: translate('operations.stock.actions'), render: correctButton }}
            small={{
              title: (line) => line.productName,
              subtitle: (line) =>
                `${line.sku} · ${translate('operations.stock.short', {
                  physical: count(line.physicalQuantity),
                  reserved: count(line.reservedQuantity),
                  available: count(line.availableQuantity),
                })}`,
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
