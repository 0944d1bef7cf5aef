import { useMemo } from 'react';
import { warehouseStockLevels } from '../../../shared/operations/warehouse-stock';
import { callAction } from '../../../shared/registry/route-kinds';
import { stockLevelHeaderKeys, stockLevelRow } from '../../../shared/reports/stock-export';
import { STOCK_SORT_FIELDS, todayInReportZone } from '../../../shared/reports/stock-report';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { defaultStockReportView, stockReportCodec, stockReportRequest, type StockReportView } from '../../reports/common/stock-report-state';
import { useReportQuery, useReportView } from '../../reports/common/use-report-view';

/**
 * The warehouse stock's view (the stock report's, in the URL, and the warehouse when another than
 * the session's is chosen) and its answer; `exportRows` reads every line for the export.
 */
export function useWarehouseStock() {
  const api = useSessionApi();
  const { scope } = useSession();
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
  const exportRows = async () => {
    const all = await read({ ...request, currentPage: 1, pageSize: -1 });
    return { headers: stockLevelHeaderKeys(), rows: all.items.map(stockLevelRow) };
  };
  return { view, change, sorting, paging, idWarehouse, target, ready, answer, total: answer.data?.totalCount ?? 0, exportRows };
}

export type WarehouseStock = ReturnType<typeof useWarehouseStock>;
