import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Alert, Box, Chip, List, ListItem, ListItemText, Switch } from '@mui/material';
import { SectionCard } from '../../components/SectionCard';
import { useMemo, useState } from 'react';
import { Button as RaButton, useDelete, useGetList, useNotify, useUpdate } from 'react-admin';
import { ALL_ITEMS } from '../../../shared/api/search-criteria';
import type { RecordOf } from '../../../shared/resources';
import { boxUsers, type boxes } from '../../../shared/administration/boxes';
import { users } from '../../../shared/administration/users';
import { useFormats } from '../../components/use-formats';
import { useNotifyError } from '../../components/use-notify-error';
import { groupCandidates, type AccountUser } from '../common/group-account';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AddBoxUser, fullName } from './AddBoxUser';

type BoxUser = RecordOf<typeof boxUsers> & { id: string };
type Meta = { params: { idBox: string } };

/** Takes a user out of the box after confirmation (the spec's dialog, whose cancel says No); they are told by e-mail. */
const RemoveButton = ({ user, meta }: { user: BoxUser; meta: Meta }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const name = fullName(user);
  return (
    <>
      <RaButton label="resources.boxes.users.remove" color="error" onClick={() => setOpen(true)}>
        <PersonRemoveIcon />
      </RaButton>
      <ConfirmDialog
        open={open}
        loading={isPending}
        title={translate('resources.boxes.users.removeTitle', { name })}
        content={translate('resources.boxes.users.removeContent', { name })}
        confirm="app.action.remove"
        // The outcome is told through onSuccess and onError.
        onConfirm={() =>
          void remove(
            boxUsers.name,
            { id: user.id, previousData: user, meta },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('resources.boxes.users.removed', { type: 'info', messageArgs: { name } });
              },
              onError: (error) => {
                setOpen(false);
                notifyError(error);
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
};

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
        <RemoveButton user={user} meta={meta} />
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

  const sorted = [...(members.data ?? [])].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
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
