/**
 * The signed-in user's own calls (spec part 1, section 3): GET /userinfo reads the session user
 * (the acting one while a masquerade session is open, with that session), PUT /userinfo changes
 * the user's own profile and answers the session user again. Open to every signed-in user: the
 * read is the caller's own, and the server checks the profile permission on the update itself.
 * The frame reads the session user at start-up by the same path (shared/session/paths.ts).
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { USERINFO_PATH } from '../session/paths';
import { personInput } from './users';
import { application } from './lookups';
import { permissionSchema } from './roles';

const calls = actionsOf('session', 'signedIn');

/** The fields a user may change on their own profile; e-mail and client are not among them (others that come along are dropped). */
export const profileInput = z.object({
  ...personInput.shape,
  cultureLanguageCode: z.enum(['en', 'fr'], 'validation.invalid'),
});

const role = z.object({ idRole: z.uuid(), role: z.string() });
const text = z.string().nullable();

/** The session user in the spec's User shape: the user's row, client, accounts with their roles, permissions and applications. */
export const sessionUser = z.object({
  idUser: z.uuid(),
  idClient: z.uuid().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: text,
  phone: text,
  cultureLanguageCode: z.string(),
  company: text,
  companySite: text,
  department: text,
  jobTitle: text,
  canMasquerade: z.boolean(),
  /** Set on the user, or covered by a quota (a budget amount) in force in any of their accounts. */
  hasQuotas: z.boolean(),
  hasBudgetQuotas: z.boolean(),
  enabled: z.boolean(),
  client: z
    .object({ idClient: z.uuid(), clientName: z.string(), presetColor: text, idLogoImage: z.uuid().nullable(), idCoverImage: z.uuid().nullable() })
    .nullable(),
  clientIdLogoImage: z.uuid().nullable(),
  /** The accounts the user is associated with, each with the user's roles there (none yet, maybe). */
  accounts: z.array(z.object({ idClientAccount: z.uuid(), idClient: z.uuid(), accountName: z.string(), accountCode: z.string(), roles: z.array(role) })),
  /** Roles given on no account (application-wide). */
  adminRoles: z.array(role),
  accountPermissions: z.array(z.object({ idClientAccount: z.string(), permissions: z.array(permissionSchema) })),
  applications: z.array(application),
  /** The user's accounts that are event accounts. */
  eventAccounts: z.array(z.uuid()),
  /** The masquerade session open (the read only): its id and the signed-in user behind it. */
  masquerade: z.object({ idMasquerade: z.uuid(), idUser: z.uuid() }).nullable().optional(),
});
export type SessionUserAnswer = z.infer<typeof sessionUser>;

export const sessionUserCalls = {
  read: calls.read({
    name: 'readSessionUser',
    path: USERINFO_PATH,
    answer: sessionUser,
    summary: 'The signed-in user (the acting one in a masquerade session)',
  }),
  updateProfile: calls.action({
    name: 'updateOwnProfile',
    method: 'PUT',
    action: 'Edit',
    path: USERINFO_PATH,
    body: profileInput,
    answer: sessionUser,
    status: 200,
    summary: 'Change the signed-in user’s own profile (names, phones, company, language)',
  }),
};
