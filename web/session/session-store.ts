/**
 * The session as one observable value: the signed-in user, the session scope the API client
 * reads through `getScope`, the account's warehouses and the preset colours the theme needs.
 * React reads it through SessionProvider; the providers (auth, data) use it directly.
 */
import type { ApiClient } from '../../shared/api/api-client';
import type { ListAnswer } from '../../shared/api/search-criteria';
import type { SessionScope } from '../../shared/session/scope';
import { STORAGE_KEYS, type JsonStorage } from './storage';
import { chooseWarehouse, emptyScope, scopeForUser, storedScopeOf, withWarehouse, type StoredScope } from './scope-rules';
import type { PresetColor, SessionUser, Warehouse } from './session-user';

export const WAREHOUSE_PAGE_SIZE = 200;

export interface SessionState {
  user: SessionUser | null;
  scope: SessionScope;
  warehouses: Warehouse[];
  presetColors: PresetColor[];
}

export interface SessionStore {
  getState(): SessionState;
  getScope(): SessionScope;
  subscribe(listener: () => void): () => void;
  /** Loads the user (GET /userinfo), the preset colours and the account's warehouses. */
  load(api: ApiClient): Promise<SessionUser>;
  isLoaded(): boolean;
  /** Starts a new session for `idUser` (after sign-in): what a previous user chose is forgotten. */
  start(idUser: string | null): void;
  selectWarehouse(idWarehouse: string | null): void;
  /** Sign-out: the user and the stored scope are removed. */
  clear(): void;
}

export function createSessionStore(storage: JsonStorage): SessionStore {
  let state: SessionState = {
    user: null,
    scope: { ...emptyScope(), ...storage.read<StoredScope>(STORAGE_KEYS.scope) },
    warehouses: [],
    presetColors: [],
  };
  const listeners = new Set<() => void>();
  let loading: Promise<SessionUser> | null = null;

  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    if (next.scope) storage.write(STORAGE_KEYS.scope, state.user || state.scope.idUser ? storedScopeOf(state.scope) : null);
    for (const listener of [...listeners]) listener();
  };

  async function loadWarehouses(api: ApiClient, scope: SessionScope): Promise<{ warehouses: Warehouse[]; scope: SessionScope }> {
    if (!scope.idClientAccount) return { warehouses: [], scope: withWarehouse(scope, null) };
    try {
      const answer = await api.request<ListAnswer<Warehouse>>({
        path: '/warehouses',
        query: { IdClient: scope.idClient ?? undefined, IdClientAccount: scope.idClientAccount, pageSize: WAREHOUSE_PAGE_SIZE },
      });
      const warehouses = answer.items ?? [];
      return { warehouses, scope: withWarehouse(scope, chooseWarehouse(warehouses, scope.idWarehouse)) };
    } catch {
      // The spec: a warehouse that cannot be loaded is removed from the stored scope.
      return { warehouses: [], scope: withWarehouse(scope, null) };
    }
  }

  async function doLoad(api: ApiClient): Promise<SessionUser> {
    const [user, colors] = await Promise.all([
      api.request<SessionUser>({ path: '/userinfo' }),
      api.request<{ presetColors?: PresetColor[] }>({ path: '/presetcolors' }).catch(() => ({ presetColors: [] })),
    ]);
    const scope = scopeForUser(user, storedScopeOf(state.scope));
    const { warehouses, scope: withChosenWarehouse } = await loadWarehouses(api, scope);
    set({ user, scope: withChosenWarehouse, warehouses, presetColors: colors.presetColors ?? [] });
    return user;
  }

  return {
    getState: () => state,
    getScope: () => state.scope,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load: (api) => {
      loading ??= doLoad(api).finally(() => {
        loading = null;
      });
      return loading;
    },
    isLoaded: () => state.user !== null,
    start: (idUser) => set({ user: null, warehouses: [], scope: { ...emptyScope(), idUser } }),
    selectWarehouse: (idWarehouse) => {
      const warehouse = state.warehouses.find((w) => w.idWarehouse === idWarehouse) ?? null;
      set({ scope: withWarehouse(state.scope, warehouse) });
    },
    clear: () => {
      state = { user: null, scope: emptyScope(), warehouses: [], presetColors: state.presetColors };
      storage.remove(STORAGE_KEYS.scope);
      for (const listener of [...listeners]) listener();
    },
  };
}
