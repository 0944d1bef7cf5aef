import { Create } from 'react-admin';
import { InPickedAccount } from '../common/GroupAccountPicker';
import { groupMeta } from '../common/group-account';
import { GroupForm } from './common/GroupForm';
import { NoGroupAccount } from './common/NoGroupAccount';
import { useGroupAccount } from '../common/use-group-account';

/** A new group in the account the screens work in (chosen here when the session has none); members are added on its form. */
export const GroupCreate = () => {
  const state = useGroupAccount();
  return (
    <InPickedAccount state={state} none={<NoGroupAccount hasChoices={state.options.length > 0} />}>
      {(account) => (
        <Create
          key={account.idClientAccount}
          redirect="edit"
          mutationOptions={{ meta: groupMeta(account) }}
          transform={(data) => ({ ...data, idClientAccount: account.idClientAccount })}
          record={{ groupName: '', enabled: true }}
        >
          <GroupForm autoFocus />
        </Create>
      )}
    </InPickedAccount>
  );
};

export default GroupCreate;
