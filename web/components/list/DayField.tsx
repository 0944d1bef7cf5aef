import { FunctionField } from 'react-admin';
import { useFormats } from '../use-formats';

/** A list column's day (the `field` of a table column whose `source` holds a day), in the reader's language; nothing when there is none. */
export const DayField = ({ source }: { source: string }) => {
  const { day } = useFormats();
  return <FunctionField source={source} render={(record: Record<string, string | null | undefined>) => day(record[source])} />;
};
