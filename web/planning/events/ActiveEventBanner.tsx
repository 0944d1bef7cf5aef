import { Alert, Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useActiveEvent } from './use-active-event';

/** Event mode, where the cart and the checkout show it: the active event, and the way out of it. */
export const ActiveEventBanner = () => {
  const { day } = useFormats();
  const translate = useTranslate();
  const notify = useNotify();
  const { event, leave } = useActiveEvent();
  if (!event) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="event-mode"
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => {
            leave();
            notify('resources.events.mode.left', { type: 'info' });
          }}
        >
          {translate('resources.events.mode.leave')}
        </Button>
      }
    >
      {translate('resources.events.mode.on', { name: event.eventName, from: day(event.eventStartDate), to: day(event.eventEndDate) })}
    </Alert>
  );
};
