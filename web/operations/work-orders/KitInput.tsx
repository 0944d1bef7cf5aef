import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, useDataProvider, useRecordContext } from 'react-admin';
import { workOrderKitSearch } from '../../../shared/operations/work-orders';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { useSession } from '../../shell/session/SessionProvider';

type Kit = { idKit: string; kitName: string; sku: string };

/** The kit of a work order, found by the kit search (name or SKU) of the account. */
export const KitInput = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { scope } = useSession();
  const record = useRecordContext<{ idKit: string; kitName: string; kitSku: string }>();
  const [text, setText] = useState('');
  const idClientAccount = scope.idClientAccount ?? '';
  const { data } = useQuery({
    queryKey: ['workOrderKits', idClientAccount, text],
    queryFn: () => dataProvider.runAction(workOrderKitSearch, { idClientAccount }, text ? { query: text } : {}),
    enabled: !!idClientAccount,
  });
  const found: Kit[] = data?.kits ?? [];
  const current = record ? [{ idKit: record.idKit, kitName: record.kitName, sku: record.kitSku }] : [];
  const choices = [...current.filter((c) => !found.some((k) => k.idKit === c.idKit)), ...found];
  return (
    <AutocompleteInput
      source="idKit"
      choices={choices}
      optionValue="idKit"
      optionText={(kit: Kit) => `${kit.kitName} (${kit.sku})`}
      onInputChange={(_, value) => setText(value.length >= 3 || value === '' ? value : text)}
      filterToQuery={() => ({})}
      sx={{ minWidth: { xs: 220, sm: 320 } }}
    />
  );
};
