import { Create } from 'react-admin';
import { useSession } from '../../shell/session/SessionProvider';
import { newAccountValues } from './common/account-form';
import { AccountForm } from './common/AccountForm';
import { useSaveAccount } from './common/use-save-account';

/** A new account, of the session's client when one is chosen. */
export const AccountCreate = () => {
  const { scope } = useSession();
  const save = useSaveAccount(null);
  return (
    <Create>
      <AccountForm onSubmit={save} defaultValues={newAccountValues(scope.idClient ?? null)} />
    </Create>
  );
};

export default AccountCreate;
