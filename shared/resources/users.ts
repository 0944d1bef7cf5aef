/**
 * Portal users: application-wide users (no client; admin roles) and client users (a client,
 * associated accounts, roles per account). Creating and editing a user with its identity, roles
 * and welcome e-mail is `saveUser` (users-save.ts); the link calls are below.
 */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText, userLimits } from '../rules/field-limits';
import { DEFAULT_LANGUAGE } from './accounts';
import { defineResource } from './define';

const id = z.uuid();

export const userRecord = z.object({
  idUser: id,
  idIdentity: id.nullable(),
  idClient: id.nullable(),
  email: z.string(),
  /** The sign-in name: the e-mail. */
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  cultureLanguageCode: z.string(),
  enabled: z.boolean(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  company: z.string().nullable(),
  companySite: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
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
  firstName: userLimits.shape.firstName,
  lastName: userLimits.shape.lastName,
  cultureLanguageCode: requiredText(FIELD_LIMITS.language).default(DEFAULT_LANGUAGE),
  enabled: z.boolean('validation.invalid').default(true),
  phone: userLimits.shape.phone,
  mobile: userLimits.shape.mobile,
  company: userLimits.shape.company,
  companySite: userLimits.shape.companySite,
  department: userLimits.shape.department,
  jobTitle: userLimits.shape.jobTitle,
});

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
    perPage: 25,
  },
  example: ({ idClient, unique }) => ({ idClient, email: `user-${unique.toLowerCase()}@matrix.example`, firstName: 'Matrix', lastName: `User ${unique}` }),
  columns: ['idUser', 'idClient', 'email', 'firstName', 'lastName', 'cultureLanguageCode', 'enabled', 'phone', 'mobile', 'company', 'jobTitle'],
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
