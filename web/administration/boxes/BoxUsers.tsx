import { Alert, Box, Chip, List, ListItem, ListItemText, Switch } from '@mui/material';
import { SectionCard } from '../../components/SectionCard';
import { useMemo } from 'react';
import { useGetList, useNotify, useUpdate } from 'react-admin';
import { ALL_ITEMS } from '../../../shared/api/search-criteria';
import type { RecordOf } from '../../../shared/resources';
import { boxUsers, type boxes } from '../../../shared/administration/boxes';
import { users } from '../../../shared/administration/users';
import { useFormats } from '../../components/use-formats';
import { useNotifyError } from '../../components/use-notify-error';
import { groupCandidates, type AccountUser } from '../common/group-account';
import { useTranslate } from '../../shell/i18n/use-translate';
import { AddBoxUser } from './AddBoxUser';
import { byName, fullName } from '../../../shared/rules/display';
import { RemoveMemberButton } from '../common/RemoveMemberButton';

type BoxUser = RecordOf<typeof boxUsers> & { id: string };
type Meta = { params: { idBox: string } };

/** A user of the box: name, e-mail and period, the switch, and the remove button. */
const BoxUserRow = ({ user, meta, updating, onToggle }: { user: BoxUser; meta: Meta; updating: boolean; onToggle: () => void }) => {
  const { day } = useFormats();
  const translate = useTranslate();
  const period = user.activityEndDate
    ? translate('resources.boxes.users.period', { from: day(user.activityBeginDate), to: day(user.activityEndDate) })
    : translate('resources.boxes.users.periodOpen', { from: day(user.activityBeginDate) });
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={fullName(user)}
        secondary={`${user.email} · ${period}`}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
        sx={{ flex: '1 1 240px' }}
      />
      {user.enabled ? null : <Chip size="small" label={translate('resources.boxes.users.disabled')} />}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap' }}>
        <Switch
          checked={user.enabled}
          disabled={updating}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `${translate('resources.boxUsers.fields.enabled')} – ${fullName(user)}` } }}
        />
        <RemoveMemberButton resource="boxUsers" member={user} meta={meta} />
      </Box>
    </ListItem>
  );
};

/**
 * The users who work in a box (page size 10000, the spec's): each with their period, a switch and
 * a remove button (after confirmation); a picker of the box account's users who are not in it
 * yet, with the period's dates. Adding or removing one sends them the box-user e-mail (server).
 * Users come from the client's user list, which needs the users permission; without it the box's
 * users still show and can be removed.
 */
export const BoxUsers = ({ box }: { box: Pick<RecordOf<typeof boxes>, 'idBox' | 'idClient' | 'idClientAccount'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const meta = { params: { idBox: box.idBox } };
  const members = useGetList<BoxUser>(boxUsers.name, {
    pagination: { page: 1, perPage: boxUsers.list.perPage },
    sort: { field: 'activityBeginDate', order: 'ASC' },
    meta,
  });
  const accountUsers = useGetList<AccountUser & { id: string }>(users.name, {
    pagination: { page: 1, perPage: ALL_ITEMS },
    sort: { field: 'lastName', order: 'ASC' },
    filter: { idClient: box.idClient },
  });
  const candidates = useMemo(
    () => groupCandidates(accountUsers.data ?? [], members.data ?? [], box.idClientAccount),
    [accountUsers.data, members.data, box.idClientAccount],
  );
  const [update, { isPending: updating }] = useUpdate();
  const toggle = (user: BoxUser) =>
    update(
      boxUsers.name,
      { id: user.id, data: { ...user, enabled: !user.enabled }, previousData: user, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } }),
        onError: notifyError,
      },
    );

  const sorted = [...(members.data ?? [])].sort(byName);
  return (
    <SectionCard
      titleId="box-users-title"
      title={translate('resources.boxes.users.title')}
      hint={translate('resources.boxes.users.hint')}
      loading={members.isPending}
      failed={members.error ? translate('resources.boxes.users.loadFailed', { message: (members.error as Error).message }) : undefined}
      none={!members.isPending && !members.error && !sorted.length ? translate('resources.boxes.users.none') : undefined}
    >
      {sorted.length ? (
        <List dense aria-labelledby="box-users-title" data-testid="box-users">
          {sorted.map((user) => (
            <BoxUserRow key={user.id} user={user} meta={meta} updating={updating} onToggle={() => void toggle(user)} />
          ))}
        </List>
      ) : null}
      <AddBoxUser
        idBox={box.idBox}
        candidates={candidates}
        candidatesLoading={accountUsers.isPending}
        candidatesFailed={!!accountUsers.error}
        onAdded={() => void members.refetch()}
      />
      {accountUsers.error ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.boxes.users.usersUnavailable')}
        </Alert>
      ) : null}
    </SectionCard>
  );
};
