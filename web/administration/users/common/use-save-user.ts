import { useState } from 'react';
import { useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import { users } from '../../../../shared/administration/users';
import { generatePassword } from '../../../../shared/rules/passwords';
import { useNotifyError } from '../../../components/use-notify-error';
import type { PortalDataProvider } from '../../../shell/providers/data-provider';
import type { UserRecord } from '../../../shell/providers/user-calls';
import { fullName } from '../../../../shared/rules/display';
import { saveErrorsOf, userFormOf, type UserFormValues } from './user-form-values';

/**
 * The user form's submit: only through the shared saveUser (identity, user, role diffs, welcome
 * e-mail, rollback). Field errors come back to their fields; any other refusal ('Changing Client
 * is not allowed!'...) is notified with the server's message. A generated password is shown
 * once before returning to the list.
 */
export function useSaveUser(current: UserRecord | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [generated, setGenerated] = useState<{ password: string; name: string; emailed: boolean } | null>(null);

  const save = async (form: UserFormValues) => {
    const password = form.passwordMode === 'generate' ? generatePassword() : form.passwordMode === 'set' ? form.password : null;
    try {
      const saved = await dataProvider.saveUser(userFormOf(form, password), current);
      refresh();
      notify(current ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      if (form.passwordMode === 'generate' && password) setGenerated({ password, name: fullName(saved), emailed: !current });
      else redirect('list', users.name);
      return undefined;
    } catch (error) {
      const { errors, placed } = saveErrorsOf(error, form.kind);
      if (!placed) notifyError(error);
      return errors;
    }
  };

  const closeGenerated = () => {
    setGenerated(null);
    redirect('list', users.name);
  };

  return { save, generated, closeGenerated };
}
