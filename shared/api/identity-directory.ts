/**
 * The identity directory service: who can sign in, with which password. The server's built-in
 * directory answers these calls; an external provider would take the same place. Portal users
 * point at an identity by idIdentity.
 */
import { z } from 'zod';
import { emailSchema, FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblems } from '../rules/passwords';
import type { ApiClient } from './api-client';
import { fullName } from '../rules/display';

export const IDENTITY_PATHS = {
  users: '/identity/users',
  user: '/identity/users/{idIdentity}',
  /** The server mails the user a single-use link to choose their password. */
  welcome: '/identity/users/{idIdentity}/welcome',
  me: '/identity/me',
  /** Public: sets the password with the token of a set-password link. */
  setPassword: '/identity/password',
} as const;

/** First name, space, last name. */
const DISPLAY_NAME_MAX = FIELD_LIMITS.personName.max * 2 + 1;

/** A password meeting the spec's rules; the first rule it breaks is the field's message. */
export const passwordSchema = z.string('validation.required').superRefine((password, ctx) => {
  const [problem] = passwordProblems(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.key, ...(problem.params ? { params: problem.params } : {}) });
});

const names = {
  givenName: requiredText(FIELD_LIMITS.personName.max, FIELD_LIMITS.personName.min),
  surname: requiredText(FIELD_LIMITS.personName.max, FIELD_LIMITS.personName.min),
  displayName: requiredText(DISPLAY_NAME_MAX),
};

export const identityCreateInput = z.object({ email: emailSchema, password: passwordSchema, ...names });
/** Names always; a new password only when one is given (no forced change at next sign-in). */
export const identityUpdateInput = z.object({ ...names, password: passwordSchema.nullish() });
/** The signed-in user's own names, and a password change proven by the current password. */
export const identityMeInput = z.object({
  ...names,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong).nullish(),
  newPassword: passwordSchema.nullish(),
});

export const setPasswordInput = z.object({
  token: z.string('validation.required').min(1, 'validation.required').max(200, 'validation.invalid'),
  password: passwordSchema,
});

export const identityRecord = z.object({ idIdentity: z.uuid(), email: z.string(), givenName: z.string(), surname: z.string(), displayName: z.string() });

export type IdentityCreate = z.input<typeof identityCreateInput>;
export type IdentityUpdate = z.input<typeof identityUpdateInput>;

export const identityNames = (firstName: string, lastName: string) => ({
  givenName: firstName,
  surname: lastName,
  displayName: fullName({ firstName, lastName }),
});

export async function createIdentity(api: ApiClient, identity: IdentityCreate): Promise<string> {
  const answer = await api.request<{ identity: { idIdentity: string } }>({ method: 'POST', path: IDENTITY_PATHS.users, body: identity });
  return answer.identity.idIdentity;
}

export const updateIdentity = (api: ApiClient, idIdentity: string, identity: IdentityUpdate) =>
  api.request({ method: 'PUT', path: IDENTITY_PATHS.user, params: { idIdentity }, body: identity });

export const deleteIdentity = (api: ApiClient, idIdentity: string) => api.request({ method: 'DELETE', path: IDENTITY_PATHS.user, params: { idIdentity } });

export const sendWelcome = (api: ApiClient, idIdentity: string) => api.request({ method: 'POST', path: IDENTITY_PATHS.welcome, params: { idIdentity } });

export const setPasswordWithLink = (api: ApiClient, token: string, password: string) =>
  api.request({ method: 'POST', path: IDENTITY_PATHS.setPassword, body: { token, password } });
