import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { readOutboxMail, type MailAnswer } from '../../../shared/api/mail';
import { useFormats } from '../../components/use-formats';
import { useTranslate, type WebKey } from '../i18n/use-translate';
import { useSessionApi } from '../session/SessionProvider';
import { MailStateChip, OutboxNotice } from './MailOutboxPage';
import { OUTBOX_PATH } from './outbox-paths';

type Part = MailAnswer['mail']['parts'][number];

/**
 * The mail as a document of its own for the frame's srcdoc: the server's sanitised HTML (a few
 * text tags and links) in a fixed shell of ours, in the mail's language. The frame is sandboxed
 * without scripts or same-origin rights, so even markup that got past the sanitiser could neither
 * run nor reach the portal; links open in a tab of their own.
 */
export const mailDocument = (part: Pick<Part, 'language' | 'subject' | 'html'>) =>
  `<!doctype html><html lang="${part.language === 'fr' ? 'fr' : 'en'}"><head><meta charset="utf-8"><style>` +
  'body{font:15px/1.5 system-ui,sans-serif;color:#222;margin:16px;overflow-wrap:anywhere}a{color:#1565c0}' +
  `</style></head><body>${part.html}</body></html>`;

const Row = ({ label, children }: { label: WebKey; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 180 }}>
        {translate(label)}
      </Typography>
      <Box sx={{ wordBreak: 'break-word' }}>{children}</Box>
    </Stack>
  );
};

/** /admin/mails/:idMail: one mail of the outbox, rendered in its language, with how far its delivery got. */
const MailPage = () => {
  const translate = useTranslate();
  const { moment, count } = useFormats();
  const api = useSessionApi();
  const { idMail = '' } = useParams();
  const { data, error, isLoading, refetch } = useQuery({ queryKey: ['outboxMail', idMail], queryFn: () => readOutboxMail(api, idMail) });
  const mail = data?.mail;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={mail ? translate('pages.outbox.mailTitle', { to: mail.parts[0]?.to.join(', ') ?? '' }) : 'pages.outbox.title'} />
      <Button component={RouterLink} to={OUTBOX_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('pages.outbox.back')}
      </Button>
      {isLoading ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {error ? (
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            missing ? null : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('pages.outbox.retry')}
              </Button>
            )
          }
        >
          {translate(missing ? 'pages.outbox.notFound' : 'pages.outbox.loadFailed')}
        </Alert>
      ) : null}
      {mail ? (
        <>
          <OutboxNotice relay={data.relay} />
          {mail.parts.map((part, i) => (
            <Card key={i} sx={{ mb: 2 }}>
              <CardContent>
                <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-word' }}>
                  {part.subject}
                </Typography>
                <Row label="pages.outbox.fields.from">{mail.from}</Row>
                <Row label="pages.outbox.fields.to">{part.to.join(', ')}</Row>
                <Row label="pages.outbox.fields.createdAt">{moment(mail.createdAt)}</Row>
                <Row label="pages.outbox.fields.template">{mail.templateId}</Row>
                <Row label="pages.outbox.fields.language">{part.language.toUpperCase()}</Row>
                <Row label="pages.outbox.fields.state">
                  <MailStateChip state={mail.deliveryState} relay={data.relay} />
                </Row>
                {mail.deliveredAt ? <Row label="pages.outbox.fields.deliveredAt">{moment(mail.deliveredAt)}</Row> : null}
                {mail.attempts > 0 ? <Row label="pages.outbox.fields.attempts">{count(mail.attempts)}</Row> : null}
                {mail.lastError ? <Row label="pages.outbox.fields.lastError">{mail.lastError}</Row> : null}
                <Box
                  component="iframe"
                  title={translate('pages.outbox.frameTitle')}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={mailDocument(part)}
                  data-testid="mail-frame"
                  sx={{ mt: 2, width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
                />
              </CardContent>
            </Card>
          ))}
        </>
      ) : null}
    </Box>
  );
};

export default MailPage;
