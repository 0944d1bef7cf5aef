import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { AccountUserPicker } from '../../common/AccountUserPicker';
import { SectionCard } from '../../../components/SectionCard';
import { useMemo, useState } from 'react';
import { useCreate, useGetList, useNotify } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ALL_ITEMS } from '../../../../shared/api/search-criteria';
import { groupUsers } from '../../../../shared/administration/groups';
import { users } from '../../../../shared/administration/users';
import { useNotifyError } from '../../../components/use-notify-error';
import { groupCandidates, groupMeta, type AccountUser, type GroupAccount } from '../../common/group-account';
import { RemoveMemberButton } from '../../common/RemoveMemberButton';
import { byName, fullName } from '../../../../shared/rules/display';

type Member = { id: string; idUser: string; firstName: string; lastName: string; email: string };

/**
 * The group's members: each with a remove button (after confirmation), and a picker of the
 * account's users who are not members yet. Users come from the client's user list, which needs
 * the users permission; without it the members still show and can be removed.
 */
export const GroupMembers = ({ account, idClientAccountGroup, canEdit }: { account: GroupAccount; idClientAccountGroup: string; canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const meta = groupMeta(account, { idClientAccountGroup });
  const members = useGetList<Member>(groupUsers.name, {
    pagination: { page: 1, perPage: groupUsers.list.perPage },
    sort: { field: 'idUser', order: 'ASC' },
    meta,
  });
  const accountUsers = useGetList<AccountUser & { id: string }>(
    users.name,
    { pagination: { page: 1, perPage: ALL_ITEMS }, sort: { field: 'lastName', order: 'ASC' }, filter: { idClient: account.idClient } },
    { enabled: canEdit },
  );
  const candidates = useMemo(
    () => groupCandidates(accountUsers.data ?? [], members.data ?? [], account.idClientAccount),
    [accountUsers.data, members.data, account.idClientAccount],
  );
  const [toAdd, setToAdd] = useState<AccountUser | null>(null);
  const [create, { isPending: adding }] = useCreate();

  const add = () => {
    if (!toAdd) return;
    // Without returnPromise the mutation reports through onSuccess and onError: nothing to await.
    void create(
      groupUsers.name,
      { data: { idUser: toAdd.idUser }, meta },
      {
        onSuccess: () => {
          notify('resources.groups.members.added', { type: 'info', messageArgs: { name: fullName(toAdd) } });
          setToAdd(null);
        },
        onError: notifyError,
      },
    );
  };

  const sorted = [...(members.data ?? [])].sort(byName);
  return (
    <SectionCard
      titleId="group-members-title"
      title={translate('resources.groups.members.title')}
      hint={translate('resources.groups.members.hint')}
      loading={members.isPending}
      failed={members.error ? translate('resources.groups.members.loadFailed', { message: (members.error as Error).message }) : undefined}
      none={!members.isPending && !members.error && !sorted.length ? translate('resources.groups.members.none') : undefined}
    >
      {sorted.length ? (
        <List dense aria-labelledby="group-members-title">
          {sorted.map((member) => (
            <ListItem
              key={member.id}
              divider
              secondaryAction={canEdit ? <RemoveMemberButton resource="groupUsers" member={member} meta={meta} /> : undefined}
              sx={{ pr: canEdit ? 16 : 2 }}
            >
              <ListItemText primary={fullName(member)} secondary={member.email} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {canEdit ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
          <AccountUserPicker
            options={candidates}
            value={toAdd}
            onChange={setToAdd}
            loading={accountUsers.isPending}
            noOptionsText={translate(accountUsers.error ? 'resources.groups.members.usersUnavailable' : 'resources.groups.members.noCandidates')}
            label={translate('resources.groups.members.userToAdd')}
          />
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={add} disabled={!toAdd || adding}>
            {translate('resources.groups.members.add')}
          </Button>
        </Box>
      ) : null}
      {accountUsers.error ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.groups.members.usersUnavailable')}
        </Alert>
      ) : null}
    </SectionCard>
  );
};
