import { RESOURCE_INDEX } from '../../../../shared/resource-index';

/** The spec's edit route of an account, below /admin/account/. */
export const ACCOUNT_EDIT_ROUTE = ':id/client/:idClient';

/** `/admin/account/{idClientAccount}/client/{idClient}`: every link to an account's form. */
export const accountEditPath = (account: { idClientAccount: string; idClient: string }) =>
  `/${RESOURCE_INDEX.accounts.route}/${account.idClientAccount}/client/${account.idClient}`;
