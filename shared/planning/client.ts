/** A small typed client of the planning calls beside the described resources, through their declarations. */
import type { ApiClient } from '../api/api-client';
import { callAction } from '../registry/route-kinds';
import { userQuotas } from './quotas';

export function planningClient(api: ApiClient) {
  return {
    /** The acting user's quotas in an account (one when idQuota is given). */
    userQuotas: (idClientAccount: string, options: { idQuota?: string; currentPage?: number; pageSize?: number } = {}) =>
      callAction(api, userQuotas, {}, { idClientAccount, idQuota: options.idQuota, currentPage: options.currentPage, pageSize: options.pageSize }),
  };
}
