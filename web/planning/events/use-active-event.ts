/**
 * The active event (kept in the session scope): read again whenever it is shown; when it is no
 * longer upcoming or cannot be read, it is cleared and event mode ends (spec: the active event is
 * re-fetched, and cleared when its status is no longer upcoming or the fetch fails).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { events, type EventRecord } from '../../../shared/planning/events';
import { keepsActiveEvent } from '../../../shared/rules/events';
import { useSession, useSessionApi, useSessionStore } from '../../shell/session/SessionProvider';

export function useActiveEvent() {
  const api = useSessionApi();
  const store = useSessionStore();
  const notify = useNotify();
  const { scope } = useSession();
  const idEvent = scope.idEvent ?? null;
  const query = useQuery({
    queryKey: ['activeEvent', scope.idClientAccount, idEvent],
    queryFn: () => api.request<{ event: EventRecord }>({ path: events.paths.item, params: { id: idEvent! } }).then((a) => a.event),
    enabled: Boolean(idEvent && scope.idClientAccount),
    retry: false,
  });
  const lost = Boolean(idEvent) && (query.isError || (query.isSuccess && !keepsActiveEvent(query.data)));
  useEffect(() => {
    if (!lost) return;
    store.selectEvent(null);
    notify('resources.events.mode.cleared', { type: 'info' });
  }, [lost, store, notify]);
  return {
    event: idEvent && query.data && keepsActiveEvent(query.data) ? query.data : null,
    activate: (id: string) => store.selectEvent(id),
    leave: () => store.selectEvent(null),
  };
}
