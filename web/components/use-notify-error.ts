import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isErrorCode } from '../../shared/api/error-codes';
import { serverMessageKey } from '../shell/i18n/i18n-provider';

/**
 * Shows a failed action as an error notification with the server's message, in the user's
 * language when it can be: a message of the spec's catalogue, or a known error code
 * (errors.codes.*); otherwise the message as the server wrote it.
 */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const { status, code } = (error ?? {}) as { status?: number; code?: string };
      if (status === 0) return notify('errors.network', { type: 'error' });
      const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
      if (!message) return notify('messages.actionFailed', { type: 'error' });
      // A refusal that names what it is about (a quota: the product and what remains) says it with its values.
      const { errors = {}, params = {} } = error as { errors?: Record<string, string>; params?: Record<string, Record<string, string | number>> };
      const named = code !== 'VALIDATION' ? Object.keys(params).find((field) => errors[field]) : undefined;
      if (named) return notify(errors[named], { type: 'error', messageArgs: { ...params[named], _: message } });
      const key = serverMessageKey(message) ?? (isErrorCode(code) ? `errors.codes.${code}` : message);
      notify(key, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}

/**
 * A refusal the user can act on: a 4xx answer whose message the portal knows (one of the spec's,
 * such as 'The requested qty is not available!', or a known error code's) or that names fields.
 */
export function isRuleRefusal(error: unknown): boolean {
  const { status, code, message, errors } = (error ?? {}) as { status?: number; code?: string; message?: string; errors?: Record<string, string> };
  if (!status || status < 400 || status >= 500) return false;
  if (Object.keys(errors ?? {}).length) return true;
  const key = typeof message === 'string' ? serverMessageKey(message) : undefined;
  return (key != null && key !== 'messages.errorOccurred') || (isErrorCode(code) && code !== 'HTTP_ERROR' && code !== 'INTERNAL');
}

/**
 * Failed warehouse, cart and checkout actions (spec part 1, section 8): an error notification
 * saying 'Something happened', unless the server refused with a rule the user can act on, which
 * is said as useNotifyError says it.
 */
export function useNotifyActionFailed() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useCallback(
    (error: unknown) => (isRuleRefusal(error) ? notifyError(error) : notify('messages.actionFailed', { type: 'error' })),
    [notify, notifyError],
  );
}
