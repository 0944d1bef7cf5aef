import { useTheme } from '@mui/material';
import type { OutboundOrdersAnswer } from '../../../shared/reports/outbound-report';
import { statusColor } from '../../ordering/dashboard/charts/status-colors';
import { statusText } from '../../ordering/dashboard/status-text';
import { useTranslate } from '../../shell/i18n/use-translate';
import OrdersPerDayChart from '../common/OrdersPerDayChart';

/** The warehouse's orders per day by customer order status (the reports' one chart of orders per day). */
const OutboundOrdersChart = ({ byDay }: { byDay: OutboundOrdersAnswer['byDay'] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <OrdersPerDayChart
      byDay={byDay}
      caption={translate('reports.outbound.chartCaption')}
      empty={translate('reports.outbound.empty')}
      statusName={(code) => statusText(translate, code)}
      statusColor={(code) => statusColor(theme, code)}
      testId="outbound-chart"
    />
  );
};

export default OutboundOrdersChart;
