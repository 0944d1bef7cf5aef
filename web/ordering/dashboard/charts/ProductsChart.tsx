import { useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DashboardProducts } from '../../../../shared/ordering/dashboard-schemas';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ChartFigure } from './ChartFigure';

/**
 * The account's products the user can order, as a ring: out of stock against the rest. Only
 * simple products hold stock; a bundle or a configurable product counts with the rest, since
 * its availability comes from its parts.
 */
const ProductsChart = ({ summary, onOutOfStock }: { summary: DashboardProducts; onOutOfStock: () => void }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const available = summary.totalCount - summary.outOfStockCount;
  const slices = [
    { id: 'available', value: available, label: translate('pages.dashboard.products.available'), color: theme.palette.success.main },
    { id: 'outOfStock', value: summary.outOfStockCount, label: translate('pages.dashboard.products.outOfStock'), color: theme.palette.error.main },
  ];
  return (
    <ChartFigure
      caption={translate('pages.dashboard.products.caption', { smart_count: summary.totalCount })}
      empty={summary.totalCount === 0 ? translate('pages.dashboard.products.none') : null}
      table={{
        head: [translate('pages.dashboard.products.stock'), translate('pages.dashboard.products.count')],
        rows: slices.map((s) => [s.label, String(s.value)]),
      }}
      testId="products-chart"
    >
      <PieChart
        height={200}
        series={[{ data: slices, innerRadius: 50, paddingAngle: 1, cornerRadius: 3, highlightScope: { fade: 'global', highlight: 'item' } }]}
        onItemClick={(_event, item) => {
          if (slices[item.dataIndex]?.id === 'outOfStock') onOutOfStock();
        }}
        slotProps={{ legend: { direction: 'vertical' } }}
      />
    </ChartFigure>
  );
};

export default ProductsChart;
