import { DateTime } from 'luxon';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { boxUsers } from '../../../shared/administration/boxes';
import { periodInOrder } from '../../../shared/rules/boxes';
import { PortalDateField } from '../../components/PortalDateField';
import type { DayProblem } from '../../components/portal-date-value';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { AccountUserPicker } from '../common/AccountUserPicker';
import type { AccountUser } from '../common/group-account';
import { fullName } from '../../../shared/rules/display';

/** Today on the administrator's own calendar (not the UTC day, which lags behind in the first hours of a Paris day). */
const today = () => DateTime.local().toISODate()!;

/** The user to add and the period typed for them; `add` sends them once the period holds. */
function useBoxUserToAdd(idBox: string, onAdded: () => void) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [toAdd, setToAdd] = useState<AccountUser | null>(null);
  const [begin, setBegin] = useState(today);
  const [end, setEnd] = useState('');
  // A date typed halfway, or outside what the calendar offers, holds the add button back.
  const [problems, setProblems] = useState<{ begin: DayProblem | null; end: DayProblem | null }>({ begin: null, end: null });
  const [create, { isPending: adding }] = useCreate();
  const periodProblem = !periodInOrder(begin, end || null);
  const dateProblem = Boolean(problems.begin || problems.end);

  const add = () => {
    if (!toAdd || !begin || periodProblem || dateProblem) return;
    // The outcome is told through onSuccess and onError.
    void create(
      boxUsers.name,
      { data: { idUser: toAdd.idUser, activityBeginDate: begin, activityEndDate: end || null, enabled: true }, meta: { params: { idBox } } },
      {
        onSuccess: () => {
          notify('resources.boxes.users.added', { type: 'info', messageArgs: { name: fullName(toAdd) } });
          setToAdd(null);
          setEnd('');
          onAdded();
        },
        onError: notifyError,
      },
    );
  };
  return { toAdd, setToAdd, begin, setBegin, end, setEnd, setProblems, periodProblem, dateProblem, adding, add };
}

/** A box account's user to add to the box, with the period's dates (the end, if any, not before the beginning). */
export const AddBoxUser = ({
  idBox,
  candidates,
  candidatesLoading,
  candidatesFailed,
  onAdded,
}: {
  idBox: string;
  candidates: AccountUser[];
  candidatesLoading: boolean;
  candidatesFailed: boolean;
  onAdded: () => void;
}) => {
  const translate = useTranslate();
  const { toAdd, setToAdd, begin, setBegin, end, setEnd, setProblems, periodProblem, dateProblem, adding, add } = useBoxUserToAdd(idBox, onAdded);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}>
      <AccountUserPicker
        options={candidates}
        value={toAdd}
        onChange={setToAdd}
        loading={candidatesLoading}
        noOptionsText={translate(candidatesFailed ? 'resources.boxes.users.usersUnavailable' : 'resources.boxes.users.noCandidates')}
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
  );
};
