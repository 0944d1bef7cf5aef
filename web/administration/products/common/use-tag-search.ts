import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { productTagSearch } from '../../../../shared/administration/product-actions';
import type { GroupAccount } from '../../common/group-account';
import type { PortalDataProvider } from '../../../shell/providers/data-provider';

/** The account's tags containing the text, asked 300 ms after the last key (search-as-you-type). */
export function useTagSearch(account: GroupAccount, text: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['productTags', account.idClientAccount, query.toLowerCase()],
    queryFn: async () => (await dataProvider.runAction(productTagSearch, { idClientAccount: account.idClientAccount, query })).tags,
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}
