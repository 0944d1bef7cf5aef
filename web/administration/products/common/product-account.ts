/**
 * Products belong to an account: the screens work in the session's active account, or in one the
 * user picks among those whose products they may see (the group screens' rule, on AdminProducts).
 */
import { useGroupAccount } from '../../common/use-group-account';
import type { GroupAccount } from '../../common/group-account';

export const useProductAccount = () => useGroupAccount('AdminProducts', 'resources.products.account');

/** The path parameters of the product calls (/clients/{idClient}/accounts/{idClientAccount}/products...). */
export const productMeta = (account: GroupAccount) => ({ params: { idClient: account.idClient, idClientAccount: account.idClientAccount } });
