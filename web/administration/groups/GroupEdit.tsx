import { Box } from '@mui/material';
import { Edit, Loading, useCanAccess, useRecordContext } from 'react-admin';
import { GroupAccountPicker } from '../common/GroupAccountPicker';
import { groupMeta, type GroupAccount } from '../common/group-account';
import { GroupForm } from './common/GroupForm';
import { GroupMembers } from './common/GroupMembers';
import { NoGroupAccount } from './common/NoGroupAccount';
import { useGroupAccount } from '../common/use-group-account';

const GroupEditContent = ({ account, canDelete }: { account: GroupAccount; canDelete: boolean }) => {
  const group = useRecordContext<{ id: string; idClientAccountGroup: string }>();
  if (!group) return null;
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <GroupForm deleteMeta={canDelete ? groupMeta(account) : undefined} />
      </Box>
      <GroupMembers account={account} idClientAccountGroup={group.idClientAccountGroup} canEdit />
    </>
  );
};

/** A group of the account the screens work in: its name, its switch and its members. */
export const GroupEdit = () => {
  const state = useGroupAccount();
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  const { account } = state;
  if (!account) return state.isPending ? <Loading /> : <NoGroupAccount hasChoices={state.options.length > 0} />;
  const meta = groupMeta(account);
  return (
    <Edit key={account.idClientAccount} component="div" queryOptions={{ meta }} mutationOptions={{ meta }} mutationMode="pessimistic" redirect="list">
      <GroupAccountPicker state={state} readOnly />
      <GroupEditContent account={account} canDelete={canDelete} />
    </Edit>
  );
};

export default GroupEdit;
