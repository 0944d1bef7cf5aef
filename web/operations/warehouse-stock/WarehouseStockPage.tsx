import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Card, IconButton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useLocaleState } from 'react-admin';
import { warehouseStockLevels } from '../../../shared/operations/warehouse-stock';
import { callAction } from '../../../shared/registry/route-kinds';
import { stockLevelHeaderKeys, stockLevelRow } from '../../../shared/reports/stock-export';
import { STOCK_SORT_FIELDS, todayInReportZone, type StockLevel } from '../../../shared/reports/stock-report';
import { formatCount } from '../../../shared/rules/display';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import {
  defaultStockReportView,
  STOCK_REPORT_PAGE_SIZES,
  stockReportCodec,
  stockReportRequest,
  type StockReportView,
} from '../../reports/common/stock-report-state';
import { ReportExportButton } from '../../reports/common/ReportExportButton';
import { ReportTable } from '../../reports/common/ReportTable';
import { StockFilters, stockColumn as col, useStockColumns } from '../../reports/common/StockFilters';
import { useReportQuery, useReportView } from '../../reports/common/use-report-view';
import { StockCorrectionDialog } from './StockCorrectionDialog';
import { ReportCaption } from '../../reports/common/ReportCaption';
import { ChoiceSelect } from '../../components/ChoiceSelect';

const COLUMNS = [col('sku'), col('productName'), col('physicalQuantity', true), col('reservedQuantity', true), col('availableQuantity', true)];

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
  // The stock report's view, and the warehouse when another than the session's is chosen.
  const codec = useMemo(() => {
    const stock = stockReportCodec(defaultStockReportView(todayInReportZone(), false), STOCK_SORT_FIELDS);
    return {
      read: (params: URLSearchParams) => ({ ...stock.read(params), warehouse: params.get('warehouse') ?? '' }),
      write: ({ warehouse, ...view }: StockReportView & { warehouse: string }) => {
        const query = stock.write(view);
        if (warehouse && warehouse !== scope.idWarehouse) query.set('warehouse', warehouse);
        return query;
      },
    };
  }, [scope.idWarehouse]);
  const { view, change, sorting, paging } = useReportView(codec);
  const idWarehouse = view.warehouse || scope.idWarehouse || '';
  const count = (value: number) => formatCount(value, locale);
  const [correcting, setCorrecting] = useState<StockLevel | null>(null);
  const columns = useStockColumns<StockLevel>(COLUMNS);

  const target = { idClientAccount: scope.idClientAccount ?? '', idWarehouse };
  const request = stockReportRequest(view);
  const ready = Boolean(target.idClientAccount && idWarehouse);
  const read = (query: Record<string, string | number | undefined>) =>
    callAction(
      api,
      warehouseStockLevels,
      target,
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>,
    );
  const answer = useReportQuery(['warehouseStock', target, request], () => read(request), ready);
  const { data, refetch } = answer;
  const lines = data?.items ?? [];
  const total = data?.totalCount ?? 0;
  const title = translate('operations.stock.title');
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
          <StockFilters view={view} change={change}>
            {data && data.warehouses.length > 1 && (
              <ChoiceSelect
                label={translate('operations.stock.warehouse')}
                value={idWarehouse}
                onChange={(warehouse) => change({ warehouse })}
                choices={data.warehouses.map((w) => ({ value: w.idWarehouse, label: w.warehouseName }))}
              />
            )}
          </StockFilters>
          {data && <ReportCaption testId="stock-caption">{translate('operations.stock.caption', { warehouse: data.warehouseName })}</ReportCaption>}
          <ReportTable<StockLevel>
            testId="warehouse-stock-table"
            rowTestId="stock-row"
            columns={columns}
            rows={lines}
            rowKey={(line) => line.idProduct}
            rowData={(line) => ({ sku: line.sku })}
            {...sorting}
            {...answer.table}
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
            paging={paging(total, STOCK_REPORT_PAGE_SIZES)}
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
