/**
 * Portal users: application-wide users (no client; admin roles) and client users (a client,
 * associated accounts, roles per account). Creating and editing a user with its identity, roles
 * and welcome e-mail is `saveUser` (users-save.ts); the link calls are below.
 */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText, userLimits } from '../rules/field-limits';
import { DEFAULT_LANGUAGE } from './accounts';
import { defineResource, idPart, type SavePart } from '../registry/define';
import { nestedCollection } from '../registry/route-kinds';

const id = z.uuid();

/**
 * A user's person fields: names, phones and where they work. The user, the profile (PUT /userinfo),
 * the session user, the user import and both forms read this one list.
 */
export const personRecord = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  company: z.string().nullable(),
  companySite: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type Person = z.infer<typeof personRecord>;
export const PERSON_FIELDS = personRecord.keyof().options;
/** The person fields as a write checks them (the spec's limits). */
export const personInput = userLimits.pick({
  firstName: true,
  lastName: true,
  phone: true,
  mobile: true,
  company: true,
  companySite: true,
  department: true,
  jobTitle: true,
});

export const userRecord = z.object({
  idUser: id,
  idIdentity: id.nullable(),
  idClient: id.nullable(),
  email: z.string(),
  /** The sign-in name: the e-mail. */
  userName: z.string(),
  ...personRecord.shape,
  cultureLanguageCode: z.string(),
  enabled: z.boolean(),
  accounts: z.array(
    z.object({
      idClientAccount: id,
      accountName: z.string(),
      roles: z.array(z.object({ idApplicationRole: id, idRole: id, role: z.string() })),
    }),
  ),
  adminRoles: z.array(z.object({ idRole: id, role: z.string() })),
});

/**
 * The portal user's own fields. Roles and accounts are links with their own calls. On update the
 * server keeps e-mail and identity as created: the e-mail is the sign-in name the identity
 * directory holds.
 */
export const userInput = z.object({
  idIdentity: z.uuid('validation.invalid').nullable().default(null),
  idClient: z.uuid('validation.invalid').nullable().default(null),
  email: userLimits.shape.email,
  ...personInput.shape,
  cultureLanguageCode: requiredText(FIELD_LIMITS.language).default(DEFAULT_LANGUAGE),
  enabled: z.boolean('validation.invalid').default(true),
});

/** Link calls: a user's accounts, account roles and admin roles (spec part 3, section 7). */
export const USER_LINK_PATHS = {
  accountUsers: '/clients/{idClient}/accounts/{idClientAccount}/users',
  accountUser: '/clients/{idClient}/accounts/{idClientAccount}/users/{idUser}',
  accountRoles: '/clients/{idClient}/accounts/{idClientAccount}/users/{idUser}/roles',
  accountRole: '/clients/{idClient}/accounts/{idClientAccount}/users/{idUser}/roles/{idApplicationRole}',
  adminRoles: '/v2/users/{idUser}/roles',
  adminRole: '/v2/users/{idUser}/roles/{idRole}',
} as const;

/** Not in the locales yet: "This user is not associated with the account." */
export const USER_NOT_IN_ACCOUNT = 'validation.userNotInAccount';

export const accountUserInput = z.object({ idUser: z.uuid('validation.required') });
export const userRoleInput = z.object({ idRole: z.uuid('validation.required') });

export const userRoleRecord = z.object({ idApplicationRole: id, idUser: id, idRole: id, idClientAccount: id.nullable(), role: z.string() });
export const accountUserRecord = z.object({ idClientAccountUser: id, idUser: id, idClientAccount: id });

const userRoleAnswer = { envelope: 'userRole', input: userRoleInput, record: userRoleRecord } as const;

/** A user's association with an account; leaving an account drops the user's roles there. */
export const accountUsers = nestedCollection({
  name: 'accountUsers',
  tag: 'users',
  access: { subject: 'AdminUsers', account: { placeholder: 'idClientAccount' } },
  paths: { collection: USER_LINK_PATHS.accountUsers, item: USER_LINK_PATHS.accountUser },
  envelope: 'clientAccountUser',
  input: accountUserInput,
  record: accountUserRecord,
  summaries: { create: 'Associate a user with an account', delete: 'End the association of a user with an account' },
});

/** The roles a client user holds in one account. */
export const accountUserRoles = nestedCollection({
  name: 'accountUserRoles',
  tag: 'users',
  access: { subject: 'AdminUsers', account: { placeholder: 'idClientAccount' } },
  paths: { collection: USER_LINK_PATHS.accountRoles, item: USER_LINK_PATHS.accountRole },
  ...userRoleAnswer,
  summaries: { create: 'Give a user a role in an account', delete: 'Take a role in an account from a user' },
});

/** The admin roles of an application-wide user: they reach across accounts, so only for all-accounts holders. */
export const adminUserRoles = nestedCollection({
  name: 'adminUserRoles',
  tag: 'users',
  access: { subject: 'AdminUsers', account: 'allAccounts' },
  paths: { collection: USER_LINK_PATHS.adminRoles, item: USER_LINK_PATHS.adminRole },
  ...userRoleAnswer,
  summaries: { create: 'Give an application-wide user an admin role', delete: 'Take an admin role from an application-wide user' },
});

/**
 * The body of a user's save: the user, and when given the accounts with the roles in each (a
 * client user) or the admin roles (an application-wide user), saved in one transaction.
 */
export const userSaveInput = userInput.extend({
  accounts: z.array(z.object({ idClientAccount: z.uuid('validation.invalid'), roles: z.array(z.object({ idRole: z.uuid('validation.invalid') })) })).optional(),
  adminRoles: z.array(z.object({ idRole: z.uuid('validation.invalid') })).optional(),
});
type UserSave = z.infer<typeof userSaveInput>;

/** Accounts left are ended first (their roles go with them), then new ones associated. */
const accountsPart = idPart('accounts', 'idClientAccount', (body: UserSave) => body.accounts?.map((account) => account.idClientAccount));
/** Then, in every account, removed roles deleted and added roles created. */
const accountRolesPart: SavePart<UserSave, { idClientAccount: string; idRole: string; idApplicationRole?: string }> = {
  name: 'accountRoles',
  items: (body) => body.accounts?.flatMap(({ idClientAccount, roles }) => roles.map(({ idRole }) => ({ idClientAccount, idRole }))),
  key: (role) => `${role.idClientAccount}:${role.idRole}`,
};
const adminRolesPart = idPart('adminRoles', 'idRole', (body: UserSave) => body.adminRoles?.map((role) => role.idRole));

export const users = defineResource({
  name: 'users',
  route: 'admin/user',
  subject: 'AdminUsers',
  ownership: 'client',
  idField: 'idUser',
  paths: { list: '/application/users', item: '/application/users/{id}', lists: ['/clients/{idClient}/users'] },
  envelope: 'user',
  record: userRecord,
  input: userInput,
  list: {
    searchFields: ['firstName', 'lastName', 'email'],
    sortFields: ['lastName', 'firstName', 'email', 'enabled', 'cultureLanguageCode'],
    filterFields: ['idClient', 'email', 'firstName', 'lastName', 'enabled', 'cultureLanguageCode'],
    defaultSort: { field: 'lastName', direction: 'ASC' },
  },
  kinds: [accountUsers, accountUserRoles, adminUserRoles],
  savePlan: { input: userSaveInput, parts: [accountsPart, accountRolesPart, adminRolesPart] },
  example: ({ idClient, unique }) => ({ idClient, email: `user-${unique.toLowerCase()}@matrix.example`, firstName: 'Matrix', lastName: `User ${unique}` }),
  columns: ['idUser', 'idClient', 'email', 'firstName', 'lastName', 'cultureLanguageCode', 'enabled', 'phone', 'mobile', 'company', 'jobTitle'],
});
