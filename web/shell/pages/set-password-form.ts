/**
 * The set-password page's rules: the token comes from the address's fragment (#token=...), which
 * browsers never send to servers nor put in a Referer; the password follows the shared rules.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { setPasswordWithLink } from '../../../shared/api/identity-directory';
import { GENERIC_MESSAGES, type Message } from '../../../shared/rules/message';
import { passwordProblems, validatePasswordConfirmation } from '../../../shared/rules/passwords';

export interface SetPasswordValues {
  password: string;
  confirmation: string;
}

export const tokenFromHash = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;

/** Field -> message, checked before any call. */
export function setPasswordErrors(values: SetPasswordValues): Partial<Record<keyof SetPasswordValues, Message>> {
  if (!values.password) return { password: { key: GENERIC_MESSAGES.required } };
  const [problem] = passwordProblems(values.password);
  if (problem) return { password: problem };
  const mismatch = validatePasswordConfirmation(values.password, values.confirmation);
  return mismatch ? { confirmation: mismatch } : {};
}

export type SetPasswordOutcome = { kind: 'done' } | { kind: 'invalidLink' } | { kind: 'fields'; errors: Partial<Record<keyof SetPasswordValues, Message>> };

/** Sends the new password; a used or expired link and the server's field errors are outcomes, other failures throw. */
export async function submitNewPassword(api: ApiClient, token: string, values: SetPasswordValues): Promise<SetPasswordOutcome> {
  const errors = setPasswordErrors(values);
  if (Object.keys(errors).length) return { kind: 'fields', errors };
  try {
    await setPasswordWithLink(api, token, values.password);
    return { kind: 'done' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'INVALID_LINK' || error.errors.token) return { kind: 'invalidLink' };
    if (error.errors.password) return { kind: 'fields', errors: { password: { key: error.errors.password, params: error.params.password } } };
    throw error;
  }
}
