import { Button } from '@mui/material';
import { DataTable, FunctionField, SearchInput, useNotify } from 'react-admin';
import { events, type EventRecord } from '../../../shared/planning/events';
import { useFormats } from '../../components/use-formats';
import { EVENT_STATUS_LABELS, type EventStatus } from '../../../shared/rules/events';
import { EditableList } from '../../components/list/EditableList';
import { DayField } from '../../components/list/DayField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { EventStatusChip } from './EventStatusChip';
import { useActiveEvent } from './use-active-event';

type Row = EventRecord & { id: string };

/** Orders for an upcoming event: makes it the active event (event mode), or says it is. */
const ActivateButton = ({ record }: { record: Row }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { event, activate } = useActiveEvent();
  if (record.status !== 'upcoming') return null;
  if (event?.idEvent === record.idEvent) return <EventStatusChipActive />;
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
      onClick={(e) => {
        // Inside a row that is a link on small screens: the row does not open.
        e.preventDefault();
        e.stopPropagation();
        activate(record.idEvent);
        notify('resources.events.mode.activated', { type: 'info' });
      }}
    >
      {translate('resources.events.activate')}
    </Button>
  );
};

const EventStatusChipActive = () => {
  const translate = useTranslate();
  return <span data-testid="active-event">{translate('resources.events.active')}</span>;
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's events, soonest first: status, dates, attached orders, and the way into event mode. */
export const EventList = () => {
  const { day } = useFormats();
  const translate = useTranslate();
  return (
    <EditableList<Row>
      description={events}
      filters={filters}
      phone={{
        primaryText: (record) => record.eventName,
        secondaryText: (record) =>
          `${day(record.eventStartDate)} → ${day(record.eventEndDate)} · ${translate(EVENT_STATUS_LABELS[record.status as EventStatus] ?? EVENT_STATUS_LABELS.past)}`,
        tertiaryText: (record) => <ActivateButton record={record} />,
      }}
    >
      <DataTable.Col source="eventName" />
      <DataTable.Col source="status" disableSort field={FunctionField} render={(record: Row) => <EventStatusChip status={record.status} />} />
      <DataTable.Col source="eventStartDate" field={DayField} />
      <DataTable.Col source="eventEndDate" field={DayField} />
      <DataTable.Col source="attachedOrders" disableSort />
      <DataTable.Col source="eventTags" disableSort field={FunctionField} render={(record: Row) => record.eventTags.map((t) => t.tagName).join(', ')} />
      <DataTable.Col label="" disableSort field={FunctionField} render={(record: Row) => <ActivateButton record={record} />} />
    </EditableList>
  );
};

export default EventList;
