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
      const key = serverMessageKey(message) ?? (isErrorCode(code) ? `errors.codes.${code}` : message);
      notify(key, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}
