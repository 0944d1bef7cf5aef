import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Suspense, lazy, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { reportsClient, variantLevels } from '../../../shared/reports/client';
import { stockReportTable, type StockReportMode } from '../../../shared/reports/stock-export';
import {
  STOCK_DETAIL_SORT_FIELDS,
  STOCK_SORT_FIELDS,
  todayInReportZone,
  VARIANT_SORT_FIELDS,
  variantOptionsText,
  type StockDetail,
  type StockDetailSortField,
  type StockDetailsAnswer,
  type StockLevelsAnswer,
  type VariantLevelsAnswer,
  type StockLevel,
  type VariantLevel,
  type VariantSortField,
} from '../../../shared/reports/stock-report';
import { formatCount, formatMoment } from '../../../shared/rules/display';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { dayOf, defaultStockReportView, STOCK_REPORT_PAGE_SIZES, stockReportCodec, stockReportRequest } from '../common/stock-report-state';
import { ReportExportButton } from '../common/ReportExportButton';
import { ReportHeading } from '../common/ReportHeading';
import { ReportDayField } from '../common/ReportFilters';
import { ReportTable } from '../common/ReportTable';
import { StockFilters, stockColumn as col, useStockColumns } from '../common/StockFilters';
import { useReportQuery, useReportView } from '../common/use-report-view';
import { ReportCaption } from '../common/ReportCaption';

const StockChart = lazy(() => import('./StockChart'));

/** The same screens serve a box (a warehouse of type BOX): only their paths and permission differ; a box also has its product variants. */
export const STOCK_REPORT_ROUTES = {
  warehouse: { levels: '/reports/warehouse/stock', details: '/reports/warehouse/stock-details' },
  box: { levels: '/reports/box/stock', details: '/reports/box/stock-details', variants: '/reports/box/product-variants' },
} as const;

type Line = StockLevel | StockDetail | VariantLevel;

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
const SORT_FIELDS = { levels: STOCK_SORT_FIELDS, details: STOCK_DETAIL_SORT_FIELDS, variants: VARIANT_SORT_FIELDS };
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

/**
 * /reports/warehouse/stock and /reports/warehouse/stock-details: the stock of the active warehouse
 * at a date (levels), or over a period ending at that date (details: opening, received, shipped,
 * closing); for a box also /reports/box/product-variants, the stock at a date of each variant of a
 * configurable product with its product and options. Search, stock filter, sort, pages and the
 * chosen product live in the URL; a row opens the product's stock over the period as a chart with
 * its numbers as a table.
 */
const StockReportPage = ({ mode = 'levels', kind = 'warehouse' }: { mode?: StockReportMode; kind?: keyof typeof STOCK_REPORT_ROUTES }) => {
  const routes = STOCK_REPORT_ROUTES[kind];
  const details = mode === 'details';
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const [locale] = useLocaleState();
  const today = todayInReportZone();
  const defaults = useMemo(
    () => ({ ...defaultStockReportView(today, details), ...(mode === 'variants' ? { sortField: 'parentSku' } : {}) }),
    [today, details, mode],
  );
  const codec = useMemo(() => stockReportCodec(defaults, SORT_FIELDS[mode]), [defaults, mode]);
  const { view, params, change, sorting, paging } = useReportView(codec);
  const option = (attribute: string, value: string) => translate('reports.stock.option', { attribute, option: value });
  // Codes stay on one line: a SKU cut in two reads as two.
  const code = (text: string) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
  const columns = useStockColumns<Line>(COLUMNS[mode], {
    sku: (line) => code(line.sku),
    parentSku: (line) => ('parentSku' in line ? code(line.parentSku) : null),
    options: (line) => ('options' in line ? variantOptionsText(line.options, option) : null),
  });

  const target = { idClientAccount: scope.idClientAccount ?? '', idWarehouse: scope.idWarehouse ?? '', date: view.date };
  const request = stockReportRequest(view);
  const reports = reportsClient(api, kind);
  const ready = Boolean(scope.idClientAccount && scope.idWarehouse);
  const read = (query: typeof request): Promise<StockLevelsAnswer | StockDetailsAnswer | VariantLevelsAnswer> =>
    mode === 'details'
      ? reports.stockDetails(target, { ...query, sortField: view.sortField as StockDetailSortField, from: view.from })
      : mode === 'variants'
        ? variantLevels(api, target, { ...query, sortField: view.sortField as VariantSortField })
        : reports.stockLevels(target, query);
  const answer = useReportQuery(['stockReport', kind, mode, target, view.from, request], () => read(request), ready);
  const data = answer.data;
  const lines: Line[] = data?.items ?? [];
  const total = data?.totalCount ?? 0;
  const texts = TEXTS[mode];
  const title = translate(texts.title);
  const selected = lines.find((l) => l.idProduct === view.product);
  const count = (value: number) => formatCount(value, locale);

  const exportRows = async () => {
    const all = await read({ ...request, currentPage: 1, pageSize: -1 });
    return stockReportTable(mode, all.items, option);
  };
  const tabs: { mode: StockReportMode; label: string; to: string }[] = [
    { mode: 'levels', label: translate('reports.stock.levelsTab'), to: routes.levels },
    { mode: 'details', label: translate('reports.stock.detailsTab'), to: routes.details },
    ...('variants' in routes ? [{ mode: 'variants' as const, label: translate('reports.stock.variantsTab'), to: routes.variants }] : []),
  ];

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <ReportHeading
        title={title}
        action={
          ready ? <ReportExportButton fileName={`${translate(texts.fileName)}-${dayOf(view.date)}`} rows={exportRows} disabled={!data || total === 0} /> : null
        }
      />
      <Tabs
        value={tabs.findIndex((tab) => tab.mode === mode)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label={translate('reports.stock.views')}
      >
        {tabs.map((tab) => (
          <Tab key={tab.mode} label={tab.label} component={RouterLink} to={`${tab.to}?${params.toString()}`} />
        ))}
      </Tabs>
      {!ready ? (
        <Alert severity="info">{translate('reports.stock.chooseWarehouse')}</Alert>
      ) : (
        <Card sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
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
          {data && (
            <ReportCaption testId="report-caption">
              {translate(texts.caption, { warehouse: data.warehouseName, date: formatMoment(data.at, locale, 'Europe/Paris') })}
            </ReportCaption>
          )}
          <ReportTable<Line>
            testId="stock-report-table"
            rowTestId="stock-row"
            columns={columns}
            rows={lines}
            rowKey={(line) => ('idParent' in line ? `${line.idParent}/${line.idProduct}` : line.idProduct)}
            rowData={(line) => ({ sku: line.sku })}
            {...sorting}
            {...answer.table}
            empty={translate(texts.empty)}
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
            paging={paging(total, STOCK_REPORT_PAGE_SIZES)}
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
