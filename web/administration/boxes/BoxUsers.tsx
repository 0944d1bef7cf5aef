import { DateTime } from 'luxon';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Switch } from '@mui/material';
import { AccountUserPicker } from '../common/AccountUserPicker';
import { SectionCard } from '../../components/SectionCard';
import { useMemo, useState } from 'react';
import { Button as RaButton, useCreate, useDelete, useGetList, useNotify, useUpdate } from 'react-admin';
import { ALL_ITEMS } from '../../../shared/api/search-criteria';
import type { RecordOf } from '../../../shared/resources';
import { boxUsers, type boxes } from '../../../shared/administration/boxes';
import { users } from '../../../shared/administration/users';
import { periodInOrder } from '../../../shared/rules/boxes';
import { PortalDateField } from '../../components/PortalDateField';
import type { DayProblem } from '../../components/portal-date-value';
import { useFormats } from '../../components/use-formats';
import { useNotifyError } from '../../components/use-notify-error';
import { groupCandidates, type AccountUser } from '../common/group-account';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type BoxUser = RecordOf<typeof boxUsers> & { id: string };
type Meta = { params: { idBox: string } };

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
/** Today on the administrator's own calendar (not the UTC day, which lags behind in the first hours of a Paris day). */
const today = () => DateTime.local().toISODate()!;

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

/**
 * The users who work in a box (page size 10000, the spec's): each with their period, a switch and
 * a remove button (after confirmation); a picker of the box account's users who are not in it
 * yet, with the period's dates. Adding or removing one sends them the box-user e-mail (server).
 * Users come from the client's user list, which needs the users permission; without it the box's
 * users still show and can be removed.
 */
export const BoxUsers = ({ box }: { box: Pick<RecordOf<typeof boxes>, 'idBox' | 'idClient' | 'idClientAccount'> }) => {
  const { day } = useFormats();
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
  const [toAdd, setToAdd] = useState<AccountUser | null>(null);
  const [begin, setBegin] = useState(today);
  const [end, setEnd] = useState('');
  // A date typed halfway, or outside what the calendar offers, holds the add button back.
  const [problems, setProblems] = useState<{ begin: DayProblem | null; end: DayProblem | null }>({ begin: null, end: null });
  const [create, { isPending: adding }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const periodProblem = !periodInOrder(begin, end || null);
  const dateProblem = Boolean(problems.begin || problems.end);

  const add = () => {
    if (!toAdd || !begin || periodProblem || dateProblem) return;
    // The outcome is told through onSuccess and onError.
    void create(
      boxUsers.name,
      { data: { idUser: toAdd.idUser, activityBeginDate: begin, activityEndDate: end || null, enabled: true }, meta },
      {
        onSuccess: () => {
          notify('resources.boxes.users.added', { type: 'info', messageArgs: { name: fullName(toAdd) } });
          setToAdd(null);
          setEnd('');
          void members.refetch();
        },
        onError: notifyError,
      },
    );
  };
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
  const period = (user: BoxUser) =>
    user.activityEndDate
      ? translate('resources.boxes.users.period', { from: day(user.activityBeginDate), to: day(user.activityEndDate) })
      : translate('resources.boxes.users.periodOpen', { from: day(user.activityBeginDate) });
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
            <ListItem key={user.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={fullName(user)}
                secondary={`${user.email} · ${period(user)}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ flex: '1 1 240px' }}
              />
              {user.enabled ? null : <Chip size="small" label={translate('resources.boxes.users.disabled')} />}
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap' }}>
                <Switch
                  checked={user.enabled}
                  disabled={updating}
                  onChange={() => void toggle(user)}
                  slotProps={{ input: { 'aria-label': `${translate('resources.boxUsers.fields.enabled')} – ${fullName(user)}` } }}
                />
                <RemoveButton user={user} meta={meta} />
              </Box>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}>
        <AccountUserPicker
          options={candidates}
          value={toAdd}
          onChange={setToAdd}
          loading={accountUsers.isPending}
          noOptionsText={translate(accountUsers.error ? 'resources.boxes.users.usersUnavailable' : 'resources.boxes.users.noCandidates')}
          label={translate('resources.boxes.users.userToAdd')}
        />
        <PortalDateField
          label={translate('resources.boxUsers.fields.activityBeginDate')}
          value={begin}
          onChange={(day, problem) => {
            setBegin(day ?? '');
            setProblems((p) => ({ ...p, begin: problem }));
          }}
          maxDate={end || null}
          required
          testId="box-user-begin"
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <PortalDateField
          label={translate('resources.boxUsers.fields.activityEndDate')}
          value={end}
          onChange={(day, problem) => {
            setEnd(day ?? '');
            setProblems((p) => ({ ...p, end: problem }));
          }}
          minDate={begin || null}
          error={periodProblem}
          helperText={periodProblem ? translate('validation.boxUser.endBeforeBegin') : undefined}
          testId="box-user-end"
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={add}
          disabled={!toAdd || !begin || periodProblem || dateProblem || adding}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('resources.boxes.users.add')}
        </Button>
      </Box>
      {accountUsers.error ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.boxes.users.usersUnavailable')}
        </Alert>
      ) : null}
    </SectionCard>
  );
};
