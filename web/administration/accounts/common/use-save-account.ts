import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../shared/api/api-error';
import { accounts } from '../../../../shared/administration/accounts';
import { useNotifyError } from '../../../components/use-notify-error';
import type { AccountRecord, PortalDataProvider } from '../../../shell/providers/data-provider';
import { formErrorsOf } from '../../../shell/providers/form-errors';
import { listRoute } from '../../../components/resource-routes';
import { toAccountForm, type AccountFormValues } from './account-form';

const ACCOUNT_FIELDS = ['idClient', 'accountCode', 'accountName', 'cultureLanguageCode'];

/** The server's field errors on the account's own fields, for the form to show in place. */
const accountFieldErrors = (error: unknown) =>
  error instanceof ApiError ? Object.fromEntries(Object.entries(formErrorsOf(error)).filter(([field]) => ACCOUNT_FIELDS.includes(field))) : {};

/**
 * The account form's submit: the shared saveAccount (the account with its warehouses and
 * features, one transaction on the server), then the list. A failure changes nothing; it shows
 * the server's message, and its field errors beside the fields.
 */
export function useSaveAccount(current: AccountRecord | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async (values: AccountFormValues) => {
      const wanted = toAccountForm(values);
      try {
        await dataProvider.saveAccount(wanted, current);
      } catch (error) {
        notifyError(error);
        return accountFieldErrors(error);
      }
      await queryClient.invalidateQueries({ queryKey: [accounts.name] });
      notify(current ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      void navigate(listRoute(accounts));
      return undefined;
    },
    [current, dataProvider, navigate, notify, notifyError, queryClient],
  );
}
