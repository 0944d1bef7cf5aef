import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { productChoices } from '../../../../shared/administration/product-actions';
import type { GroupAccount } from '../../common/group-account';
import type { PortalDataProvider } from '../../../shell/providers/data-provider';

/** The labels, attributes (with options) and categories of the account, for the form's pickers and the list's filter. */
export function useProductChoices(account: GroupAccount | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['productChoices', account?.idClientAccount],
    queryFn: () => dataProvider.runAction(productChoices, { idClient: account!.idClient, idClientAccount: account!.idClientAccount }),
    enabled: !!account,
    staleTime: 60_000,
  });
}
