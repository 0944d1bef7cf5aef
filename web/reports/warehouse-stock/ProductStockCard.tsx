import { Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useTranslate } from '../../shell/i18n/use-translate';
import { dayOf, defaultStockReportView } from '../common/stock-report-state';
import type { StockReport, StockReportKind } from './use-stock-report';

const StockChart = lazy(() => import('./StockChart'));

/** The chosen product's stock over the period, as a chart with its numbers; closing it clears the choice. */
export const ProductStockCard = ({ kind, report, productName }: { kind: StockReportKind; report: StockReport; productName: string }) => {
  const translate = useTranslate();
  const { view, target, change } = report;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('reports.stock.chartTitle', { product: productName })}
          </Typography>
          <Button onClick={() => change({ product: '' }, false)}>{translate('reports.stock.closeChart')}</Button>
        </Stack>
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <StockChart kind={kind} target={{ ...target, idProduct: view.product }} from={view.from || defaultStockReportView(dayOf(view.date), true).from} />
        </Suspense>
      </CardContent>
    </Card>
  );
};
