import { useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PortalDateInput } from '../../../components/PortalDateInput';
import { dayOf } from '../../../components/portal-date-value';

/** A product label's period, in its row: the calendar offers no end before the start nor start after the end (the shared rule's order). */
export const LabelPeriodInputs = () => {
  const [from, to] = useWatch({ name: [useWrappedSource('fromDate'), useWrappedSource('toDate')] }) as unknown[];
  return (
    <>
      <PortalDateInput source="fromDate" label="resources.products.fromDate" helperText={false} maxDate={dayOf(to)} />
      <PortalDateInput source="toDate" label="resources.products.toDate" helperText={false} minDate={dayOf(from)} />
    </>
  );
};
