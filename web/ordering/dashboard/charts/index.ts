/**
 * The dashboard's charts, each loaded on demand: MUI X Charts (and the drawing code it brings)
 * stays out of the first download and comes with the dashboard's summaries only. The dashboard
 * starts loading them with its own code (`preloadCharts`), so they are ready when the numbers
 * arrive: the numbers show first, the charts right after.
 */
import { lazy } from 'react';

const loadOrdersOverTime = () => import('./OrdersOverTimeChart');
const loadProducts = () => import('./ProductsChart');
const loadCatalog = () => import('./CatalogChart');

export const OrdersOverTimeChart = lazy(loadOrdersOverTime);
export const ProductsChart = lazy(loadProducts);
export const CatalogChart = lazy(loadCatalog);

/** Starts loading the charts' code (a module imported twice loads once). */
export const preloadCharts = () => void Promise.all([loadOrdersOverTime(), loadProducts(), loadCatalog()]).catch(() => undefined);
