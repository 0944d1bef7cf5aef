import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState } from 'react-admin';
import type { OutboundOrdersAnswer } from '../../../shared/reports/outbound-report';
import { ChartFigure } from '../../ordering/dashboard/charts/ChartFigure';
import { statusColor } from '../../ordering/dashboard/charts/status-colors';
import { statusText } from '../../ordering/dashboard/status-text';
import { useTranslate } from '../../shell/i18n/use-translate';
import { formatDay } from '../../../shared/rules/display';

/** Orders per day, one stacked bar a day, one colour a status; the same numbers are the figure's table. */
const OutboundOrdersChart = ({ byDay }: { byDay: OutboundOrdersAnswer['byDay'] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const days = [...new Set(byDay.map((d) => d.day))].sort();
  const statuses = [...new Set(byDay.map((d) => d.statusCode))].sort((a, b) => a - b);
  const countOf = (day: string, statusCode: number) => byDay.find((d) => d.day === day && d.statusCode === statusCode)?.count ?? 0;
  const label = (day: string) => formatDay(day, locale);
  return (
    <ChartFigure
      caption={translate('reports.outbound.chartCaption')}
      empty={days.length === 0 ? translate('reports.outbound.empty') : null}
      testId="outbound-chart"
      table={{
        head: [translate('reports.outbound.day'), ...statuses.map((s) => statusText(translate, s))],
        rows: days.map((day) => [label(day), ...statuses.map((s) => String(countOf(day, s)))]),
      }}
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days.map(label) }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={statuses.map((s) => ({
          id: String(s),
          label: statusText(translate, s),
          data: days.map((d) => countOf(d, s)),
          stack: 'orders',
          color: statusColor(theme, s),
        }))}
        margin={{ left: 0, right: 8 }}
      />
    </ChartFigure>
  );
};

export default OutboundOrdersChart;
