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

/** The state, the listeners told of each change, and the scope written to storage as it changes. */
interface SessionCell {
  get(): SessionState;
  /** Merges `next`; a new scope is stored (with the account remembered for its user). */
  set(next: Partial<SessionState>): void;
  /** Replaces the whole state, storing nothing. */
  replace(next: SessionState): void;
  subscribe(listener: () => void): () => void;
}

const rememberedAccounts = (storage: JsonStorage) => storage.read<RememberedAccounts>(STORAGE_KEYS.accountByUser) ?? {};

function createSessionCell(storage: JsonStorage): SessionCell {
  let state: SessionState = {
    user: null,
    scope: { ...emptyScope(), ...storage.read<StoredScope>(STORAGE_KEYS.scope) },
    account: null,
    warehouses: [],
    presetColors: [],
  };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => state,
    set: (next) => {
      state = { ...state, ...next };
      if (next.scope) {
        storage.write(STORAGE_KEYS.scope, state.user || state.scope.idUser ? storedScopeOf(state.scope) : null);
        const remembered = rememberedAccounts(storage);
        const updated = rememberAccount(remembered, state.scope);
        if (updated !== remembered) storage.write(STORAGE_KEYS.accountByUser, updated);
      }
      notify();
    },
    replace: (next) => {
      state = next;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

async function loadWarehouses(api: ApiClient, storage: JsonStorage, scope: SessionScope): Promise<{ warehouses: Warehouse[]; scope: SessionScope }> {
  if (!scope.idClientAccount) return { warehouses: [], scope: withWarehouse(scope, null) };
  try {
    const warehouses = await requestWarehouses(api, scope.idClient ?? null, scope.idClientAccount);
    const lastUsed = scope.masquerade ? null : rememberedWarehouse(rememberedAccounts(storage), scope.idUser, scope.idClientAccount);
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

async function loadUser(api: ApiClient, cell: SessionCell): Promise<SessionUser> {
  try {
    return await api.request<SessionUser>({ path: USERINFO_PATH });
  } catch (error) {
    // A masquerade session closed elsewhere (another tab, the server): back to oneself.
    if (statusOf(error) !== 403 || !cell.get().scope.masquerade) throw error;
    cell.set({ scope: withoutMasquerade(cell.get().scope) });
    return api.request<SessionUser>({ path: USERINFO_PATH });
  }
}

/** The preset colours, asked for once; a failure is none. */
function loadPresetColors(api: ApiClient, known: PresetColor[]): Promise<{ presetColors?: PresetColor[] }> {
  return known.length
    ? Promise.resolve({ presetColors: known })
    : api.request<{ presetColors?: PresetColor[] }>({ path: PRESET_COLORS_PATH }).catch(() => ({ presetColors: [] }));
}

/**
 * The session's calls start together: the user, the preset colours and, when the stored scope
 * names an account (a returning user), that account's warehouses; once the user fixes the
 * account, its names, its warehouses (unless already asked for that account) and the first
 * screen's calls (`onAccountKnown`) start together too.
 */
async function loadSession(api: ApiClient, cell: SessionCell, storage: JsonStorage, { onAccountKnown }: SessionStoreOptions): Promise<SessionUser> {
  const opening = cell.get().user === null;
  const stored = storedScopeOf(cell.get().scope);
  // loadWarehouses never fails (a failure is no warehouse), so an answer left unread is harmless.
  const early = stored.idUser && stored.idClientAccount ? loadWarehouses(api, storage, cell.get().scope) : null;
  // The colours are waited for last: nothing else needs them.
  const colorsLoading = loadPresetColors(api, cell.get().presetColors);
  const user = await loadUser(api, cell);
  const scope = scopeForUser(user, storedScopeOf(cell.get().scope), rememberedAccounts(storage));
  const asStored = scope.idClient === stored.idClient && scope.idClientAccount === stored.idClientAccount && !scope.masquerade === !stored.masquerade;
  if (opening && scope.idClientAccount) onAccountKnown?.(user, scope);
  const [named, loaded] = await Promise.all([
    loadAccount(api, user, scope),
    early && asStored
      ? early.then(({ warehouses, scope: chosen }) => ({
          warehouses,
          scope: withWarehouse(scope, warehouses.find((w) => w.idWarehouse === chosen.idWarehouse) ?? null),
        }))
      : loadWarehouses(api, storage, scope),
  ]);
  // An account gone since (404 on its names) leaves no warehouses either.
  const { warehouses, scope: withChosenWarehouse } = named.scope === scope ? loaded : await loadWarehouses(api, storage, named.scope);
  const colors = await colorsLoading;
  cell.set({ user, scope: withChosenWarehouse, account: named.account, warehouses, presetColors: colors.presetColors ?? [] });
  return user;
}

type Loader = Pick<SessionStore, 'load' | 'reload'>;

/** One load at a time: a second asks for the one running. */
function createLoader(cell: SessionCell, storage: JsonStorage, options: SessionStoreOptions): Loader {
  let loading: Promise<SessionUser> | null = null;
  const load = (api: ApiClient) => {
    loading ??= loadSession(api, cell, storage, options).finally(() => {
      loading = null;
    });
    return loading;
  };
  /** A load already running was started with the previous scope: wait for it, then load again. */
  const reload = async (api: ApiClient) => {
    await loading?.catch(() => undefined);
    return load(api);
  };
  return { load, reload };
}

/** The choices kept with the scope: warehouse, event, application, and the settings panel's account. */
function scopeChoices(
  cell: SessionCell,
  storage: JsonStorage,
  { reload }: Loader,
): Pick<SessionStore, 'selectWarehouse' | 'lastUsedWarehouse' | 'selectEvent' | 'selectApplication' | 'applySettings' | 'resetSettings'> {
  const scope = () => cell.get().scope;
  return {
    selectWarehouse: (idWarehouse) => {
      const warehouse = cell.get().warehouses.find((w) => w.idWarehouse === idWarehouse) ?? null;
      cell.set({ scope: withWarehouse(scope(), warehouse) });
    },
    lastUsedWarehouse: (idClientAccount) => (scope().masquerade ? null : rememberedWarehouse(rememberedAccounts(storage), scope().idUser, idClientAccount)),
    selectEvent: (idEvent) => {
      if (scope().idEvent !== idEvent) cell.set({ scope: { ...scope(), idEvent } });
    },
    selectApplication: (idApplication) => {
      if (scope().idApplication !== idApplication) cell.set({ scope: { ...scope(), idApplication } });
    },
    applySettings: (api, selection) => {
      cell.set({ scope: withSelection(scope(), selection) });
      return reload(api);
    },
    resetSettings: () => {
      storage.write(STORAGE_KEYS.accountByUser, forgetAccount(rememberedAccounts(storage), scope().idUser));
      cell.set({ scope: withoutSelection(scope()), account: null, warehouses: [] });
    },
  };
}

function masqueradeActions(cell: SessionCell, { reload }: Loader): Pick<SessionStore, 'startMasquerade' | 'endMasquerade' | 'dropMasquerade'> {
  return {
    startMasquerade: async (api, masquerade, selection) => {
      const before = cell.get().scope;
      cell.set({ scope: withMasquerade(before, masquerade, selection), account: null, warehouses: [] });
      try {
        return await reload(api);
      } catch (error) {
        cell.set({ scope: before });
        await reload(api).catch(() => undefined);
        throw error;
      }
    },
    endMasquerade: async (api) => {
      const masquerade = cell.get().scope.masquerade;
      cell.set({ scope: withoutMasquerade(cell.get().scope), account: null, warehouses: [] });
      // Sent without the masquerade headers, as the signed-in user who opened the session.
      const closing = masquerade ? closeMasqueradeSession(api, masquerade.idUser).catch(() => undefined) : Promise.resolve();
      const [user] = await Promise.all([reload(api), closing]);
      return user;
    },
    dropMasquerade: () => {
      const masquerade = cell.get().scope.masquerade ?? null;
      if (masquerade) cell.set({ scope: withoutMasquerade(cell.get().scope) });
      return masquerade;
    },
  };
}

export function createSessionStore(storage: JsonStorage, options: SessionStoreOptions = {}): SessionStore {
  const cell = createSessionCell(storage);
  const loader = createLoader(cell, storage, options);
  return {
    getState: cell.get,
    getScope: () => cell.get().scope,
    subscribe: cell.subscribe,
    ...loader,
    isLoaded: () => cell.get().user !== null,
    start: (idUser) => cell.set({ user: null, account: null, warehouses: [], scope: { ...emptyScope(), idUser } }),
    ...scopeChoices(cell, storage, loader),
    ...masqueradeActions(cell, loader),
    replaceUser: (user) => cell.set({ user }),
    clear: () => {
      storage.remove(STORAGE_KEYS.scope);
      cell.replace({ user: null, scope: emptyScope(), account: null, warehouses: [], presetColors: cell.get().presetColors });
    },
  };
}
