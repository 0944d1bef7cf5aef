import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { boxChoices, boxStatusTypes, boxTypes } from '../../../shared/administration/boxes';
import { BOX_STATUS_LABELS, BOX_TYPE_LABELS, offeredEntries } from '../../../shared/rules/boxes';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';

/** GET /box/boxtypes and /box/boxstatustypes, once per session: reference data. */
export function useBoxLookups() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const types = useQuery({ queryKey: ['boxTypes'], queryFn: () => dataProvider.runAction(boxTypes), staleTime: Infinity });
  const statuses = useQuery({ queryKey: ['boxStatusTypes'], queryFn: () => dataProvider.runAction(boxStatusTypes), staleTime: Infinity });
  return { types, statuses };
}

/** GET /box/choices: the accounts and provider sites the box form picks from. */
export function useBoxChoices() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['boxChoices'], queryFn: () => dataProvider.runAction(boxChoices), staleTime: 30_000 });
}

/** Box types and statuses by name; a code the portal does not know as it is stored. */
export function useBoxNames() {
  const translate = useTranslate();
  return {
    typeName: (code: string | null | undefined) => (code && BOX_TYPE_LABELS[code] ? translate(BOX_TYPE_LABELS[code]) : (code ?? '')),
    statusName: (code: string | null | undefined) => (code && BOX_STATUS_LABELS[code] ? translate(BOX_STATUS_LABELS[code]) : (code ?? '')),
  };
}

/** The types and statuses a box may be given: active ones by display order, and its own. */
export function useBoxLookupChoices(current: { boxTypeCode?: string | null; boxStatusCode?: string | null } = {}) {
  const { types, statuses } = useBoxLookups();
  const { typeName, statusName } = useBoxNames();
  return {
    typeChoices: offeredEntries(types.data?.boxTypes ?? [], (e) => e.boxTypeCode, current.boxTypeCode).map((e) => ({
      id: e.boxTypeCode,
      name: typeName(e.boxTypeCode),
    })),
    statusChoices: offeredEntries(statuses.data?.boxStatusTypes ?? [], (e) => e.boxStatusCode, current.boxStatusCode).map((e) => ({
      id: e.boxStatusCode,
      name: statusName(e.boxStatusCode),
    })),
    isPending: types.isPending || statuses.isPending,
  };
}

/** "Name (CODE)", as account pickers show an account. */
export const accountText = (account: { accountName: string; accountCode: string }) => `${account.accountName} (${account.accountCode})`;
