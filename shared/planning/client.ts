/** A small typed client of the planning calls beside the described resources. */
import type { ApiClient } from '../api/api-client';
import type { ListAnswer } from '../api/search-criteria';
import { PLANNING_PATHS as P } from './paths';
import type { UserQuota } from './quotas';

export function planningClient(api: ApiClient) {
  return {
    /** The acting user's quotas in an account (one when idQuota is given). */
    userQuotas: (idClientAccount: string, options: { idQuota?: string; currentPage?: number; pageSize?: number } = {}) =>
      api.request<ListAnswer<UserQuota>>({
        path: P.userQuotas,
        query: {
          idClientAccount,
          ...(options.idQuota ? { idQuota: options.idQuota } : {}),
          ...(options.currentPage ? { currentPage: String(options.currentPage) } : {}),
          ...(options.pageSize ? { pageSize: String(options.pageSize) } : {}),
        },
      }),
  };
}
