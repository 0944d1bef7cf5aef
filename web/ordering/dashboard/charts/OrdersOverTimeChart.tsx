import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsLegendProps, SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { useLocaleState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DashboardCustomerOrders } from '../../../../shared/ordering/dashboard-schemas';
import { formatMonth } from '../../../../shared/rules/display';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ordersWithStatusPath } from '../../common/order-list-state';
import { ChartFigure } from './ChartFigure';
import { statusColor } from './status-colors';
import { statusText } from '../status-text';

/**
 * The user's orders of the last twelve months, one stacked bar a month, one colour a status.
 * A bar segment or a legend entry opens the orders list filtered on that status (as the status
 * chips beside it do for the keyboard); the numbers are also the figure's table.
 */
const OrdersOverTimeChart = ({ summary }: { summary: DashboardCustomerOrders }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const theme = useTheme();
  const statuses = [...new Set(summary.byMonth.map((b) => b.statusCode))].sort((a, b) => a - b);
  const countOf = (month: string, statusCode: number) => summary.byMonth.find((b) => b.month === month && b.statusCode === statusCode)?.count ?? 0;
  const monthLabel = (month: string) => formatMonth(month, locale, 'short');
  const labels = summary.months.map(monthLabel);
  const open = (seriesId: string | number | undefined) => {
    if (seriesId !== undefined) void navigate(ordersWithStatusPath(Number(seriesId)));
  };
  const rows = summary.months.map((month) => ({ month, counts: statuses.map((s) => countOf(month, s)) })).filter((row) => row.counts.some((c) => c > 0));

  return (
    <ChartFigure
      caption={translate('pages.dashboard.orders.overTime')}
      empty={statuses.length === 0 ? translate('pages.dashboard.orders.noneOverTime') : null}
      table={{
        head: [translate('pages.dashboard.orders.month'), ...statuses.map((s) => statusText(translate, s))],
        rows: rows.map((row) => [formatMonth(row.month, locale, 'long'), ...row.counts.map(String)]),
      }}
      testId="orders-over-time"
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={statuses.map((s) => ({
          id: String(s),
          label: statusText(translate, s),
          data: summary.months.map((m) => countOf(m, s)),
          stack: 'orders',
          color: statusColor(theme, s),
        }))}
        onItemClick={(_event, item) => open(item.seriesId)}
        slotProps={{ legend: { onItemClick: (_event: unknown, item: SeriesLegendItemContext) => open(item.seriesId) } as ChartsLegendProps }}
        margin={{ left: 0, right: 8 }}
        sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
      />
    </ChartFigure>
  );
};

export default OrdersOverTimeChart;
