import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Link, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { fetchTracking, TRACKING_EVENT_CODES, TRACKING_EVENT_LABELS } from '../../../shared/ordering/tracking';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

const REFRESH_MS = 60_000;

/**
 * A parcel's way from the warehouse to the door: every step of the journey, the ones already
 * passed with their date and place. Reloaded every minute while open, since the parcel moves.
 */
export const TrackingTimeline = ({ idTracking }: { idTracking: string }) => {
  const { moment } = useFormats();
  const translate = useTranslate();
  const api = useSessionApi();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['tracking', idTracking],
    queryFn: () => fetchTracking(api, idTracking),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (error || !data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('pages.orders.retry')}
          </Button>
        }
      >
        {translate('pages.orders.tracking.failed')}
      </Alert>
    );
  const reached = data.trackingEvents.length;
  return (
    <Box data-testid="tracking-timeline" sx={{ pl: 1 }}>
      <Stepper orientation="vertical" activeStep={reached - 1} sx={{ mb: 1 }}>
        {TRACKING_EVENT_CODES.map((code, index) => {
          const event = data.trackingEvents.find((e) => e.eventCode === code);
          return (
            <Step key={code} completed={index < reached} expanded={Boolean(event)}>
              <StepLabel>{translate(TRACKING_EVENT_LABELS[code])}</StepLabel>
              <StepContent>
                {event && (
                  <Typography variant="body2" color="text.secondary">
                    {[moment(event.eventDate), event.location].filter(Boolean).join(' · ')}
                  </Typography>
                )}
              </StepContent>
            </Step>
          );
        })}
      </Stepper>
      <Link href={data.urlCarrierTracking} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {translate('pages.orders.tracking.carrierPage')}
        <OpenInNewIcon fontSize="inherit" />
      </Link>
    </Box>
  );
};
