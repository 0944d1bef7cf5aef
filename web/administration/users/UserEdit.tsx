import { Edit, useEditContext } from 'react-admin';
import type { UserRecord } from '../../shell/providers/user-calls';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { UserForm } from './common/UserForm';
import { useSaveUser } from './common/use-save-user';

const UserEditForm = () => {
  const { record } = useEditContext<UserRecord & { id: string }>();
  const { save, generated, closeGenerated } = useSaveUser(record ?? null);
  if (!record) return null;
  return (
    <>
      <UserForm record={record} onSubmit={save} />
      <GeneratedPasswordDialog password={generated?.password ?? null} name={generated?.name ?? ''} emailed={!!generated?.emailed} onClose={closeGenerated} />
    </>
  );
};

/** The user as the API holds it; saved through saveUser, never react-admin's own update. */
export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <UserEditForm />
  </Edit>
);

export default UserEdit;
