import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState } from 'react-admin';
import { ChartFigure } from '../../ordering/dashboard/charts/ChartFigure';
import { useTranslate } from '../../shell/i18n/use-translate';
import { formatCount, formatDay } from '../../../shared/rules/display';

export interface OrdersPerDay {
  day: string;
  statusCode: number;
  count: number;
}

/**
 * Orders per day, one stacked bar a day, one colour a status; the same numbers are the figure's
 * table for screen readers. Loaded on demand (React.lazy) with MUI X Charts, after the report's
 * numbers have come, so neither grows the portal's first download.
 */
const OrdersPerDayChart = ({
  byDay,
  caption,
  empty,
  statusName,
  statusColor,
  testId,
}: {
  byDay: readonly OrdersPerDay[];
  caption: string;
  empty: string;
  statusName: (code: number) => string;
  statusColor: (code: number) => string;
  testId: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const days = [...new Set(byDay.map((d) => d.day))].sort();
  const statuses = [...new Set(byDay.map((d) => d.statusCode))].sort((a, b) => a - b);
  const countOf = (day: string, statusCode: number) => byDay.find((d) => d.day === day && d.statusCode === statusCode)?.count ?? 0;
  const label = (day: string) => formatDay(day, locale);
  return (
    <ChartFigure
      caption={caption}
      empty={days.length === 0 ? empty : null}
      testId={testId}
      table={{
        head: [translate('reports.outbound.day'), ...statuses.map(statusName)],
        rows: days.map((day) => [label(day), ...statuses.map((s) => formatCount(countOf(day, s), locale))]),
      }}
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days.map(label) }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={statuses.map((s) => ({
          id: String(s),
          label: statusName(s),
          data: days.map((d) => countOf(d, s)),
          stack: 'orders',
          color: statusColor(s),
        }))}
        margin={{ left: 0, right: 8 }}
      />
    </ChartFigure>
  );
};

export default OrdersPerDayChart;
