import { Create, Loading } from 'react-admin';
import { GroupAccountPicker } from '../common/GroupAccountPicker';
import { groupMeta } from '../common/group-account';
import { GroupForm } from './common/GroupForm';
import { NoGroupAccount } from './common/NoGroupAccount';
import { useGroupAccount } from '../common/use-group-account';

/** A new group in the account the screens work in (chosen here when the session has none); members are added on its form. */
export const GroupCreate = () => {
  const state = useGroupAccount();
  const { account } = state;
  return (
    <>
      <GroupAccountPicker state={state} />
      {account ? (
        <Create
          key={account.idClientAccount}
          redirect="edit"
          mutationOptions={{ meta: groupMeta(account) }}
          transform={(data) => ({ ...data, idClientAccount: account.idClientAccount })}
          record={{ groupName: '', enabled: true }}
        >
          <GroupForm autoFocus />
        </Create>
      ) : state.isPending ? (
        <Loading />
      ) : (
        <NoGroupAccount hasChoices={state.options.length > 0} />
      )}
    </>
  );
};

export default GroupCreate;
