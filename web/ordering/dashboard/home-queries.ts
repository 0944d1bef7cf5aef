/**
 * The home's calls as queries, read by the dashboard and asked for at start-up as soon as the
 * session knows the account (web/main.tsx), beside the account's warehouses: the first screen's
 * numbers do not wait for the frame, nor one call for another.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client';
import { dashboardClient } from '../../../shared/ordering/dashboard-client';
import { hasAllAccounts } from '../../../shared/permissions';
import type { SessionScope } from '../../../shared/session/scope';
import { canAccessResource } from '../../shell/auth/access';
import type { SessionUser } from '../../shell/session/session-user';

/** An answer asked for at start-up is shown as it is by the first screen that mounts within this time, not asked again. */
export const FIRST_SCREEN_FRESH_MS = 10_000;

/** When each query started at start-up was started (by its hash). */
const prefetched = new Map<string, number>();

/**
 * Whether a mounting dashboard asks again: not within FIRST_SCREEN_FRESH_MS of a start-up call
 * (the first screen may mount more than once while the frame settles), like any of
 * react-admin's queries afterwards (an order placed since shows on return).
 */
const refetchOnMount = (query: { queryHash: string }) => {
  const startedAt = prefetched.get(query.queryHash);
  return startedAt === undefined || Date.now() - startedAt > FIRST_SCREEN_FRESH_MS;
};

export const homeQuery = (api: ApiClient, idClientAccount: string | null | undefined) => ({
  queryKey: ['dashboard', 'home', idClientAccount],
  queryFn: () => dashboardClient(api).home(idClientAccount ?? undefined),
  refetchOnMount,
});

export const customerOrdersQuery = (api: ApiClient, idClientAccount: string) => ({
  queryKey: ['dashboard', 'customerOrders', idClientAccount],
  queryFn: () => dashboardClient(api).customerOrders(idClientAccount),
  refetchOnMount,
});

const prefetch = (queryClient: QueryClient, query: { queryKey: unknown[]; queryFn: () => Promise<unknown> }) => {
  prefetched.set(hashKey(query.queryKey), Date.now());
  void queryClient.prefetchQuery(query);
};

/**
 * Starts the calls the dashboard makes for this user in this account (what Dashboard.tsx shows:
 * the home everywhere but in a box, the orders summary for whoever sees orders and is not the
 * system administrator); answers the calls started.
 */
export function prefetchHome(queryClient: QueryClient, api: ApiClient, user: SessionUser, scope: SessionScope): string[] {
  const { idClientAccount } = scope;
  if (!idClientAccount || scope.warehouseType === 'BOX' || scope.masquerade) return [];
  const started = [];
  prefetch(queryClient, homeQuery(api, idClientAccount));
  started.push('home');
  const seesOrders = canAccessResource(user.accountPermissions, idClientAccount, { resource: 'CoreOrders', action: 'View' });
  if (seesOrders && !hasAllAccounts(user.accountPermissions)) {
    prefetch(queryClient, customerOrdersQuery(api, idClientAccount));
    started.push('customerOrders');
  }
  return started;
}
