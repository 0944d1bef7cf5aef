/**
 * How the session scope follows the user (spec part 1, section 4 "Warehouse" and "Masquerade"):
 * a user with a single account uses it automatically, an account with a single warehouse selects
 * it, an administrator's choice of client and account (settings panel) and an open masquerade
 * session survive reloads, and a stored choice is kept only while it still belongs to the user.
 */
import { hasAllAccounts, type AccountPermissions } from '../../../shared/permissions';
import type { SessionScope } from '../../../shared/session/scope';
import type { SessionUser, Warehouse } from './session-user';

/** The part of the scope kept across reloads: ids only. */
export type StoredScope = Pick<
  SessionScope,
  'idUser' | 'idClient' | 'idClientAccount' | 'idWarehouse' | 'warehouseType' | 'idEvent' | 'idApplication' | 'masquerade'
>;

const EMPTY: SessionScope = {
  idUser: null,
  idClient: null,
  idClientAccount: null,
  idWarehouse: null,
  warehouseType: null,
  idEvent: null,
  masquerade: null,
};

/**
 * May this user work in an account they are not associated with? Administrators holding the
 * all-accounts marker may work in any; others in those they hold permissions on.
 */
export const mayChooseAccount = (accountPermissions: readonly AccountPermissions[], idClientAccount: string) =>
  hasAllAccounts([...accountPermissions]) || accountPermissions.some((entry) => entry.idClientAccount === idClientAccount);

/**
 * The scope for a freshly loaded user, keeping what was stored when it still applies. While a
 * masquerade session is open, GET /userinfo answers the masqueraded user: the scope's idUser
 * stays the signed-in user and the masquerade names the one acted as.
 */
/**
 * The last account of each user on this device, so that a user with several accounts is asked
 * once, and the last warehouse they used in each account (chosen again when they come back to
 * it, after a masquerade too).
 */
export type RememberedAccounts = Record<string, { idClient: string | null; idClientAccount: string; warehouses?: Record<string, string> }>;

/** The warehouse this user last worked in, in this account. */
export const rememberedWarehouse = (remembered: RememberedAccounts, idUser: string | null | undefined, idClientAccount: string | null | undefined) =>
  (idUser && idClientAccount ? remembered[idUser]?.warehouses?.[idClientAccount] : undefined) ?? null;

/** The remembered accounts without this user's (the settings panel's reset forgets the choice). */
export function forgetAccount(remembered: RememberedAccounts, idUser: string | null | undefined): RememberedAccounts {
  if (!idUser || !(idUser in remembered)) return remembered;
  const { [idUser]: _forgotten, ...rest } = remembered;
  return rest;
}

/** The remembered accounts with this scope's account as its user's last one. */
export function rememberAccount(remembered: RememberedAccounts, scope: SessionScope): RememberedAccounts {
  if (!scope.idUser || !scope.idClientAccount || scope.masquerade) return remembered;
  const current = remembered[scope.idUser];
  const sameWarehouse = !scope.idWarehouse || current?.warehouses?.[scope.idClientAccount] === scope.idWarehouse;
  if (current?.idClientAccount === scope.idClientAccount && current.idClient === scope.idClient && sameWarehouse) return remembered;
  const warehouses = { ...current?.warehouses, ...(scope.idWarehouse ? { [scope.idClientAccount]: scope.idWarehouse } : {}) };
  return { ...remembered, [scope.idUser]: { idClient: scope.idClient ?? null, idClientAccount: scope.idClientAccount, warehouses } };
}

export function scopeForUser(user: SessionUser, stored: StoredScope | null, remembered: RememberedAccounts = {}): SessionScope {
  const masquerade = stored?.masquerade && stored.masquerade.idUser === user.idUser && stored.idUser ? stored.masquerade : null;
  const signedIn = masquerade ? stored!.idUser! : user.idUser;
  // Without an account in the stored scope (a new sign-in, or another user worked on this
  // device since): this user's own last account, if remembered.
  const sameUser = stored?.idUser === signedIn ? stored : null;
  const last = remembered[signedIn];
  const previous =
    !sameUser?.idClientAccount && last
      ? {
          ...sameUser,
          idClient: last.idClient,
          idClientAccount: last.idClientAccount,
          idWarehouse: last.warehouses?.[last.idClientAccount] ?? null,
          idUser: signedIn,
        }
      : sameUser;
  const accounts = user.accounts ?? [];
  const own = previous?.idClientAccount ? accounts.find((a) => a.idClientAccount === previous.idClientAccount) : undefined;
  const chosen =
    !own && previous?.idClientAccount && previous.idClient && mayChooseAccount(user.accountPermissions ?? [], previous.idClientAccount)
      ? { idClientAccount: previous.idClientAccount, idClient: previous.idClient }
      : undefined;
  const account = own ?? chosen ?? (accounts.length === 1 ? accounts[0] : undefined);
  const sameAccount = !!account && account.idClientAccount === previous?.idClientAccount;
  return {
    ...EMPTY,
    idApplication: previous?.idApplication ?? null,
    idUser: signedIn,
    idClient: account?.idClient ?? user.client?.idClient ?? user.idClient ?? null,
    idClientAccount: account?.idClientAccount ?? null,
    idWarehouse: sameAccount ? (previous?.idWarehouse ?? null) : null,
    warehouseType: sameAccount ? (previous?.warehouseType ?? null) : null,
    idEvent: sameAccount ? (previous?.idEvent ?? null) : null,
    masquerade,
  };
}

/**
 * The warehouse once the account's warehouses are known. The working context rule: a context is
 * always chosen when one exists, so nothing on screen waits for a choice not yet made. The
 * stored one if it is still among them (a warehouse that cannot be loaded is dropped), else the
 * one this user last worked in there, else the only one, else the first warehouse one orders
 * from (a WAREHOUSE before a BOX, in the list's order, which is by name); none only when the
 * account has none.
 */
export function chooseWarehouse(
  warehouses: readonly Warehouse[],
  storedId: string | null | undefined,
  lastUsedId: string | null | undefined = null,
): Warehouse | null {
  for (const id of [storedId, lastUsedId]) {
    const found = id ? warehouses.find((w) => w.idWarehouse === id) : undefined;
    if (found) return found;
  }
  return warehouses.find((w) => w.warehouseType === 'WAREHOUSE') ?? warehouses[0] ?? null;
}

export const withWarehouse = (scope: SessionScope, warehouse: Warehouse | null): SessionScope => ({
  ...scope,
  idWarehouse: warehouse?.idWarehouse ?? null,
  warehouseType: warehouse?.warehouseType ?? null,
});

/** The administrator settings panel's choice (client, account, warehouse) applied to the scope. */
export const withSelection = (
  scope: SessionScope,
  selection: { idClient: string | null; idClientAccount: string | null; idWarehouse: string | null },
): SessionScope => ({
  ...scope,
  idClient: selection.idClient,
  idClientAccount: selection.idClientAccount,
  idWarehouse: selection.idWarehouse,
  warehouseType: null,
  idEvent: null,
});

/** Reset of the settings: only who is signed in (and as whom) remains; the rest is chosen again. */
export const withoutSelection = (scope: SessionScope): SessionScope => ({
  ...EMPTY,
  idUser: scope.idUser ?? null,
  idApplication: scope.idApplication ?? null,
  masquerade: scope.masquerade ?? null,
});

/**
 * The scope of a masquerade session that starts: the signed-in user acts as `idUser` in the
 * account the session was opened for; the warehouse is chosen again for that account.
 */
export const withMasquerade = (
  scope: SessionScope,
  masquerade: { idUser: string; idMasquerade: string },
  selection: { idClient: string; idClientAccount: string },
): SessionScope => ({ ...withoutSelection(scope), ...selection, masquerade });

/** The scope once the masquerade ends: the signed-in user again, with nothing chosen. */
export const withoutMasquerade = (scope: SessionScope): SessionScope => ({ ...withoutSelection(scope), masquerade: null });

/** What goes to storage: ids only. The masquerade session is kept so that a reload stays in it. */
export const storedScopeOf = (scope: SessionScope): StoredScope => ({
  idUser: scope.idUser ?? null,
  idClient: scope.idClient ?? null,
  idClientAccount: scope.idClientAccount ?? null,
  idWarehouse: scope.idWarehouse ?? null,
  warehouseType: scope.warehouseType ?? null,
  idEvent: scope.idEvent ?? null,
  idApplication: scope.idApplication ?? null,
  masquerade: scope.masquerade ? { idUser: scope.masquerade.idUser, idMasquerade: scope.masquerade.idMasquerade } : null,
});

export const emptyScope = (): SessionScope => ({ ...EMPTY });
