/**
 * The masquerade calls (spec part 1, section 7): user suggestions for an account, opening and
 * closing a session. The session store keeps the ids; these only talk to the API.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { isMasqueradeSearchLongEnough } from '../../../shared/rules/session-forms';

export interface MasqueradeSuggestion {
  idUser: string;
  name: string;
  email?: string;
}

export const MASQUERADE_PATHS = {
  users: '/masquerade/{idClientAccount}/users/{query}',
  session: '/masquerade/session',
} as const;

/** Users of the account matching `query`; nothing is asked below the spec's 3 characters. */
export async function searchMasqueradeUsers(api: ApiClient, idClientAccount: string, query: string): Promise<MasqueradeSuggestion[]> {
  if (!isMasqueradeSearchLongEnough(query)) return [];
  const answer = await api.request<{ masqueradeUsers?: MasqueradeSuggestion[] }>({
    path: MASQUERADE_PATHS.users,
    params: { idClientAccount, query: query.trim() },
  });
  return answer.masqueradeUsers ?? [];
}

/** PUT /masquerade/session { idUserMasquerade, isOpen: true, idClientAccount } -> the session id. */
export async function openMasqueradeSession(api: ApiClient, idUserMasquerade: string, idClientAccount: string): Promise<string> {
  const answer = await api.request<{ idMasquerade: string }>({
    method: 'PUT',
    path: MASQUERADE_PATHS.session,
    body: { idUserMasquerade, isOpen: true, idClientAccount },
  });
  return answer.idMasquerade;
}

/** PUT /masquerade/session { idUserMasquerade, isOpen: false }. */
export const closeMasqueradeSession = (api: ApiClient, idUserMasquerade: string) =>
  api.request({ method: 'PUT', path: MASQUERADE_PATHS.session, body: { idUserMasquerade, isOpen: false } });

/**
 * The message of a failed start, as the spec asks: the one in the response data, else the
 * error's own message.
 */
export function masqueradeFailureMessage(error: unknown): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return error instanceof Error ? error.message : String(error ?? '');
}
