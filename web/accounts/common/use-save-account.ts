import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { accounts } from '../../../shared/resources/accounts';
import type { AccountForm } from '../../../shared/resources/accounts-save';
import { useNotifyError } from '../../components/use-notify-error';
import type { AccountRecord, PortalDataProvider } from '../../providers/data-provider';
import { formErrorsOf } from '../../providers/form-errors';
import { listPath, routeOf } from '../../routes';
import { toAccountForm, type AccountFormValues } from './account-form';
import { accountEditPath } from './account-path';

const ACCOUNT_FIELDS = ['idClient', 'accountCode', 'accountName', 'cultureLanguageCode'];

/** The server's field errors on the account's own fields, for the form to show in place. */
const accountFieldErrors = (error: unknown) =>
  error instanceof ApiError ? Object.fromEntries(Object.entries(formErrorsOf(error)).filter(([field]) => ACCOUNT_FIELDS.includes(field))) : {};

/**
 * The account form's submit: the shared saveAccount (the account, then its warehouses, then its
 * features), then the list. A failure shows the server's message, and its field errors beside
 * the fields. A new account whose warehouses or features failed exists already: the user is
 * taken to its form, where the save can be finished, rather than left to create it twice.
 */
export function useSaveAccount(current: AccountRecord | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** The account of the form's client with the form's code, if there is one (codes are unique per client). */
  const findByCode = useCallback(
    async (wanted: AccountForm) => {
      const { data } = await dataProvider.getList<AccountRecord & { id: string }>(routeOf(accounts), {
        filter: { idClient: wanted.idClient, accountCode: wanted.accountCode },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'accountCode', order: 'ASC' },
      });
      return data[0] ?? null;
    },
    [dataProvider],
  );

  return useCallback(
    async (values: Record<string, unknown>) => {
      const wanted = toAccountForm(values as unknown as AccountFormValues);
      const existing = current ? null : await findByCode(wanted).catch(() => null);
      try {
        await dataProvider.saveAccount(wanted, current);
      } catch (error) {
        await queryClient.invalidateQueries({ queryKey: [routeOf(accounts)] });
        notifyError(error);
        if (!current && !existing) {
          const created = await findByCode(wanted).catch(() => null);
          if (created) {
            navigate(accountEditPath(created));
            return undefined;
          }
        }
        return accountFieldErrors(error);
      }
      await queryClient.invalidateQueries({ queryKey: [routeOf(accounts)] });
      notify(current ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      navigate(listPath(accounts));
      return undefined;
    },
    [current, dataProvider, findByCode, navigate, notify, notifyError, queryClient],
  );
}
