import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '../../../shared/api/api-client';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<{ store: SessionStore; api: ApiClient | null } | null>(null);

/**
 * Gives the components the session store created at start-up (see web/main.tsx), and the API
 * client its session operations (settings, masquerade) call with.
 */
export const SessionProvider = ({ store, api = null, children }: { store: SessionStore; api?: ApiClient | null; children: ReactNode }) => (
  <SessionContext.Provider value={{ store, api }}>{children}</SessionContext.Provider>
);

function useSessionContext() {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}

const NO_API = (): never => {
  throw new Error('<SessionProvider> was given no api: session operations need one');
};

/** The API client of the session (the one the data provider uses too); calls fail loudly without one. */
export function useSessionApi(): ApiClient {
  const { api } = useSessionContext();
  return api ?? { request: NO_API, url: NO_API, scope: NO_API };
}

/** The current session (user, scope, account, warehouses, preset colours); re-renders when it changes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
