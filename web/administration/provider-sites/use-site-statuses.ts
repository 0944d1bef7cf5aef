import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { providerSiteStatusTypes } from '../../../shared/administration/provider-sites';
import { offeredEntries, SITE_STATUS_LABELS } from '../../../shared/rules/boxes';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';

/** GET /providersites/statustypes, once per session: reference data. */
export function useSiteStatuses() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['providerSiteStatusTypes'],
    queryFn: () => dataProvider.runAction(providerSiteStatusTypes),
    staleTime: Infinity,
  });
}

/** A site status by name; a code the portal does not know as it is stored. */
export function useSiteStatusName() {
  const translate = useTranslate();
  return (code: string | null | undefined) => (code && SITE_STATUS_LABELS[code] ? translate(SITE_STATUS_LABELS[code]) : (code ?? ''));
}

/** The statuses a site may be given: active ones by display order, and its own. */
export function useSiteStatusChoices(current?: string | null) {
  const { data, isPending } = useSiteStatuses();
  const name = useSiteStatusName();
  const choices = offeredEntries(data?.providerSiteStatusTypes ?? [], (entry) => entry.statusCode, current).map((entry) => ({
    id: entry.statusCode,
    name: name(entry.statusCode),
  }));
  return { choices, isPending };
}
