import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { orderingClient } from '../../../shared/ordering/client';
import type { CustomerOrderTimelineEvent } from '../../../shared/ordering/schemas';
import { fetchTracking, TRACKING_EVENT_LABELS } from '../../../shared/ordering/tracking';
import { customerOrderStatusLabel, orderStatusNameLabel } from '../../../shared/rules/statuses';
import { StatusTimeline, type TimelineItem } from '../../components/StatusTimeline';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

/** The timeline's query: whatever changes the order (its status, an issue, a document) invalidates it. */
export const timelineKey = (idCustomerOrder: string) => ['customerOrderTimeline', idCustomerOrder];

/**
 * An order's one story: the statuses it took with their label, its parcels and where the carrier
 * says they are (the tracking service's events, read as the parcel's own timeline reads them),
 * the issues reported and the documents added, in time order.
 */
export const OrderTimeline = ({ idCustomerOrder }: { idCustomerOrder: string }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { data, isPending, error } = useQuery({
    queryKey: timelineKey(idCustomerOrder),
    queryFn: () => orderingClient(api).customerOrderTimeline(idCustomerOrder),
  });
  const parcels = (data?.events ?? []).filter((e): e is Extract<CustomerOrderTimelineEvent, { kind: 'shipment' }> => e.kind === 'shipment');
  // The same queries as each parcel's tracking: read once, shared, refreshed together.
  const tracking = useQueries({
    queries: parcels.map((p) => ({ queryKey: ['tracking', p.idTracking], queryFn: () => fetchTracking(api, p.idTracking), retry: false })),
  });

  const labelText = (statusName: string) => {
    const key = orderStatusNameLabel(statusName);
    return `${translate('app.labelled', { label: translate('pages.orders.labelFilter') })} ${key ? translate(key) : statusName}`;
  };
  const items: TimelineItem[] = [];
  let previousLabel: string | null = null;
  for (const [index, event] of (data?.events ?? []).entries()) {
    const key = `${event.kind}-${index}`;
    if (event.kind === 'status') {
      const status = customerOrderStatusLabel(event.statusCode);
      const word = status ? translate(status) : event.statusName;
      items.push({
        key,
        kind: 'status',
        at: event.at,
        title: index === 0 ? translate('pages.orders.timeline.placed', { status: word }) : word,
        // The label only where it changed: one story, not the same word at every step.
        detail: event.statusName !== previousLabel ? labelText(event.statusName) : undefined,
      });
      previousLabel = event.statusName;
    } else if (event.kind === 'shipment') {
      items.push({
        key,
        kind: 'shipment',
        at: event.at,
        title: translate('pages.orders.timeline.shipped', { idTracking: event.idTracking }),
        detail: [event.carrierName, parcels.some((p) => p.deliveryNumber > 1) ? translate('pages.orders.detail.deliveryN', { n: event.deliveryNumber }) : null]
          .filter(Boolean)
          .join(' · '),
      });
      const answer = tracking[parcels.indexOf(event)]?.data;
      // Picked up is the parcel leaving: the shipment says it already.
      for (const step of answer?.trackingEvents.filter((t) => t.eventCode !== 'PICKED_UP') ?? [])
        items.push({
          key: `${key}-${step.eventCode}`,
          kind: 'tracking',
          at: step.eventDate,
          title: `${translate(TRACKING_EVENT_LABELS[step.eventCode])} · ${translate('pages.orders.timeline.parcel', { idTracking: event.idTracking })}`,
          detail: step.location ?? undefined,
        });
    } else if (event.kind === 'issue') {
      items.push({
        key,
        kind: 'issue',
        at: event.at,
        title: translate('pages.orders.timeline.issue', { subject: event.subject }),
        detail: labelText(event.statusName),
      });
    } else {
      items.push({ key, kind: 'document', at: event.at, title: translate('pages.orders.timeline.document', { name: event.documentName }) });
    }
  }

  return (
    <Card data-testid="order-timeline">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('pages.orders.timeline.title')}
        </Typography>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <Alert severity="error">{translate('pages.orders.timeline.failed')}</Alert>
        ) : (
          <StatusTimeline items={items} label={translate('pages.orders.timeline.title')} />
        )}
      </CardContent>
    </Card>
  );
};
