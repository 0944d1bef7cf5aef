/** The session settings the server gives the shell (GET /shell/settings), read once per page load. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_MAINTENANCE_POLL_SECONDS,
  DEFAULT_WARNING_SECONDS,
  readMaintenance,
  readShellSettings,
  type Maintenance,
  type ShellSettings,
} from '../../../shared/session/shell';
import { useSessionApi } from './SessionProvider';

const SETTINGS_KEY = ['shell', 'settings'];
const MAINTENANCE_KEY = ['shell', 'maintenance'];

/** What the shell runs with when the server could not say: the spec's values. */
const FALLBACK: ShellSettings = {
  inactivityDelayMs: null,
  warningSeconds: DEFAULT_WARNING_SECONDS,
  maintenancePollSeconds: DEFAULT_MAINTENANCE_POLL_SECONDS,
  helpCenter: false,
};

/** The settings, the spec's values if the call failed, undefined while loading. */
export function useShellSettings(): ShellSettings | undefined {
  const api = useSessionApi();
  const { data, isError } = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => readShellSettings(api), staleTime: Infinity, retry: 1 });
  return data ?? (isError ? FALLBACK : undefined);
}

/** The maintenance flag, polled at the server's interval (spec: about every 20 s), also in a background tab. */
export function useMaintenanceFlag(pollSeconds: number | undefined): Maintenance | undefined {
  const api = useSessionApi();
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: () => readMaintenance(api),
    enabled: pollSeconds !== undefined,
    refetchInterval: (pollSeconds ?? DEFAULT_MAINTENANCE_POLL_SECONDS) * 1000,
    refetchIntervalInBackground: true,
    retry: false,
  }).data;
}

/** After an administrator changed them: what this tab shows at once. */
export function useShellCache() {
  const client = useQueryClient();
  return {
    settings: (settings: ShellSettings) => client.setQueryData(SETTINGS_KEY, settings),
    maintenance: (maintenance: Maintenance) => client.setQueryData(MAINTENANCE_KEY, maintenance),
  };
}
