/**
 * The spec's bulk-import routes (part 1, section 2), one wizard behind them all: a kind's first
 * path is where the menu and the kind picker go; the others open the same wizard.
 */
import type { ImportKind } from '../../shared/imports/kinds';

export interface ImportRoute {
  paths: readonly [string, ...string[]];
  /** Where the records imported are listed, when the portal has that screen. */
  list?: string;
}

export const IMPORT_ROUTES: Record<ImportKind, ImportRoute> = {
  users: { paths: ['/admin/user/bulk-import'], list: '/admin/user/list' },
  addresses: { paths: ['/admin/address-book-address/bulk-import-wizard', '/admin/address-book-address/bulk-import'] },
  products: { paths: ['/admin/products/bulk-import-wizard', '/admin/products/bulk-import'], list: '/admin/products/list' },
  orders: { paths: ['/orders/bulk-import-wizard', '/orders/bulk-import'], list: '/orders/list' },
  stock: { paths: ['/admin/warehouse-stock/bulk-import'], list: '/admin/warehouse-stock' },
  'supplier-orders': { paths: ['/supplier-orders/bulk-import-wizard', '/supplier-orders/bulk-import'], list: '/supplier-orders/list' },
  'work-orders': { paths: ['/work-orders/bulk-import-wizard', '/work-orders/bulk-import'], list: '/work-orders/list' },
};

export const importPath = (kind: ImportKind) => IMPORT_ROUTES[kind].paths[0];

/** The kind a wizard path is for. */
export const kindOfPath = (pathname: string): ImportKind | undefined =>
  (Object.keys(IMPORT_ROUTES) as ImportKind[]).find((kind) => IMPORT_ROUTES[kind].paths.some((path) => pathname.replace(/\/+$/, '') === path));
