import { useMemo } from 'react';
import { callAction } from '../../../shared/registry/route-kinds';
import {
  outboundDetailHeaderKeys,
  outboundDetailRow,
  outboundOrderLinesReport,
  outboundOrdersReport,
  type OutboundDetail,
  type OutboundOrdersAnswer,
} from '../../../shared/reports/outbound-report';
import { REPORT_MAX_PAGE_SIZE, todayInReportZone } from '../../../shared/reports/stock-report';
import { statusText } from '../../ordering/dashboard/status-text';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { useReportQuery, useReportView } from '../common/use-report-view';
import { defaultOutboundView, outboundQuery, outboundViewOf } from './outbound-state';

type Order = OutboundOrdersAnswer['items'][number];
export type Row = Order | OutboundDetail;

/** An order's or line's status in the user's language. */
export function useRowStatus() {
  const translate = useTranslate();
  return (row: Row) => statusText(translate, row.statusCode, row.statusName);
}

/**
 * The outbound report's view (in the URL) and its answers for the active warehouse: the orders, or
 * their lines (`details`); `exportRows` reads every line of the view for the export.
 */
export function useOutboundReport(details: boolean) {
  const api = useSessionApi();
  const { scope } = useSession();
  const status = useRowStatus();
  const today = todayInReportZone();
  const codec = useMemo(() => {
    const defaults = defaultOutboundView(today);
    return {
      read: (params: URLSearchParams) => outboundViewOf(params, defaults),
      write: (view: typeof defaults) => outboundQuery(view, defaults),
      firstOrder: () => 'desc' as const,
    };
  }, [today]);
  const { view, params, change, sorting, paging } = useReportView(codec);
  const ready = Boolean(scope.idClientAccount && scope.idWarehouse);
  const call = <K extends typeof outboundOrdersReport | typeof outboundOrderLinesReport>(report: K, currentPage: number, pageSize: number) =>
    callAction(
      api,
      report,
      { idClientAccount: scope.idClientAccount ?? '' },
      {
        idWarehouse: scope.idWarehouse ?? '',
        fromDate: view.fromDate,
        toDate: view.toDate,
        statusCode: view.statusCode || undefined,
        sortOrder: view.sortOrder === 'asc' ? 'ASC' : 'DESC',
        currentPage,
        pageSize,
      },
    );
  const key = [scope.idClientAccount, scope.idWarehouse, view];
  const orders = useReportQuery(['outboundReport', ...key], () => call(outboundOrdersReport, view.page, view.sizePerPage), ready && !details);
  const lines = useReportQuery(['outboundDetails', ...key], () => call(outboundOrderLinesReport, view.page, view.sizePerPage), ready && details);
  // Every line of the view (the report's largest page), as the table shows them.
  const exportRows = async () => {
    const all = await call(outboundOrderLinesReport, 1, REPORT_MAX_PAGE_SIZE);
    return { headers: outboundDetailHeaderKeys(), rows: all.items.map((line) => outboundDetailRow(line, status)) };
  };
  return { today, view, params, change, sorting, paging, ready, orders, lines, current: details ? lines : orders, exportRows };
}

export type OutboundReport = ReturnType<typeof useOutboundReport>;
