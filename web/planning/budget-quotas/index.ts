import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The account's budget quotas, for their administrators (route admin/budget-quota). */
export default defineWebResource({
  name: 'budgetQuotas',
  list: lazyScreen(() => import('./BudgetQuotaList')),
  ...formScreens(() => import('./BudgetQuotaForm')),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'label',
  menu: 'planning',
});
