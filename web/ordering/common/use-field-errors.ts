import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';

/** A hand-built form's save: the server's field errors kept to show in place (`errorOf`), the failure notified. */
export function useFieldErrors() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    errorOf: (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : undefined),
    clear: () => setErrors({}),
    fail: (error: unknown) => {
      if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      notifyError(error);
    },
  };
}
