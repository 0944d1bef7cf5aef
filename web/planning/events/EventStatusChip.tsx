import { Chip } from '@mui/material';
import { EVENT_STATUS_LABELS, type EventStatus } from '../../../shared/rules/events';
import { useTranslate } from '../../shell/i18n/use-translate';

/** An event's status (upcoming, ongoing, past) as a small chip. */
export const EventStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'upcoming' ? 'primary' : 'default'}
      label={translate(EVENT_STATUS_LABELS[status as EventStatus] ?? EVENT_STATUS_LABELS.past)}
    />
  );
};
