import type { RaRecord } from 'react-admin';
import { RESOURCE_INDEX } from '../../../shared/resource-index';

/** The spec's edit route of a quota: `/admin/quota/{idQuota}/account/{idClientAccount}`. */
export const QUOTA_EDIT_ROUTE = ':id/account/:idClientAccount';

/** Every link to a quota's form. */
export const quotaEditPath = (quota: Pick<RaRecord, 'id'> & { idClientAccount: string }) =>
  `/${RESOURCE_INDEX.quotas.route}/${String(quota.id)}/account/${quota.idClientAccount}`;
