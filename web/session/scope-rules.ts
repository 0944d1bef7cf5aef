/**
 * How the session scope follows the user (spec part 1, section 4 "Warehouse"): a user with a
 * single account uses it automatically, an account with a single warehouse selects it, and a
 * stored choice survives reloads only while it still belongs to the user.
 */
import type { SessionScope } from '../../shared/session/scope';
import type { SessionUser, Warehouse } from './session-user';

/** The part of the scope kept across reloads. */
export type StoredScope = Pick<SessionScope, 'idUser' | 'idClient' | 'idClientAccount' | 'idWarehouse' | 'warehouseType' | 'idEvent' | 'idApplication'>;

const EMPTY: SessionScope = {
  idUser: null,
  idClient: null,
  idClientAccount: null,
  idWarehouse: null,
  warehouseType: null,
  idEvent: null,
  masquerade: null,
};

/** The scope for a freshly loaded user, keeping what was stored when it still applies. */
export function scopeForUser(user: SessionUser, stored: StoredScope | null): SessionScope {
  const previous = stored?.idUser === user.idUser ? stored : null;
  const accounts = user.accounts ?? [];
  const kept = previous?.idClientAccount ? accounts.find((a) => a.idClientAccount === previous.idClientAccount) : undefined;
  const account = kept ?? (accounts.length === 1 ? accounts[0] : undefined);
  const sameAccount = !!account && account.idClientAccount === previous?.idClientAccount;
  return {
    ...EMPTY,
    idApplication: previous?.idApplication ?? null,
    idUser: user.idUser,
    idClient: account?.idClient ?? user.client?.idClient ?? user.idClient ?? null,
    idClientAccount: account?.idClientAccount ?? null,
    idWarehouse: sameAccount ? previous?.idWarehouse ?? null : null,
    warehouseType: sameAccount ? previous?.warehouseType ?? null : null,
    idEvent: sameAccount ? previous?.idEvent ?? null : null,
  };
}

/**
 * The warehouse once the account's warehouses are known: the stored one if it is still among
 * them (a warehouse that cannot be loaded is dropped), else the only one, else none.
 */
export function chooseWarehouse(warehouses: readonly Warehouse[], storedId: string | null | undefined): Warehouse | null {
  const stored = storedId ? warehouses.find((w) => w.idWarehouse === storedId) : undefined;
  if (stored) return stored;
  return warehouses.length === 1 ? warehouses[0] : null;
}

export const withWarehouse = (scope: SessionScope, warehouse: Warehouse | null): SessionScope => ({
  ...scope,
  idWarehouse: warehouse?.idWarehouse ?? null,
  warehouseType: warehouse?.warehouseType ?? null,
});

/** What goes to storage: ids only, never the masquerade session (it is not in this scope). */
export const storedScopeOf = (scope: SessionScope): StoredScope => ({
  idUser: scope.idUser ?? null,
  idClient: scope.idClient ?? null,
  idClientAccount: scope.idClientAccount ?? null,
  idWarehouse: scope.idWarehouse ?? null,
  warehouseType: scope.warehouseType ?? null,
  idEvent: scope.idEvent ?? null,
  idApplication: scope.idApplication ?? null,
});

export const emptyScope = (): SessionScope => ({ ...EMPTY });
