import { useMemo } from 'react';
import { reportsClient, variantLevels } from '../../../shared/reports/client';
import { stockReportTable, type StockReportMode } from '../../../shared/reports/stock-export';
import {
  STOCK_DETAIL_SORT_FIELDS,
  STOCK_SORT_FIELDS,
  todayInReportZone,
  VARIANT_SORT_FIELDS,
  type StockDetail,
  type StockDetailSortField,
  type StockDetailsAnswer,
  type StockLevelsAnswer,
  type VariantLevelsAnswer,
  type StockLevel,
  type VariantLevel,
  type VariantSortField,
} from '../../../shared/reports/stock-report';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { defaultStockReportView, stockReportCodec, stockReportRequest } from '../common/stock-report-state';
import { useReportQuery, useReportView } from '../common/use-report-view';

export type StockReportKind = 'warehouse' | 'box';
export type Line = StockLevel | StockDetail | VariantLevel;

const SORT_FIELDS = { levels: STOCK_SORT_FIELDS, details: STOCK_DETAIL_SORT_FIELDS, variants: VARIANT_SORT_FIELDS };

/** A variant's option as the report writes it ("Colour: Red"). */
export function useOptionText() {
  const translate = useTranslate();
  return (attribute: string, value: string) => translate('reports.stock.option', { attribute, option: value });
}

/**
 * The stock report's view (in the URL) and its answer for the active warehouse: levels at a date,
 * details over a period, or a box's variants; `exportRows` reads every line for the export.
 */
export function useStockReport(mode: StockReportMode, kind: StockReportKind) {
  const details = mode === 'details';
  const api = useSessionApi();
  const { scope } = useSession();
  const option = useOptionText();
  const today = todayInReportZone();
  const defaults = useMemo(
    () => ({ ...defaultStockReportView(today, details), ...(mode === 'variants' ? { sortField: 'parentSku' } : {}) }),
    [today, details, mode],
  );
  const codec = useMemo(() => stockReportCodec(defaults, SORT_FIELDS[mode]), [defaults, mode]);
  const { view, params, change, sorting, paging } = useReportView(codec);

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
  const lines: Line[] = answer.data?.items ?? [];

  const exportRows = async () => {
    const all = await read({ ...request, currentPage: 1, pageSize: -1 });
    return stockReportTable(mode, all.items, option);
  };
  return { today, view, params, change, sorting, paging, target, ready, answer, lines, total: answer.data?.totalCount ?? 0, exportRows };
}

export type StockReport = ReturnType<typeof useStockReport>;
