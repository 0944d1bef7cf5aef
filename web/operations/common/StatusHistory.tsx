import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { statusHistoryAnswer } from '../../../shared/operations/common/status-history';
import { callAction, type ActionKind } from '../../../shared/registry/route-kinds';
import type { z } from 'zod';
import { StatusTimeline, type TimelineItem } from '../../components/StatusTimeline';
import type { TranslationKey } from '../../../shared/i18n/translation-keys';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

/**
 * An operations document's status history (its resource's `statushistory` read): the statuses it
 * took, in the words of its list's status chip (`labels`), each at its date and time, its creation
 * first, drawn by the shared StatusTimeline. Read again whenever the document's status changes.
 */
export const StatusHistory = ({
  kind,
  id,
  status,
  labels,
}: {
  kind: ActionKind<z.ZodObject, typeof statusHistoryAnswer>;
  id: string;
  status: number;
  labels: Record<number, TranslationKey>;
}) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { data, isPending, error } = useQuery({
    queryKey: ['statusHistory', kind.name, id, status],
    queryFn: () => callAction(api, kind, { id }),
  });
  const word = (code: number) => (labels[code] ? translate(labels[code]) : String(code));
  const items: TimelineItem[] = (data?.statusChanges ?? []).map((change, index) => ({
    key: `status-${index}`,
    kind: 'status',
    at: change.changedAt,
    title: index === 0 ? translate('operations.statusHistory.created', { status: word(change.statusCode) }) : word(change.statusCode),
  }));
  const title = translate('operations.statusHistory.title');
  return (
    <Card data-testid="status-history">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <Alert severity="error">{translate('operations.statusHistory.failed')}</Alert>
        ) : (
          <StatusTimeline items={items} label={title} />
        )}
      </CardContent>
    </Card>
  );
};
