/**
 * Masquerade calls (spec part 1, section 7): users of an account the caller may act as, opening
 * and closing a session, and the record of sessions with the writes made in each. Their rule is
 * not one permission (the user's own right to masquerade, the target's account and rights), so
 * they are open to signed-in users and the server checks it; the frame opens and closes sessions
 * by the same paths (shared/session/paths.ts).
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { MASQUERADE_PATHS } from '../session/paths';

const calls = actionsOf('masquerade', 'signedIn');

export const masqueradeSuggestion = z.object({ idUser: z.uuid(), name: z.string(), email: z.string() });
export type MasqueradeSuggestion = z.infer<typeof masqueradeSuggestion>;

/** Users of the account matching the text (at least 3 characters, checked by the server with its own message). */
export const masqueradeUsers = calls.list('masqueradeUsers', masqueradeSuggestion, {
  path: MASQUERADE_PATHS.users,
  params: z.object({ query: z.string() }),
  summary: 'Suggest users of an account to act as',
});

export const masqueradeSessionInput = z.object({
  idUserMasquerade: z.uuid('validation.required'),
  isOpen: z.boolean(),
  idClientAccount: z.uuid('validation.required').nullable().optional(),
});

/** Opens a session (isOpen, with the account) or closes the caller's open one with that user; answers its id (null when none was open). */
export const masqueradeSession = calls.action({
  name: 'masqueradeSession',
  method: 'PUT',
  path: MASQUERADE_PATHS.session,
  action: 'Edit',
  body: masqueradeSessionInput,
  answer: z.object({ idMasquerade: z.uuid().nullable() }),
  status: 200,
  summary: 'Open or close a masquerade session',
});

export const masqueradeSessionRecord = z.object({
  idMasquerade: z.uuid(),
  idUser: z.uuid(),
  idUserMasquerade: z.uuid(),
  idClientAccount: z.uuid().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Writes made during the session (the audit log's entries). */
  writes: z.number().int(),
});

export const masqueradeSessionsQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(200).default(50) });

/** The latest sessions: every one for all-accounts administrators, else those the caller opened. */
export const masqueradeSessions = calls.read({
  name: 'masqueradeSessions',
  path: MASQUERADE_PATHS.sessions,
  query: masqueradeSessionsQuery,
  answer: z.object({
    items: z.array(masqueradeSessionRecord),
    searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
  }),
  summary: 'List masquerade sessions with their writes',
});
