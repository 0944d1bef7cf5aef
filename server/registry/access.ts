/**
 * The one access check of route kinds (and of save-plan parts): the permission of the kind's
 * subject (or of any one of its subjects), on the account its path names, on any account, or
 * through the all-accounts marker.
 * What a caller cannot reach answers like a missing record: 403, or 404 for callers holding the
 * permission on every account, who could see it if it existed.
 */
import type { FastifyRequest } from 'fastify';
import { ALL_ACCOUNTS, canAccess, type Action } from '../../shared/permissions';
import type { RouteAccess } from '../../shared/registry/route-kinds';
import { accountScope, authOf } from '../auth/context';
import { forbidden, notFound, type HttpError } from '../lib/errors';

export interface Guarded {
  /** The caller holds the permission on every account. */
  all: boolean;
  /** The answer for a record the caller cannot reach or that does not exist. */
  refusal: () => HttpError;
}

export function guard(request: FastifyRequest, access: RouteAccess, action: Action, params: Record<string, string>): Guarded {
  const { subject, account } = access;
  const idClientAccount = account === 'allAccounts' ? ALL_ACCOUNTS : account === 'any' ? undefined : params[account.placeholder];
  // Several subjects are alternatives: the caller needs one of them, and reaches every account through any one it holds so.
  const held = [subject].flat().filter((s) => canAccess(authOf(request).accountPermissions, { action, subject: s, idClientAccount }));
  if (!held.length) throw forbidden();
  const all = held.some((s) => accountScope(request, action, s) === 'all');
  return { all, refusal: () => (all ? notFound() : forbidden()) };
}

/** The permission action a call needs by its HTTP method. */
export const actionOfMethod = (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Action => (method === 'GET' ? 'View' : method === 'POST' ? 'Create' : 'Edit');
