/**
 * Saving a user form (spec part 3, section 4). Creation: the identity (password set by the
 * administrator or generated), the portal user, the role sets, then the welcome e-mail (sent by the server with a
 * set-password link). If
 * anything fails after the identity exists, what was created is deleted again (each deletion
 * retried once) and the original error is rethrown: no half-created users. An update saves the
 * user, the identity's names (and a new password), then the role-set differences.
 */
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { createIdentity, deleteIdentity, identityNames, sendWelcome, updateIdentity } from '../api/identity-directory';
import { generatePassword, passwordProblems } from '../rules/passwords';
import { diffRecords } from '../rules/record-status';
import { validateAssociatedAccounts, validateUserRoles } from '../rules/roles';
import type { FieldErrors, Message } from '../rules/message';
import { inputOf } from './define';
import { USER_LINK_PATHS, users, type userRecord } from './users';

type UserRecord = z.infer<typeof userRecord>;

export interface UserForm {
  /** Null for an application-wide user (admin roles); a client for a client user (roles per account). */
  idClient: string | null;
  email: string;
  firstName: string;
  lastName: string;
  cultureLanguageCode?: string | null;
  enabled?: boolean;
  phone?: string | null;
  mobile?: string | null;
  company?: string | null;
  companySite?: string | null;
  department?: string | null;
  jobTitle?: string | null;
  /** On creation: the administrator's choice, or empty for a generated one. On update: a new password, or empty. */
  password?: string | null;
  accounts: { idClientAccount: string; roles: { idRole: string }[] }[];
  adminRoles: { idRole: string; isAdminRole?: boolean }[];
}

export interface SaveUserOptions {
  /** Where failures that do not stop the save are reported (welcome e-mail, clean-up). */
  log?: (message: string, error: unknown) => void;
}

/** The server's text for the same failure, so forms show one message whoever found it. */

const defaultLog = (message: string, error: unknown) => console.warn(message, error);

/** The form rules checked before any call: roles, accounts, password. */
export function userFormErrors(wanted: UserForm): FieldErrors {
  const errors: FieldErrors = {};
  if (wanted.idClient) {
    const accounts = validateAssociatedAccounts(wanted.accounts);
    if (accounts) errors.accounts = accounts;
    const roles = validateUserRoles(wanted.accounts.flatMap((a) => a.roles.map(() => ({ isAdminRole: false }))));
    if (roles) errors.roles = roles;
  } else {
    const roles = validateUserRoles(
      wanted.adminRoles.map((r) => ({ isAdminRole: r.isAdminRole ?? true })),
      { adminForm: true },
    );
    if (roles) errors.adminRoles = roles;
  }
  const [password] = wanted.password ? passwordProblems(wanted.password) : [];
  if (password) errors.password = password;
  return errors;
}

/** Removed roles deleted, added roles created; accounts likewise (leaving an account drops its roles). */
async function saveRoles(api: ApiClient, idUser: string, wanted: UserForm, current: Pick<UserRecord, 'accounts' | 'adminRoles'>) {
  const byRole = { key: (r: { idRole: string }) => r.idRole };
  if (!wanted.idClient) {
    const roles = diffRecords(current.adminRoles, wanted.adminRoles, byRole);
    for (const r of roles.toDelete) await api.request({ method: 'DELETE', path: USER_LINK_PATHS.adminRole, params: { idUser, idRole: r.idRole } });
    for (const r of roles.toCreate) await api.request({ method: 'POST', path: USER_LINK_PATHS.adminRoles, params: { idUser }, body: { idRole: r.idRole } });
    return;
  }
  const idClient = wanted.idClient;
  const accounts = diffRecords(current.accounts, wanted.accounts, { key: (a) => a.idClientAccount });
  for (const a of accounts.toDelete)
    await api.request({ method: 'DELETE', path: USER_LINK_PATHS.accountUser, params: { idClient, idClientAccount: a.idClientAccount, idUser } });
  for (const a of accounts.toCreate)
    await api.request({ method: 'POST', path: USER_LINK_PATHS.accountUsers, params: { idClient, idClientAccount: a.idClientAccount }, body: { idUser } });
  const seen = new Set<string>();
  for (const account of wanted.accounts) {
    if (seen.has(account.idClientAccount)) continue;
    seen.add(account.idClientAccount);
    const params = { idClient, idClientAccount: account.idClientAccount, idUser };
    const was = current.accounts.find((c) => c.idClientAccount === account.idClientAccount)?.roles ?? [];
    const roles = diffRecords(was, account.roles, byRole);
    for (const r of roles.toDelete)
      await api.request({ method: 'DELETE', path: USER_LINK_PATHS.accountRole, params: { ...params, idApplicationRole: r.idApplicationRole } });
    for (const r of roles.toCreate) await api.request({ method: 'POST', path: USER_LINK_PATHS.accountRoles, params, body: { idRole: r.idRole } });
  }
}

/** Tries twice; a second failure is logged, never thrown (the caller is already failing). */
async function twice(what: string, call: () => Promise<unknown>, log: NonNullable<SaveUserOptions['log']>) {
  try {
    await call();
  } catch {
    await call().catch((error) => log(`${what} failed twice`, error));
  }
}

const reload = async (api: ApiClient, idUser: string) => (await api.request<{ user: UserRecord }>({ path: users.paths.item, params: { id: idUser } })).user;

async function createUser(api: ApiClient, wanted: UserForm, options: SaveUserOptions): Promise<UserRecord> {
  const log = options.log ?? defaultLog;
  const password = wanted.password || generatePassword();
  const idIdentity = await createIdentity(api, { email: wanted.email, password, ...identityNames(wanted.firstName, wanted.lastName) });
  let idUser: string | null = null;
  try {
    const body = { ...inputOf(users, wanted as unknown as Record<string, unknown>), idIdentity };
    idUser = (await api.request<{ user: UserRecord }>({ method: 'POST', path: users.paths.list, body })).user.idUser;
    await saveRoles(api, idUser, wanted, { accounts: [], adminRoles: [] });
  } catch (error) {
    const created = idUser;
    if (created) await twice('deleting the half-created user', () => api.request({ method: 'DELETE', path: users.paths.item, params: { id: created } }), log);
    await twice('deleting the identity of a user not created', () => deleteIdentity(api, idIdentity), log);
    throw error;
  }
  // The user exists now; a mail that cannot be sent only leaves a trace. The server writes it,
  // in the user's language, with a single-use link to choose a password: no password in mails.
  await sendWelcome(api, idIdentity).catch((error) => log('the welcome e-mail could not be sent', error));
  return reload(api, idUser);
}

async function updateUser(api: ApiClient, wanted: UserForm, current: UserRecord): Promise<UserRecord> {
  const body = inputOf(users, wanted as unknown as Record<string, unknown>);
  await api.request({ method: 'PUT', path: users.paths.item, params: { id: current.idUser }, body });
  const renamed = wanted.firstName !== current.firstName || wanted.lastName !== current.lastName;
  if (current.idIdentity && (renamed || wanted.password)) {
    await updateIdentity(api, current.idIdentity, { ...identityNames(wanted.firstName, wanted.lastName), password: wanted.password || null });
  }
  await saveRoles(api, current.idUser, wanted, current);
  return reload(api, current.idUser);
}

/** Creates (current null) or updates a user with identity and roles; answers the saved user. */
export async function saveUser(api: ApiClient, wanted: UserForm, current: UserRecord | null, options: SaveUserOptions = {}): Promise<UserRecord> {
  const errors = userFormErrors(wanted);
  if (Object.keys(errors).length) throw ApiError.validation(errors as Record<string, Message>);
  return current ? updateUser(api, wanted, current) : createUser(api, wanted, options);
}
