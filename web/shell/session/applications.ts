/**
 * The user's applications (GET /application): the chooser screen when there are several and
 * none is chosen, the header's switcher when there are several (spec part 1, section 2).
 */
import { useQuery } from '@tanstack/react-query';
import type { Application } from '../../../shared/session/applications';
import { APPLICATIONS_PATH } from '../../../shared/session/paths';
import { useSession, useSessionApi } from './SessionProvider';

export type { Application };

/** Several applications and none of them chosen: the chooser screen. */
export const needsApplicationChoice = (applications: readonly Application[], idApplication: string | null | undefined) =>
  applications.length > 1 && !applications.some((a) => a.idApplication === idApplication);

/**
 * Where choosing an application leads: null to stay in this portal (its address is this origin,
 * or relative), else an http(s) address elsewhere. Another scheme (javascript:, data:) is never followed.
 */
export function applicationAddress(application: Pick<Application, 'url'>, origin: string): string | null {
  if (!application.url) return null;
  let url: URL;
  try {
    url = new URL(application.url, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === new URL(origin).origin ? null : url.href;
}

export function useApplications(): Application[] | undefined {
  const api = useSessionApi();
  const { user } = useSession();
  return useQuery({
    queryKey: ['shell', 'applications', user?.idUser],
    queryFn: async () => (await api.request<{ applications: Application[] }>({ path: APPLICATIONS_PATH })).applications,
    enabled: !!user,
    staleTime: Infinity,
  }).data;
}
