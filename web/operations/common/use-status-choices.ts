import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ActionKind } from '../../../shared/registry/route-kinds';
import { activeByDisplayOrder } from '../../../shared/rules/statuses';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import type { TranslationKey } from '../../../shared/i18n/translation-keys';
import { useTranslate } from '../../shell/i18n/use-translate';

/** The status choices of a list's filter: the status types the API lists, only the active ones, by display order. */
export function useStatusChoices(kind: ActionKind, envelope: string, labels: Record<number, TranslationKey>) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['statusTypes', kind.name], queryFn: () => dataProvider.runAction(kind), staleTime: Infinity });
  const types = ((data as Record<string, { code: number; activ: boolean; displayOrder: number }[]> | undefined)?.[envelope] ?? []) as {
    code: number;
    activ: boolean;
    displayOrder: number;
  }[];
  return activeByDisplayOrder(types).map((t) => ({ id: t.code, name: labels[t.code] ? translate(labels[t.code]) : String(t.code) }));
}
