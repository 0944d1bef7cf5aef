/**
 * Where the user goes when the working context (account, warehouse) changes: nowhere. The
 * screen stays, with its data fetched again for the new context; only a screen that makes no
 * sense there moves, to its nearest list: a record of the previous account (or, for orders,
 * drafts and the checkout, of the previous warehouse), or a screen the new context does not
 * offer (its menu entry is not shown there), which goes home.
 */

export interface ContextChange {
  accountChanged: boolean;
  warehouseChanged: boolean;
}

const ID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCREEN_WORDS = new Set(['edit', 'show', 'create', 'add', 'category', 'product', 'account', 'complete']);

/** Screens whose records belong to a warehouse: the cart and checkout, orders and drafts. */
const WAREHOUSE_RECORDS = ['/orders/', '/draft-orders/', '/checkout'];
/** Where a warehouse's checkout goes: the new warehouse's cart. */
const CHECKOUT = /^\/checkout(\/|$)/;

/**
 * The list nearest to `pathname` among `lists` (paths of list screens): the longest list path
 * that shares the path's first segments, with a record's id and the screen words after it cut.
 */
export function nearestList(pathname: string, lists: readonly string[]): string {
  const segments = pathname.split('/').filter(Boolean);
  const firstId = segments.findIndex((s) => ID_SEGMENT.test(s));
  let kept = firstId < 0 ? segments : segments.slice(0, firstId);
  while (kept.length && SCREEN_WORDS.has(kept[kept.length - 1])) kept = kept.slice(0, -1);
  for (let n = kept.length; n > 0; n--) {
    const base = `/${kept.slice(0, n).join('/')}`;
    const found = lists.find((list) => list === base || list === `${base}/list` || list === base.replace(/^\/admin\/edit-/, '/admin/'));
    if (found) return found;
  }
  return '/';
}

/**
 * The path to show after a change of context. `offered(path)` says whether the new context
 * offers the screen at `path` (false sends home); `lists` are the portal's list screens.
 */
export function pathAfterContextChange(
  pathname: string,
  change: ContextChange,
  lists: readonly string[],
  offered: (path: string) => boolean = () => true,
): string {
  if (!change.accountChanged && !change.warehouseChanged) return pathname;
  const hasRecord = pathname.split('/').some((s) => ID_SEGMENT.test(s));
  let next = pathname;
  if (change.warehouseChanged && CHECKOUT.test(pathname)) next = pathname === '/checkout/cart' ? pathname : '/checkout/cart';
  else if (change.warehouseChanged && hasRecord && WAREHOUSE_RECORDS.some((p) => pathname.startsWith(p))) next = nearestList(pathname, lists);
  else if (change.accountChanged && hasRecord) next = nearestList(pathname, lists);
  return offered(next) ? next : '/';
}
