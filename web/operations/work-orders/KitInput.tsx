import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
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
  // Every kit seen, so the chosen one stays a choice whatever the next search finds.
  const seen = useRef(new Map<string, Kit>());
  if (record) seen.current.set(record.idKit, { idKit: record.idKit, kitName: record.kitName, sku: record.kitSku });
  for (const k of found) seen.current.set(k.idKit, k);
  const chosen = useWatch({ name: 'idKit' }) as string | undefined;
  const kept = chosen ? seen.current.get(chosen) : undefined;
  const choices = kept && !found.some((k) => k.idKit === kept.idKit) ? [kept, ...found] : found;
  return (
    <AutocompleteInput
      source="idKit"
      choices={choices}
      optionValue="idKit"
      optionText={(kit: Kit) => `${kit.kitName} (${kit.sku})`}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      filterToQuery={() => ({})}
      sx={{ minWidth: { xs: 220, sm: 320 } }}
    />
  );
};
