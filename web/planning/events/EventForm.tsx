import { Alert } from '@mui/material';
import { SaveToolbar } from '../../components/SaveToolbar';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { events, type EventRecord } from '../../../shared/planning/events';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalDateInput } from '../../components/PortalDateInput';
import { PortalForm } from '../../components/PortalForm';
import { dayOf } from '../../components/portal-date-value';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import { EventStatusChip } from './EventStatusChip';
import { EventTagsInput } from './EventTagsInput';
import { EventReservationsInput } from './EventReservationsInput';

// The event with its tags, as the API checks it.
const validate = validatorFor(events);

/** The event's four days; the calendar offers no end before the start nor start after the end (the shared rule's order). */
const EventDateInputs = ({ disabled }: { disabled: boolean }) => {
  const [start, end] = useWatch({ name: ['eventStartDate', 'eventEndDate'] }) as unknown[];
  return (
    <>
      <PortalDateInput source="eventStartDate" disabled={disabled} maxDate={dayOf(end)} />
      <PortalDateInput source="eventEndDate" disabled={disabled} minDate={dayOf(start)} />
      <PortalDateInput source="expeditionDate" disabled={disabled} />
      <PortalDateInput source="returnDate" disabled={disabled} />
    </>
  );
};

/**
 * An event: its name, four dates and tags. Only an upcoming event can be changed (the server keeps
 * any other as it is); once orders are attached its dates are shown but kept.
 */
export const EventForm = ({ canDelete = false }: { canDelete?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<EventRecord>();
  const editable = !record || record.status === 'upcoming';
  const datesLocked = !editable || (record?.attachedOrders ?? 0) > 0;
  return (
    <PortalForm
      validate={validate}
      toolbar={<SaveToolbar canDelete={canDelete} canSave={editable} />}
      defaultValues={{ eventTags: [], reservations: [] }}
      sx={{ maxWidth: 900 }}
    >
      {record && <EventStatusChip status={record.status} />}
      {!editable && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('resources.events.readOnly')}
        </Alert>
      )}
      {editable && datesLocked && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('resources.events.datesLocked')}
        </Alert>
      )}
      <LimitedTextInput source="eventName" fullWidth autoFocus limit={FIELD_LIMITS.label} disabled={!editable} />
      <EventDateInputs disabled={datesLocked} />
      <EventTagsInput disabled={!editable} />
      <EventReservationsInput disabled={!editable} />
    </PortalForm>
  );
};

export default EventForm;
