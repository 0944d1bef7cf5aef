import { accounts } from '../../../../shared/administration/accounts';
import { routeOf } from '../../../components/resource-routes';

/** The spec's edit route of an account, below /admin/account/. */
export const ACCOUNT_EDIT_ROUTE = ':id/client/:idClient';

/** `/admin/account/{idClientAccount}/client/{idClient}`: every link to an account's form. */
export const accountEditPath = (account: { idClientAccount: string; idClient: string }) =>
  `/${routeOf(accounts)}/${account.idClientAccount}/client/${account.idClient}`;
