/**
 * The dashboard's chart, loaded on demand: MUI X Charts (and the drawing code it brings)
 * stays out of the first download and comes with the dashboard's summaries only. The dashboard
 * starts loading them with its own code (`preloadCharts`), so they are ready when the numbers
 * arrive: the numbers show first, the chart with them (a loaded chart renders without
 * suspending, see lazyScreen).
 */
import type { ComponentProps } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';

type OrdersOverTimeProps = ComponentProps<typeof import('./OrdersOverTimeChart').default>;

export const OrdersOverTimeChart = lazyScreen<OrdersOverTimeProps>(() => import('./OrdersOverTimeChart'));

/** Starts loading the charts' code (a module imported twice loads once). */
export const preloadCharts = () => void OrdersOverTimeChart.preload().catch(() => undefined);
