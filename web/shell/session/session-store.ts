/**
 * The session as one observable value: the signed-in user, the session scope the API client
 * reads through `getScope`, the active account's names, its warehouses and the preset colours
 * the theme needs. React reads it through SessionProvider; the providers (auth, data) use it
 * directly. Calls that need the API take the client as an argument.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { ACCOUNT_PATH, PRESET_COLORS_PATH, USERINFO_PATH, WAREHOUSES_PATH } from '../../../shared/session/paths';
import type { SessionScope } from '../../../shared/session/scope';
import { closeMasqueradeSession } from './masquerade';
import { STORAGE_KEYS, type JsonStorage } from './storage';
import {
  chooseWarehouse,
  emptyScope,
  scopeForUser,
  storedScopeOf,
  forgetAccount,
  rememberAccount,
  rememberedWarehouse,
  type RememberedAccounts,
  withMasquerade,
  withoutMasquerade,
  withoutSelection,
  withSelection,
  withWarehouse,
  type StoredScope,
} from './scope-rules';
import type { ActiveAccount, PresetColor, SessionUser, Warehouse } from './session-user';

export const WAREHOUSE_PAGE_SIZE = 200;

export interface SessionState {
  user: SessionUser | null;
  scope: SessionScope;
  /** The active client account with its names, for the header; null while none is chosen. */
  account: ActiveAccount | null;
  warehouses: Warehouse[];
  presetColors: PresetColor[];
}

export interface AccountSelection {
  idClient: string | null;
  idClientAccount: string | null;
  idWarehouse: string | null;
}

export interface SessionStore {
  getState(): SessionState;
  getScope(): SessionScope;
  subscribe(listener: () => void): () => void;
  /** Loads the user (GET /userinfo), the preset colours and the account's warehouses, once. */
  load(api: ApiClient): Promise<SessionUser>;
  /** Loads them again for the current scope (after a change of account or of acting user). */
  reload(api: ApiClient): Promise<SessionUser>;
  isLoaded(): boolean;
  /** Starts a new session for `idUser` (after sign-in): what a previous user chose is forgotten. */
  start(idUser: string | null): void;
  selectWarehouse(idWarehouse: string | null): void;
  /** The warehouse the signed-in user last worked in, in this account, on this device. */
  lastUsedWarehouse(idClientAccount: string | null): string | null;
  /** The active event (event mode: cart and checkout of type EVENT), or none; kept with the scope. */
  selectEvent(idEvent: string | null): void;
  /** The application the user works in (spec: chosen on the chooser screen or in the header's switcher); kept with the scope. */
  selectApplication(idApplication: string | null): void;
  /** The settings panel's choice: stored, then user, account and warehouses reloaded. */
  applySettings(api: ApiClient, selection: AccountSelection): Promise<SessionUser>;
  /** Forgets the chosen client, account and warehouse (the caller reloads and goes to /). */
  resetSettings(): void;
  /** Acts as another user in a session the server opened; on failure the scope is restored. */
  startMasquerade(
    api: ApiClient,
    masquerade: { idUser: string; idMasquerade: string },
    selection: { idClient: string; idClientAccount: string },
  ): Promise<SessionUser>;
  /** Back to the signed-in user: the scope is cleared, the user reloaded, the server told (its failure ignored). */
  endMasquerade(api: ApiClient): Promise<SessionUser>;
  /** The open masquerade leaves the scope without a reload (sign-out); answers it, if any. */
  dropMasquerade(): SessionScope['masquerade'];
  /** The user as a profile save answered it (PUT /userinfo). */
  replaceUser(user: SessionUser): void;
  /** Sign-out: the user and the stored scope are removed. */
  clear(): void;
}

/** GET /warehouses?IdClient&IdClientAccount&pageSize=200: the warehouses of an account, under the spec's `warehouses`. */
export async function requestWarehouses(api: ApiClient, idClient: string | null, idClientAccount: string): Promise<Warehouse[]> {
  const answer = await api.request<{ warehouses?: Warehouse[] }>({
    path: WAREHOUSES_PATH,
    query: { IdClient: idClient ?? undefined, IdClientAccount: idClientAccount, pageSize: WAREHOUSE_PAGE_SIZE },
  });
  return answer.warehouses ?? [];
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

export interface SessionStoreOptions {
  /**
   * Called by the load that opens a session (after sign-in, or a page load) as soon as the user
   * fixes the account it works in, before the account's names and warehouses are answered: the
   * first screen's calls start then, beside them, instead of after the frame shows. (A change of
   * scope later resets every screen's data after its reload: nothing to start early there.)
   */
  onAccountKnown?: (user: SessionUser, scope: SessionScope) => void;
}

export function createSessionStore(storage: JsonStorage, { onAccountKnown }: SessionStoreOptions = {}): SessionStore {
  let state: SessionState = {
    user: null,
    scope: { ...emptyScope(), ...storage.read<StoredScope>(STORAGE_KEYS.scope) },
    account: null,
    warehouses: [],
    presetColors: [],
  };
  const listeners = new Set<() => void>();
  let loading: Promise<SessionUser> | null = null;

  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    if (next.scope) {
      storage.write(STORAGE_KEYS.scope, state.user || state.scope.idUser ? storedScopeOf(state.scope) : null);
      const remembered = storage.read<RememberedAccounts>(STORAGE_KEYS.accountByUser) ?? {};
      const updated = rememberAccount(remembered, state.scope);
      if (updated !== remembered) storage.write(STORAGE_KEYS.accountByUser, updated);
    }
    for (const listener of [...listeners]) listener();
  };

  async function loadWarehouses(api: ApiClient, scope: SessionScope): Promise<{ warehouses: Warehouse[]; scope: SessionScope }> {
    if (!scope.idClientAccount) return { warehouses: [], scope: withWarehouse(scope, null) };
    try {
      const warehouses = await requestWarehouses(api, scope.idClient ?? null, scope.idClientAccount);
      const remembered = storage.read<RememberedAccounts>(STORAGE_KEYS.accountByUser) ?? {};
      const lastUsed = scope.masquerade ? null : rememberedWarehouse(remembered, scope.idUser, scope.idClientAccount);
      return { warehouses, scope: withWarehouse(scope, chooseWarehouse(warehouses, scope.idWarehouse, lastUsed)) };
    } catch {
      // The spec: a warehouse that cannot be loaded is removed from the stored scope.
      return { warehouses: [], scope: withWarehouse(scope, null) };
    }
  }

  /**
   * The names of the active account: the user's own accounts carry them; an account an
   * administrator chose is read from the API, and dropped when it no longer exists.
   */
  async function loadAccount(api: ApiClient, user: SessionUser, scope: SessionScope): Promise<{ account: ActiveAccount | null; scope: SessionScope }> {
    const { idClient, idClientAccount } = scope;
    if (!idClientAccount || !idClient) return { account: null, scope };
    const own = user.accounts.find((a) => a.idClientAccount === idClientAccount);
    if (own) {
      const clientName = user.client?.idClient === own.idClient ? user.client.clientName : null;
      return { account: { idClient: own.idClient, clientName, idClientAccount, accountName: own.accountName }, scope };
    }
    try {
      const answer = await api.request<{ account: { clientName: string; accountName: string } }>({
        path: ACCOUNT_PATH,
        params: { idClient, id: idClientAccount },
      });
      return { account: { idClient, clientName: answer.account.clientName, idClientAccount, accountName: answer.account.accountName }, scope };
    } catch (error) {
      // 404: the account is gone. Anything else (no permission to read accounts, a network
      // failure) keeps the choice, without its names: the user still holds permissions there.
      const gone = statusOf(error) === 404;
      return gone ? { account: null, scope: withoutSelection(scope) } : { account: { idClient, clientName: null, idClientAccount, accountName: null }, scope };
    }
  }

  async function loadUser(api: ApiClient): Promise<SessionUser> {
    try {
      return await api.request<SessionUser>({ path: USERINFO_PATH });
    } catch (error) {
      // A masquerade session closed elsewhere (another tab, the server): back to oneself.
      if (statusOf(error) !== 403 || !state.scope.masquerade) throw error;
      set({ scope: withoutMasquerade(state.scope) });
      return api.request<SessionUser>({ path: USERINFO_PATH });
    }
  }

  /**
   * The session's calls start together: the user, the preset colours and, when the stored scope
   * names an account (a returning user), that account's warehouses; once the user fixes the
   * account, its names, its warehouses (unless already asked for that account) and the first
   * screen's calls (`onAccountKnown`) start together too.
   */
  async function doLoad(api: ApiClient): Promise<SessionUser> {
    const opening = state.user === null;
    const stored = storedScopeOf(state.scope);
    // loadWarehouses never fails (a failure is no warehouse), so an answer left unread is harmless.
    const early = stored.idUser && stored.idClientAccount ? loadWarehouses(api, state.scope) : null;
    // The colours are waited for last: nothing else needs them.
    const colorsLoading = state.presetColors.length
      ? Promise.resolve({ presetColors: state.presetColors })
      : api.request<{ presetColors?: PresetColor[] }>({ path: PRESET_COLORS_PATH }).catch(() => ({ presetColors: [] }));
    const user = await loadUser(api);
    const scope = scopeForUser(user, storedScopeOf(state.scope), storage.read<RememberedAccounts>(STORAGE_KEYS.accountByUser) ?? {});
    const asStored = scope.idClient === stored.idClient && scope.idClientAccount === stored.idClientAccount && !scope.masquerade === !stored.masquerade;
    if (opening && scope.idClientAccount) onAccountKnown?.(user, scope);
    const [named, loaded] = await Promise.all([
      loadAccount(api, user, scope),
      early && asStored
        ? early.then(({ warehouses, scope: chosen }) => ({
            warehouses,
            scope: withWarehouse(scope, warehouses.find((w) => w.idWarehouse === chosen.idWarehouse) ?? null),
          }))
        : loadWarehouses(api, scope),
    ]);
    // An account gone since (404 on its names) leaves no warehouses either.
    const { warehouses, scope: withChosenWarehouse } = named.scope === scope ? loaded : await loadWarehouses(api, named.scope);
    const colors = await colorsLoading;
    set({ user, scope: withChosenWarehouse, account: named.account, warehouses, presetColors: colors.presetColors ?? [] });
    return user;
  }

  const load = (api: ApiClient) => {
    loading ??= doLoad(api).finally(() => {
      loading = null;
    });
    return loading;
  };

  /** A load already running was started with the previous scope: wait for it, then load again. */
  const reload = async (api: ApiClient) => {
    await loading?.catch(() => undefined);
    return load(api);
  };

  return {
    getState: () => state,
    getScope: () => state.scope,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load,
    reload,
    isLoaded: () => state.user !== null,
    start: (idUser) => set({ user: null, account: null, warehouses: [], scope: { ...emptyScope(), idUser } }),
    selectWarehouse: (idWarehouse) => {
      const warehouse = state.warehouses.find((w) => w.idWarehouse === idWarehouse) ?? null;
      set({ scope: withWarehouse(state.scope, warehouse) });
    },
    lastUsedWarehouse: (idClientAccount) =>
      state.scope.masquerade
        ? null
        : rememberedWarehouse(storage.read<RememberedAccounts>(STORAGE_KEYS.accountByUser) ?? {}, state.scope.idUser, idClientAccount),
    selectEvent: (idEvent) => {
      if (state.scope.idEvent !== idEvent) set({ scope: { ...state.scope, idEvent } });
    },
    selectApplication: (idApplication) => {
      if (state.scope.idApplication !== idApplication) set({ scope: { ...state.scope, idApplication } });
    },
    applySettings: (api, selection) => {
      set({ scope: withSelection(state.scope, selection) });
      return reload(api);
    },
    resetSettings: () => {
      storage.write(STORAGE_KEYS.accountByUser, forgetAccount(storage.read<RememberedAccounts>(STORAGE_KEYS.accountByUser) ?? {}, state.scope.idUser));
      set({ scope: withoutSelection(state.scope), account: null, warehouses: [] });
    },
    startMasquerade: async (api, masquerade, selection) => {
      const before = state.scope;
      set({ scope: withMasquerade(state.scope, masquerade, selection), account: null, warehouses: [] });
      try {
        return await reload(api);
      } catch (error) {
        set({ scope: before });
        await reload(api).catch(() => undefined);
        throw error;
      }
    },
    endMasquerade: async (api) => {
      const masquerade = state.scope.masquerade;
      set({ scope: withoutMasquerade(state.scope), account: null, warehouses: [] });
      // Sent without the masquerade headers, as the signed-in user who opened the session.
      const closing = masquerade ? closeMasqueradeSession(api, masquerade.idUser).catch(() => undefined) : Promise.resolve();
      const [user] = await Promise.all([reload(api), closing]);
      return user;
    },
    dropMasquerade: () => {
      const masquerade = state.scope.masquerade ?? null;
      if (masquerade) set({ scope: withoutMasquerade(state.scope) });
      return masquerade;
    },
    replaceUser: (user) => set({ user }),
    clear: () => {
      state = { user: null, scope: emptyScope(), account: null, warehouses: [], presetColors: state.presetColors };
      storage.remove(STORAGE_KEYS.scope);
      for (const listener of [...listeners]) listener();
    },
  };
}
