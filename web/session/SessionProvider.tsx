import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Gives the components the session store created at start-up (see web/main.tsx). */
export const SessionProvider = ({ store, children }: { store: SessionStore; children: ReactNode }) => (
  <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

/** The current session (user, scope, warehouses, preset colours); re-renders when it changes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
