/**
 * The dashboard's chart, loaded on demand: MUI X Charts (and the drawing code it brings)
 * stays out of the first download and comes with the dashboard's summaries only. The dashboard
 * starts loading them with its own code (`preloadCharts`), so they are ready when the numbers
 * arrive: the numbers show first, the charts right after.
 */
import { lazy } from 'react';

const loadOrdersOverTime = () => import('./OrdersOverTimeChart');

export const OrdersOverTimeChart = lazy(loadOrdersOverTime);

/** Starts loading the charts' code (a module imported twice loads once). */
export const preloadCharts = () => void loadOrdersOverTime().catch(() => undefined);
