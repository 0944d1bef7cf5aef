import { Alert, Box, Button, Card, Chip, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readOutbox, type MailDeliveryState, type MailsAnswer } from '../../../shared/api/mail';
import { PagedTable } from '../../components/list/PagedTable';
import { SearchField } from '../../components/list/SearchField';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../i18n/use-translate';
import { useSessionApi } from '../session/SessionProvider';
import { OUTBOX_PAGE_SIZE, outboxMailPath } from './outbox-paths';

/** A mail's delivery in words: waiting means "kept" when no relay would ever send it. */
export const MailStateChip = ({ state, relay }: { state: MailDeliveryState; relay: MailsAnswer['relay'] }) => {
  const translate = useTranslate();
  const word = state === 'pending' && !relay ? 'kept' : state;
  const color = state === 'delivered' ? 'success' : state === 'failed' ? 'error' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={translate(`pages.outbox.states.${word}`)} data-testid="mail-state" />;
};

/** Whether the server sends mails through a relay, said above the list and on each mail. */
export const OutboxNotice = ({ relay }: { relay: MailsAnswer['relay'] | undefined }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="outbox-notice">
      {translate('pages.outbox.builtIn')} {relay === undefined ? null : translate(relay ? 'pages.outbox.relayOn' : 'pages.outbox.relayOff')}
    </Alert>
  );
};

/**
 * /admin/mails: the built-in mail middleware's outbox for the service's operators (Edit on
 * CoreMaintenance, as GET /mails): newest first, a page at a time, searched by recipient. The
 * search and the page live in the URL, so back and forward return to the same view.
 */
const MailOutboxPage = () => {
  const translate = useTranslate();
  const { moment, count: formatCount } = useFormats();
  const api = useSessionApi();
  const [params, setParams] = useSearchParams();
  const searchText = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const change = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const search = next.search ?? searchText;
    const nextPage = next.page ?? (next.search === undefined ? page : 1);
    if (search) query.set('search', search);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['outbox', searchText, page],
    queryFn: () => readOutbox(api, { search: searchText, page, last: OUTBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const mails = data?.mails ?? [];
  const total = data?.total ?? 0;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="pages.outbox.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('pages.outbox.title')}
      </Typography>
      <OutboxNotice relay={data?.relay} />
      <Card>
        <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
          <SearchField
            type="search"
            trim
            value={searchText}
            onSearch={(search) => change({ search })}
            label={translate('pages.outbox.search')}
            placeholder={translate('pages.outbox.searchHint')}
            sx={{ flex: '1 1 260px', maxWidth: 480 }}
          />
          {searchText ? <Button onClick={() => change({ search: '' })}>{translate('pages.outbox.clear')}</Button> : null}
        </Box>
        <PagedTable
          rows={mails}
          rowKey={(mail, i) => `${mail.idMail}-${i}`}
          columns={[
            { key: 'createdAt', label: translate('pages.outbox.fields.createdAt'), sx: { whiteSpace: 'nowrap' }, cell: (mail) => moment(mail.createdAt) },
            { key: 'to', label: translate('pages.outbox.fields.to'), sx: { wordBreak: 'break-word' }, cell: (mail) => mail.to.join(', ') },
            { key: 'subject', label: translate('pages.outbox.fields.subject'), link: 'bold', cell: (mail) => mail.subject },
            { key: 'template', label: translate('pages.outbox.fields.template'), cell: (mail) => mail.templateId },
            {
              key: 'state',
              label: translate('pages.outbox.fields.state'),
              cell: (mail) => <MailStateChip state={mail.deliveryState} relay={data?.relay ?? null} />,
            },
          ]}
          open={(mail) => outboxMailPath(mail.idMail)}
          loaded={Boolean(data)}
          fetching={isFetching}
          error={error}
          onRetry={() => void refetch()}
          failed={translate('pages.outbox.loadFailed')}
          retry={translate('pages.outbox.retry')}
          empty={{
            testId: 'outbox-empty',
            title: translate(searchText ? 'pages.outbox.emptyFiltered' : 'pages.outbox.empty'),
            hint: translate(searchText ? 'pages.outbox.emptyFilteredHint' : 'pages.outbox.emptyHint'),
          }}
          small={{
            title: (mail) => mail.subject,
            badge: (mail) => <MailStateChip state={mail.deliveryState} relay={data?.relay ?? null} />,
            secondary: (mail) => [mail.to.join(', '), moment(mail.createdAt)].join(' · '),
          }}
          tableTestId="outbox-table"
          listTestId="outbox-list"
          rowTestId="mail-row"
          paging={{
            count: total,
            page,
            sizePerPage: OUTBOX_PAGE_SIZE,
            sizes: [OUTBOX_PAGE_SIZE],
            onPage: (next) => change({ page: next }),
            displayedRows: ({ from, to, count }) =>
              translate('pages.outbox.displayedRows', { from: formatCount(from), to: formatCount(to), count: formatCount(count) }),
          }}
        />
      </Card>
    </Box>
  );
};

export default MailOutboxPage;
