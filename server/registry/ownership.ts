/**
 * Which rows of a described resource a caller may touch: the description's ownership (or the
 * binding's own rule) applied to the accounts on which the caller holds the permission. Holders
 * of the all-accounts marker touch every row, except rows owned by another user.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Action } from '../../shared/permissions';
import { isOwnerRecord, needsAllAccounts } from '../../shared/registry/access';
import { accountScope, authOf, authorize } from '../auth/context';
import type { Tx } from '../db';
import { clientAccounts } from '../db/schema';
import { forbidden } from '../lib/errors';
import type { ResourceBinding } from './binding';

/** The clients owning any of these accounts, as a subquery. */
export const clientsOf = (db: Tx, accounts: string[]) =>
  db.select({ id: clientAccounts.idClient }).from(clientAccounts).where(inArray(clientAccounts.idClientAccount, accounts));

/** The accounts of one client, as a subquery. */
export const accountsOfClient = (db: Tx, idClient: string | Placeholder) =>
  db.select({ id: clientAccounts.idClientAccount }).from(clientAccounts).where(eq(clientAccounts.idClient, idClient));

/** Whether the account is the client's: a path naming both names a pair that must exist (else it answers like a missing one). */
export async function isClientAccount(db: Tx, pair: { idClient: string; idClientAccount: string }) {
  const [found] = await db
    .select({ id: clientAccounts.idClientAccount })
    .from(clientAccounts)
    .where(and(eq(clientAccounts.idClientAccount, pair.idClientAccount), eq(clientAccounts.idClient, pair.idClient)));
  return Boolean(found);
}

/** A condition limiting rows (undefined: no limit); `all` says the caller holds the permission on every account. */
export interface Scope {
  where?: SQL;
  all: boolean;
  /**
   * The same condition with its values as placeholders, for a kept statement (statement-cache.ts):
   * `key` names its shape. Absent when the shape depends on the values (a binding's own rule).
   */
  prepared?: { key: string; where?: SQL; values: Record<string, unknown> };
}

/** The placeholders of a scope's values (no path placeholder or filter is named so). */
const SCOPE_USER = 'scope_user';
const SCOPE_ACCOUNTS = 'scope_accounts';
/** One array parameter instead of one parameter per account: the statement is the same for any number of accounts. */
const inAccounts = (column: PgColumn) => sql`${column} = any(${sql.placeholder(SCOPE_ACCOUNTS)})`;

export function ownershipOf(db: Tx, binding: ResourceBinding, columns: Record<string, PgColumn>) {
  const { description } = binding;
  const { ownership, subject } = description;
  /** A client or an account: the record is the owner other records point at. */
  const isOwner = isOwnerRecord(description);
  /** The shared rule the portal follows too: only the all-accounts marker creates a client. */
  const createNeedsAllAccounts = needsAllAccounts(description, 'Create');

  function byAccounts(accounts: string[], request: FastifyRequest): SQL | undefined {
    if (binding.ownedBy) return binding.ownedBy(db, accounts, request);
    if (ownership === 'account') return inArray(columns.idClientAccount, accounts);
    if (ownership === 'client') return inArray(columns.idClient, clientsOf(db, accounts));
    return undefined;
  }

  /** byAccounts with the accounts as one placeholder; undefined for a binding's own rule. */
  function preparedByAccounts(): { where?: SQL } | undefined {
    if (binding.ownedBy) return undefined;
    if (ownership === 'account') return { where: inAccounts(columns.idClientAccount) };
    if (ownership === 'client')
      return {
        where: inArray(columns.idClient, db.select({ id: clientAccounts.idClient }).from(clientAccounts).where(inAccounts(clientAccounts.idClientAccount))),
      };
    return { where: undefined };
  }
  const byAccountsPrepared = preparedByAccounts();
  const ALL: Scope = { all: true, prepared: { key: 'all', values: {} } };
  const byUser = { key: 'user', where: eq(columns.idUser, sql.placeholder(SCOPE_USER)) };

  /** Rows the acting user may touch with `action` (403 when the permission is held nowhere). */
  function read(request: FastifyRequest, action: Action): Scope {
    authorize(request, action, subject);
    if (ownership === 'user') {
      const { idUser } = authOf(request).actingUser;
      return { where: eq(columns.idUser, idUser), all: false, prepared: { ...byUser, values: { [SCOPE_USER]: idUser } } };
    }
    const accounts = accountScope(request, action, subject);
    if (accounts === 'all') return ALL;
    return {
      where: byAccounts(accounts, request),
      all: false,
      prepared: byAccountsPrepared && { key: 'accounts', where: byAccountsPrepared.where, values: { [SCOPE_ACCOUNTS]: accounts } },
    };
  }

  /**
   * Rows the acting user may create. An owner record is created under its own owner: an account
   * needs Create on another account of the same client, a client the all-accounts marker.
   */
  function create(request: FastifyRequest): Scope {
    const scope = read(request, 'Create');
    if (scope.all || ownership === 'user' || !isOwner) return scope;
    if (createNeedsAllAccounts) return { where: sql`false`, all: false };
    return { where: inArray(columns.idClient, clientsOf(db, accountScope(request, 'Create', subject) as string[])), all: false };
  }

  /**
   * Before inserting: the owner a new record names must be within the caller's reach, so that a
   * refused caller learns nothing from integrity errors about other clients' records.
   */
  async function precheck(request: FastifyRequest, values: Record<string, unknown>) {
    const accounts = accountScope(request, 'Create', subject);
    if (accounts === 'all' || ownership === 'user' || ownership === 'global') return;
    if (createNeedsAllAccounts) throw forbidden();
    if (ownership === 'account' && !isOwner && typeof values.idClientAccount === 'string' && !accounts.includes(values.idClientAccount)) throw forbidden();
    if (typeof values.idClient === 'string') {
      const [owned] = await db
        .select({ id: clientAccounts.idClient })
        .from(clientAccounts)
        .where(and(eq(clientAccounts.idClient, values.idClient), inArray(clientAccounts.idClientAccount, accounts)))
        .limit(1);
      if (!owned) throw forbidden();
    }
  }

  return { read, create, precheck, isOwner };
}
