/**
 * The dashboard's charts, each loaded on demand: MUI X Charts (and the drawing code it brings)
 * stays out of the first download and comes with the dashboard's summaries only.
 */
import { lazy } from 'react';

export const OrdersOverTimeChart = lazy(() => import('./OrdersOverTimeChart'));
