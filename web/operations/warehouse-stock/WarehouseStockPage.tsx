import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Card, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState } from 'react-admin';
import type { StockLevel } from '../../../shared/reports/stock-report';
import { formatCount } from '../../../shared/rules/display';
import { useTranslate } from '../../shell/i18n/use-translate';
import { STOCK_REPORT_PAGE_SIZES } from '../../reports/common/stock-report-state';
import { ReportExportButton } from '../../reports/common/ReportExportButton';
import { ReportTable } from '../../reports/common/ReportTable';
import { StockFilters, stockColumn as col, useStockColumns } from '../../reports/common/StockFilters';
import { StockCorrectionDialog } from './StockCorrectionDialog';
import { ReportCaption } from '../../reports/common/ReportCaption';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { useWarehouseStock, type WarehouseStock } from './use-warehouse-stock';

const COLUMNS = [col('sku'), col('productName'), col('physicalQuantity', true), col('reservedQuantity', true), col('availableQuantity', true)];

/** The stock lines, each with its Correct button; on a phone one line per product. */
const WarehouseStockTable = ({ stock, onCorrect }: { stock: WarehouseStock; onCorrect: (line: StockLevel) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = useStockColumns<StockLevel>(COLUMNS);
  const count = (value: number) => formatCount(value, locale);
  const correctButton = (line: StockLevel) => (
    <IconButton
      size="small"
      onClick={() => onCorrect(line)}
      aria-label={translate('operations.stock.correct', { product: line.productName })}
      data-testid="correct-stock"
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
  return (
    <ReportTable<StockLevel>
      testId="warehouse-stock-table"
      rowTestId="stock-row"
      columns={columns}
      rows={stock.answer.data?.items ?? []}
      rowKey={(line) => line.idProduct}
      rowData={(line) => ({ sku: line.sku })}
      {...stock.sorting}
      {...stock.answer.table}
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
      paging={stock.paging(stock.total, STOCK_REPORT_PAGE_SIZES)}
    />
  );
};

/**
 * /admin/warehouse-stock: the stock of each product in one of the account's warehouses (the
 * session's unless another is chosen) for the administrators of its products, searched, filtered,
 * sorted and paged in the URL, exported whole; a row's Correct button opens the correction dialog.
 * The stock report's filters and table (web/reports/common), with the correction as the row's action.
 */
const WarehouseStockPage = () => {
  const translate = useTranslate();
  const stock = useWarehouseStock();
  const { view, change, idWarehouse, target, ready, answer, total } = stock;
  const { data, refetch } = answer;
  const [correcting, setCorrecting] = useState<StockLevel | null>(null);
  const title = translate('operations.stock.title');

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {ready ? <ReportExportButton fileName={translate('operations.stock.fileName')} rows={stock.exportRows} disabled={!data || total === 0} /> : null}
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
          <WarehouseStockTable stock={stock} onCorrect={setCorrecting} />
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
