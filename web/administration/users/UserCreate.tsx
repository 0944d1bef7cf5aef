import { Create } from 'react-admin';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { UserForm } from './common/UserForm';
import { useSaveUser } from './common/use-save-user';

export const UserCreate = () => {
  const { save, generated, closeGenerated } = useSaveUser(null);
  return (
    <Create>
      <UserForm record={null} onSubmit={save} />
      <GeneratedPasswordDialog password={generated?.password ?? null} name={generated?.name ?? ''} emailed={!!generated?.emailed} onClose={closeGenerated} />
    </Create>
  );
};

export default UserCreate;
