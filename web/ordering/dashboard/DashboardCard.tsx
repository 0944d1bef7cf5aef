import { Card, CardActions, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from '../../shell/i18n/use-translate';

/** What a card shows the answer of: a react-query result, or the part of it a card reads. */
export interface CardQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
}

const SKELETONS = (
  <Stack spacing={1} aria-busy="true">
    <Skeleton variant="text" />
    <Skeleton variant="text" />
    <Skeleton variant="text" width="60%" />
  </Stack>
);

/**
 * A card of the dashboard and the buyer's home: a heading (h2), then its body while loading
 * (`pending`, skeletons by default), on failure, empty (`empty`, when `isEmpty`) or filled
 * (`children`), and its `action` below. Every card of the home reads its answer the same way.
 */
export function DashboardCard<Data>({
  id,
  title,
  query,
  empty,
  isEmpty,
  pending = SKELETONS,
  children,
  action,
}: {
  id: string;
  title: string;
  query: CardQuery<Data>;
  empty: string;
  isEmpty: (data: Data) => boolean;
  pending?: ReactNode;
  children: (data: Data) => ReactNode;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader id={id} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {query.isPending ? (
          pending
        ) : query.isError || !query.data ? (
          <Typography color="error">{translate('pages.dashboard.loadFailed')}</Typography>
        ) : isEmpty(query.data) ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          children(query.data)
        )}
      </CardContent>
      {action ? <CardActions>{action}</CardActions> : null}
    </Card>
  );
}
