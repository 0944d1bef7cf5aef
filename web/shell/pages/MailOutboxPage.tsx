import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  InputAdornment,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { readOutbox, type MailDeliveryState, type MailsAnswer } from '../../../shared/api/mail';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../i18n/use-translate';
import { useSessionApi } from '../session/SessionProvider';
import { OUTBOX_PAGE_SIZE, outboxMailPath } from './outbox-paths';

const SEARCH_DEBOUNCE_MS = 400;

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
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const searchText = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const isSmall = useMediaQuery('(max-width:767px)');

  const change = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const search = next.search ?? searchText;
    const nextPage = next.page ?? (next.search === undefined ? page : 1);
    if (search) query.set('search', search);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const [search, setSearch] = useState(searchText);
  useEffect(() => setSearch(searchText), [searchText]);
  useEffect(() => {
    if (search.trim() === searchText) return;
    const timer = setTimeout(() => change({ search: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);

  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['outbox', searchText, page],
    queryFn: () => readOutbox(api, { search: searchText, page, last: OUTBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const mails = data?.mails ?? [];
  const total = data?.total ?? 0;
  const open = (idMail: string) => outboxMailPath(idMail);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="pages.outbox.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('pages.outbox.title')}
      </Typography>
      <OutboxNotice relay={data?.relay} />
      <Card>
        <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
          <TextField
            size="small"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            label={translate('pages.outbox.search')}
            placeholder={translate('pages.outbox.searchHint')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: '1 1 260px', maxWidth: 480 }}
          />
          {searchText ? <Button onClick={() => change({ search: '' })}>{translate('pages.outbox.clear')}</Button> : null}
        </Box>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
        {error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('pages.outbox.retry')}
              </Button>
            }
          >
            {translate('pages.outbox.loadFailed')}
          </Alert>
        ) : data && mails.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }} data-testid="outbox-empty">
            <Typography variant="h6" component="p" gutterBottom>
              {translate(searchText ? 'pages.outbox.emptyFiltered' : 'pages.outbox.empty')}
            </Typography>
            <Typography color="text.secondary">{translate(searchText ? 'pages.outbox.emptyFilteredHint' : 'pages.outbox.emptyHint')}</Typography>
          </Box>
        ) : isSmall ? (
          <List dense data-testid="outbox-list">
            {mails.map((mail, i) => (
              <ListItem key={`${mail.idMail}-${i}`} disablePadding divider>
                <ListItemButton component={RouterLink} to={open(mail.idMail)}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                        <Typography fontWeight={600} sx={{ wordBreak: 'break-word' }}>
                          {mail.subject}
                        </Typography>
                        <MailStateChip state={mail.deliveryState} relay={data?.relay ?? null} />
                      </Stack>
                    }
                    secondary={[mail.to.join(', '), moment(mail.createdAt)].join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <TableContainer>
            <Table size="small" data-testid="outbox-table">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('pages.outbox.fields.createdAt')}</TableCell>
                  <TableCell>{translate('pages.outbox.fields.to')}</TableCell>
                  <TableCell>{translate('pages.outbox.fields.subject')}</TableCell>
                  <TableCell>{translate('pages.outbox.fields.template')}</TableCell>
                  <TableCell>{translate('pages.outbox.fields.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {mails.map((mail, i) => (
                  <TableRow
                    key={`${mail.idMail}-${i}`}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => void navigate(open(mail.idMail))}
                    data-testid="mail-row"
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(mail.createdAt)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{mail.to.join(', ')}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={open(mail.idMail)} onClick={(e) => e.stopPropagation()} fontWeight={600}>
                        {mail.subject}
                      </Link>
                    </TableCell>
                    <TableCell>{mail.templateId}</TableCell>
                    <TableCell>
                      <MailStateChip state={mail.deliveryState} relay={data?.relay ?? null} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {total > 0 && (
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={OUTBOX_PAGE_SIZE}
            rowsPerPageOptions={[OUTBOX_PAGE_SIZE]}
            onPageChange={(_e, next) => change({ page: next + 1 })}
            labelDisplayedRows={({ from, to, count }) =>
              translate('pages.outbox.displayedRows', { from: formatCount(from), to: formatCount(to), count: formatCount(count) })
            }
          />
        )}
      </Card>
    </Box>
  );
};

export default MailOutboxPage;
