import DataUsageIcon from '@mui/icons-material/DataUsage';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';
import { QUOTA_EDIT_ROUTE } from './quota-path';

/** The account's quotas, for their administrators (route admin/quota; a quota's form at /admin/quota/{idQuota}/account/{idClientAccount}). */
export default defineWebResource({
  name: 'quotas',
  list: lazyScreen(() => import('./QuotaList')),
  ...formScreens(() => import('./QuotaForm')),
  editPath: QUOTA_EDIT_ROUTE,
  icon: DataUsageIcon,
  recordRepresentation: 'productName',
  menu: 'planning',
});
