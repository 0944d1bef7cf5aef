/** The report calls of an account (spec part 2, section 7), for the portal and the CLI. */
import type { ApiClient } from '../api/api-client';
import { callAction } from '../registry/route-kinds';
import { boxOrdersReports, reportBoxes, type BoxOrderReportKind, type BoxOrdersQuery } from './box-orders-report';
import { customReportNavigation, customReportViewing } from './custom-reports';
import { boxStockReports, warehouseStockReports, type StockDetailsQuery, type StockLevelsQuery, type VariantLevelsQuery } from './stock-report';

export interface StockReportTarget {
  idClientAccount: string;
  idWarehouse: string;
  /** YYYY-MM-DD (end of that day, Europe/Paris) or an ISO instant. */
  date: string;
}

const clean = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** The stock report calls; a box's through the spec's box paths (`kind` 'box'), which answer for a box only. */
export const reportsClient = (api: ApiClient, kind: 'warehouse' | 'box' = 'warehouse') => {
  const calls = kind === 'box' ? boxStockReports : warehouseStockReports;
  return {
    stockLevels: (target: StockReportTarget, query: StockLevelsQuery = {}) => callAction(api, calls.levels, { ...target }, clean(query)),
    stockDetails: (target: StockReportTarget, query: StockDetailsQuery = {}) => callAction(api, calls.details, { ...target }, clean(query)),
    productStock: (target: StockReportTarget & { idProduct: string }, query: { from?: string } = {}) =>
      callAction(api, calls.product, { ...target }, clean(query)).then((a) => a.reportStock),
  };
};

/** The box's product variants report (a box only). */
export const variantLevels = (api: ApiClient, target: StockReportTarget, query: VariantLevelsQuery = {}) =>
  callAction(api, boxStockReports.variants, { ...target }, clean(query));

/** The viewer's calls of custom reports (View on ReportsCustomReports). */
export const customReportsClient = (api: ApiClient) => ({
  navigation: (idClientAccount: string) => callAction(api, customReportNavigation, { idClientAccount }).then((a) => a.items),
  view: (idClientAccount: string, idCustomReport: string) =>
    callAction(api, customReportViewing, { idClientAccount, idCustomReport }).then((a) => a.customReport),
});

/** The box order reports and the boxes they may be read of (shared/reports/box-orders-report.ts), through their declared calls. */
export const boxOrdersReportClient = (api: ApiClient) => ({
  orders: (kind: BoxOrderReportKind, idClientAccount: string, query: BoxOrdersQuery) =>
    callAction(api, boxOrdersReports[kind].orders, { idClientAccount }, clean(query)),
  details: (kind: BoxOrderReportKind, idClientAccount: string, query: BoxOrdersQuery) =>
    callAction(api, boxOrdersReports[kind].details, { idClientAccount }, clean(query)),
  /** Page 1 of the account's boxes sorted by box number ascending, as the spec's box report screens reload them. */
  boxes: (idClientAccount: string) =>
    callAction(api, reportBoxes, { idClientAccount }, { currentPage: 1, sortField: 'boxNumber', sortOrder: 'ASC' }).then((a) => a.items),
});
