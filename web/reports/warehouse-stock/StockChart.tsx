import { Alert, LinearProgress } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { reportsClient, type StockReportTarget } from '../../../shared/reports/client';
import { ChartFigure } from '../../ordering/dashboard/charts/ChartFigure';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { formatDay, formatMoment } from '../../../shared/rules/display';

const when = (iso: string, locale: string) => formatMoment(iso, locale, 'Europe/Paris');

/**
 * One product's stock over the period (loaded with MUI X Charts on demand): physical and
 * available as steps, one step per move, from the opening figure to the figure at the date; the
 * same numbers, move by move with their cause, are the figure's table.
 */
const StockChart = ({ target, from, kind }: { target: StockReportTarget & { idProduct: string }; from: string; kind: 'warehouse' | 'box' }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const [locale] = useLocaleState();
  const { data, error } = useQuery({
    queryKey: ['stockReportProduct', kind, target, from],
    queryFn: () => reportsClient(api, kind).productStock(target, { from }),
  });
  if (error) return <Alert severity="error">{translate('reports.loadFailed')}</Alert>;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const points = [
    { at: data.fromAt, physical: data.openingPhysicalQuantity, reserved: data.openingReservedQuantity },
    ...data.moves.map((m) => ({ at: m.movedAt, physical: m.physicalQuantity, reserved: m.reservedQuantity })),
    { at: data.at, physical: data.physicalQuantity, reserved: data.reservedQuantity },
  ];
  const causeText = (cause: string) => translate(`reports.stock.causes.${cause}`, { _: cause });
  return (
    <ChartFigure
      caption={translate('reports.stock.chartCaption', { sku: data.sku })}
      empty={null}
      testId="stock-chart"
      table={{
        head: [
          translate('reports.stock.moveDate'),
          translate('reports.stock.cause'),
          translate('reports.stock.columns.physicalQuantity'),
          translate('reports.stock.columns.reservedQuantity'),
          translate('reports.stock.columns.availableQuantity'),
        ],
        rows: [
          [
            when(data.fromAt, locale),
            translate('reports.stock.opening'),
            data.openingPhysicalQuantity,
            data.openingReservedQuantity,
            data.openingPhysicalQuantity - data.openingReservedQuantity,
          ],
          ...data.moves.map((m) => [
            when(m.movedAt, locale),
            causeText(m.cause),
            m.physicalQuantity,
            m.reservedQuantity,
            m.physicalQuantity - m.reservedQuantity,
          ]),
        ].map((row) => row.map(String)),
      }}
    >
      <LineChart
        height={260}
        xAxis={[
          {
            scaleType: 'time',
            data: points.map((p) => new Date(p.at)),
            // Ticks name the day; the tooltip names the moment.
            valueFormatter: (d: Date, context) => (context.location === 'tick' ? formatDay(d, locale, 'Europe/Paris') : when(d.toISOString(), locale)),
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            id: 'physical',
            label: translate('reports.stock.columns.physicalQuantity'),
            data: points.map((p) => p.physical),
            curve: 'stepAfter',
            showMark: false,
          },
          {
            id: 'available',
            label: translate('reports.stock.columns.availableQuantity'),
            data: points.map((p) => p.physical - p.reserved),
            curve: 'stepAfter',
            showMark: false,
          },
        ]}
        margin={{ left: 0, right: 16 }}
      />
    </ChartFigure>
  );
};

export default StockChart;
