import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';
import type { DashboardCatalog } from '../../../../shared/ordering/dashboard-schemas';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ChartFigure } from './ChartFigure';

const BAR_HEIGHT = 34;

/**
 * A catalog's items: one bar per top-level category, as long as the number of products filed
 * under it. A bar opens the category (its first innermost one, as the buttons below do).
 */
const CatalogChart = ({ catalog, pathOf }: { catalog: DashboardCatalog; pathOf: (idCatalogCategory: string) => string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const theme = useTheme();
  const categories = catalog.categories;
  return (
    <ChartFigure
      caption={translate('pages.dashboard.catalogs.caption', { name: catalog.catalogName, smart_count: catalog.productCount })}
      empty={categories.length === 0 ? translate('pages.dashboard.catalogs.empty') : null}
      table={{
        head: [translate('pages.dashboard.catalogs.category'), translate('pages.dashboard.products.count')],
        rows: categories.map((c) => [c.categoryName, String(c.productCount)]),
      }}
      testId="catalog-chart"
    >
      <BarChart
        layout="horizontal"
        height={categories.length * BAR_HEIGHT + 40}
        yAxis={[{ scaleType: 'band', data: categories.map((c) => c.categoryName), width: 120 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            id: 'products',
            label: translate('pages.dashboard.products.count'),
            data: categories.map((c) => c.productCount),
            color: theme.palette.primary.main,
          },
        ]}
        hideLegend
        onItemClick={(_event, item) => {
          const category = categories[item.dataIndex];
          if (category) void navigate(pathOf(category.idCatalogCategory));
        }}
        margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
      />
    </ChartFigure>
  );
};

export default CatalogChart;
