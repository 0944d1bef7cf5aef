import { Alert, Box, Card, Tab, Tabs } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { StockReportMode } from '../../../shared/reports/stock-export';
import { variantOptionsText } from '../../../shared/reports/stock-report';
import { formatCount, formatMoment } from '../../../shared/rules/display';
import { useTranslate } from '../../shell/i18n/use-translate';
import { dayOf, STOCK_REPORT_PAGE_SIZES } from '../common/stock-report-state';
import { ReportExportButton } from '../common/ReportExportButton';
import { ReportHeading } from '../common/ReportHeading';
import { ReportDayField } from '../common/ReportFilters';
import { ReportTable } from '../common/ReportTable';
import { StockFilters, stockColumn as col, useStockColumns } from '../common/StockFilters';
import { ReportCaption } from '../common/ReportCaption';
import { ProductStockCard } from './ProductStockCard';
import { useOptionText, useStockReport, type Line, type StockReport, type StockReportKind } from './use-stock-report';

/** The same screens serve a box (a warehouse of type BOX): only their paths and permission differ; a box also has its product variants. */
export const STOCK_REPORT_ROUTES = {
  warehouse: { levels: '/reports/warehouse/stock', details: '/reports/warehouse/stock-details' },
  box: { levels: '/reports/box/stock', details: '/reports/box/stock-details', variants: '/reports/box/product-variants' },
} as const;

const COLUMNS = {
  levels: [
    col('sku'),
    col('skuClient', false, false),
    col('productName'),
    col('physicalQuantity', true),
    col('reservedQuantity', true),
    col('availableQuantity', true),
  ],
  details: [
    col('sku'),
    col('productName'),
    col('openingQuantity', true),
    col('receivedQuantity', true),
    col('shippedQuantity', true),
    col('physicalQuantity', true),
    col('reservedQuantity', true),
    col('availableQuantity', true),
  ],
  variants: [
    col('parentSku'),
    col('parentName'),
    col('sku'),
    col('options', false, false),
    col('physicalQuantity', true),
    col('reservedQuantity', true),
    col('availableQuantity', true),
  ],
} as const;
const TEXTS = {
  levels: { title: 'reports.stock.title', fileName: 'reports.stock.fileName', caption: 'reports.stock.caption', empty: 'reports.stock.empty' },
  details: {
    title: 'reports.stock.detailsTitle',
    fileName: 'reports.stock.detailsFileName',
    caption: 'reports.stock.detailsCaption',
    empty: 'reports.stock.empty',
  },
  variants: {
    title: 'reports.stock.variantsTitle',
    fileName: 'reports.stock.variantsFileName',
    caption: 'reports.stock.variantsCaption',
    empty: 'reports.stock.variantsEmpty',
  },
} as const;

/** The report's columns; codes stay on one line: a SKU cut in two reads as two. */
function useLineColumns(mode: StockReportMode) {
  const option = useOptionText();
  const code = (text: string) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
  return useStockColumns<Line>(COLUMNS[mode], {
    sku: (line) => code(line.sku),
    parentSku: (line) => ('parentSku' in line ? code(line.parentSku) : null),
    options: (line) => ('options' in line ? variantOptionsText(line.options, option) : null),
  });
}

/** Levels, details and (for a box) variants, each keeping the view's query. */
const StockReportTabs = ({ mode, kind, search }: { mode: StockReportMode; kind: StockReportKind; search: string }) => {
  const translate = useTranslate();
  const routes = STOCK_REPORT_ROUTES[kind];
  const tabs: { mode: StockReportMode; label: string; to: string }[] = [
    { mode: 'levels', label: translate('reports.stock.levelsTab'), to: routes.levels },
    { mode: 'details', label: translate('reports.stock.detailsTab'), to: routes.details },
    ...('variants' in routes ? [{ mode: 'variants' as const, label: translate('reports.stock.variantsTab'), to: routes.variants }] : []),
  ];
  return (
    <Tabs
      value={tabs.findIndex((tab) => tab.mode === mode)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2 }}
      aria-label={translate('reports.stock.views')}
    >
      {tabs.map((tab) => (
        <Tab key={tab.mode} label={tab.label} component={RouterLink} to={`${tab.to}?${search}`} />
      ))}
    </Tabs>
  );
};

/** The filters: the search and stock filter, then the date (details: the period's first and last days). */
const StockReportFilters = ({ mode, report }: { mode: StockReportMode; report: StockReport }) => {
  const translate = useTranslate();
  const { view, change, today } = report;
  const details = mode === 'details';
  return (
    <StockFilters view={view} change={change} searchLabel={mode === 'variants' ? translate('reports.stock.variantsSearch') : undefined}>
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
    </StockFilters>
  );
};

/** The lines, with the quantities' totals under them; a row opens its product's chart. */
const StockLinesTable = ({ mode, report }: { mode: StockReportMode; report: StockReport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = useLineColumns(mode);
  const { view, change, answer, lines, total } = report;
  const data = answer.data;
  const count = (value: number) => formatCount(value, locale);
  return (
    <ReportTable<Line>
      testId="stock-report-table"
      rowTestId="stock-row"
      columns={columns}
      rows={lines}
      rowKey={(line) => ('idParent' in line ? `${line.idParent}/${line.idProduct}` : line.idProduct)}
      rowData={(line) => ({ sku: line.sku })}
      {...report.sorting}
      {...answer.table}
      empty={translate(TEXTS[mode].empty)}
      totals={
        data && 'totals' in data
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
      paging={report.paging(total, STOCK_REPORT_PAGE_SIZES)}
    />
  );
};

/**
 * /reports/warehouse/stock and /reports/warehouse/stock-details: the stock of the active warehouse
 * at a date (levels), or over a period ending at that date (details: opening, received, shipped,
 * closing); for a box also /reports/box/product-variants, the stock at a date of each variant of a
 * configurable product with its product and options. Search, stock filter, sort, pages and the
 * chosen product live in the URL; a row opens the product's stock over the period as a chart with
 * its numbers as a table.
 */
const StockReportPage = ({ mode = 'levels', kind = 'warehouse' }: { mode?: StockReportMode; kind?: StockReportKind }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const report = useStockReport(mode, kind);
  const { view, ready, total } = report;
  const data = report.answer.data;
  const texts = TEXTS[mode];
  const selected = report.lines.find((l) => l.idProduct === view.product);

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <ReportHeading
        title={translate(texts.title)}
        action={
          ready ? (
            <ReportExportButton fileName={`${translate(texts.fileName)}-${dayOf(view.date)}`} rows={report.exportRows} disabled={!data || total === 0} />
          ) : null
        }
      />
      <StockReportTabs mode={mode} kind={kind} search={report.params.toString()} />
      {!ready ? (
        <Alert severity="info">{translate('reports.stock.chooseWarehouse')}</Alert>
      ) : (
        <Card sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <StockReportFilters mode={mode} report={report} />
          {data && (
            <ReportCaption testId="report-caption">
              {translate(texts.caption, { warehouse: data.warehouseName, date: formatMoment(data.at, locale, 'Europe/Paris') })}
            </ReportCaption>
          )}
          <StockLinesTable mode={mode} report={report} />
        </Card>
      )}
      {ready && view.product && <ProductStockCard kind={kind} report={report} productName={selected?.productName ?? ''} />}
    </Box>
  );
};

export default StockReportPage;
