/**
 * The masquerade calls (spec part 1, section 7): user suggestions for an account, opening and
 * closing a session (shared/administration/masquerade.ts). The session store keeps the ids; these
 * only talk to the API, the frame's by the paths it shares with the declarations.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import type { MasqueradeSuggestion } from '../../../shared/administration/masquerade';
import { isMasqueradeSearchLongEnough } from '../../../shared/rules/session-forms';
import { MASQUERADE_PATHS } from '../../../shared/session/paths';
// Already in the first download (the data provider calls through it): only the declaration loads on demand.
import { callAction } from '../../../shared/registry/route-kinds';

export type { MasqueradeSuggestion };

/** Users of the account matching `query`; nothing is asked below the spec's 3 characters. */
export async function searchMasqueradeUsers(api: ApiClient, idClientAccount: string, query: string): Promise<MasqueradeSuggestion[]> {
  if (!isMasqueradeSearchLongEnough(query)) return [];
  // Loaded with the first search, like the dialog that makes it.
  const { masqueradeUsers } = await import('../../../shared/administration/masquerade');
  return (await callAction(api, masqueradeUsers, { idClientAccount, query: query.trim() })).masqueradeUsers;
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
