/**
 * Saving a user form (spec part 3, section 4). Creation: the identity (password set by the
 * administrator or generated), then the portal user with its accounts and roles as one composite
 * record through the data provider's create (the server runs the users description's save plan
 * in one transaction), then the welcome e-mail (written by the server with a single-use set-password link). If the user cannot be created, the identity is
 * deleted again (retried once) and the original error is rethrown: no half-created users. An
 * update saves the user with its role sets the same way (removed roles deleted, added ones
 * created, in one transaction), then the identity's names (and a new password).
 */
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { createIdentity, deleteIdentity, identityNames, sendWelcome, updateIdentity } from '../api/identity-directory';
import { generatePassword, passwordProblems } from '../rules/passwords';
import { validateAssociatedAccounts, validateUserRoles } from '../rules/roles';
import type { FieldErrors, Message } from '../rules/message';
import { describedDataProvider } from '../data-provider/described';
import { users, type userRecord } from './users';

/** The data provider for users alone: this save knows its description, not the list of every resource. */
const usersProvider = (api: ApiClient) => describedDataProvider(api, () => users);

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

/** Tries twice; a second failure is logged, never thrown (the caller is already failing). */
async function twice(what: string, call: () => Promise<unknown>, log: NonNullable<SaveUserOptions['log']>) {
  try {
    await call();
  } catch {
    await call().catch((error) => log(`${what} failed twice`, error));
  }
}

/** The composite record of the save plan: the user's fields, and its accounts with roles or its admin roles. */
const compositeOf = (wanted: UserForm) => ({
  ...wanted,
  accounts: wanted.idClient ? wanted.accounts : [],
  adminRoles: wanted.idClient ? [] : wanted.adminRoles.map(({ idRole }) => ({ idRole })),
});

const withoutId = ({ id: _id, ...user }: UserRecord & { id: string }): UserRecord => user;

async function createUser(api: ApiClient, wanted: UserForm, options: SaveUserOptions): Promise<UserRecord> {
  const log = options.log ?? defaultLog;
  const password = wanted.password || generatePassword();
  const idIdentity = await createIdentity(api, { email: wanted.email, password, ...identityNames(wanted.firstName, wanted.lastName) });
  let saved: UserRecord;
  try {
    const { data } = await usersProvider(api).create<UserRecord & { id: string }>(users.name, { data: { ...compositeOf(wanted), idIdentity } });
    saved = withoutId(data);
  } catch (error) {
    await twice('deleting the identity of a user not created', () => deleteIdentity(api, idIdentity), log);
    throw error;
  }
  // The user exists now; a mail that cannot be sent only leaves a trace. The server writes it,
  // in the user's language, with a single-use link to choose a password: no password in mails.
  await sendWelcome(api, idIdentity).catch((error) => log('the welcome e-mail could not be sent', error));
  return saved;
}

async function updateUser(api: ApiClient, wanted: UserForm, current: UserRecord): Promise<UserRecord> {
  const { data } = await usersProvider(api).update<UserRecord & { id: string }>(users.name, {
    id: current.idUser,
    data: compositeOf(wanted),
    previousData: { ...current, id: current.idUser },
  });
  const renamed = wanted.firstName !== current.firstName || wanted.lastName !== current.lastName;
  if (current.idIdentity && (renamed || wanted.password)) {
    await updateIdentity(api, current.idIdentity, { ...identityNames(wanted.firstName, wanted.lastName), password: wanted.password || null });
  }
  return withoutId(data);
}

/** Creates (current null) or updates a user with identity and roles; answers the saved user. */
export async function saveUser(api: ApiClient, wanted: UserForm, current: UserRecord | null, options: SaveUserOptions = {}): Promise<UserRecord> {
  const errors = userFormErrors(wanted);
  if (Object.keys(errors).length) throw ApiError.validation(errors as Record<string, Message>);
  return current ? updateUser(api, wanted, current) : createUser(api, wanted, options);
}
