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
