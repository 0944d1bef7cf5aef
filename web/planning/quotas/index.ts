import DataUsageIcon from '@mui/icons-material/DataUsage';
import { quotas } from '../../../shared/planning/quotas';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The account's quotas, for their administrators (route admin/quota). */
export default defineWebResource({
  description: quotas,
  list: lazyScreen(() => import('./QuotaList')),
  ...formScreens(() => import('./QuotaForm')),
  icon: DataUsageIcon,
  recordRepresentation: 'productName',
  inMenu: true,
});
