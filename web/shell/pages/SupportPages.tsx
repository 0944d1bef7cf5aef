import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link, Title } from 'react-admin';
import { ApiError } from '../../../shared/api/api-error';
import { readSupportSignOn, type SupportSignOn } from '../../../shared/session/shell';
import { PageTitle } from '../../components/PageTitle';
import { useTranslate, type WebKey } from '../i18n/use-translate';
import { useSessionApi } from '../session/SessionProvider';

/** The FAQ's questions, in the order shown; each has its question and answer under support.faq.items in every language. */
const FAQ = ['account', 'order', 'stock', 'password', 'session', 'maintenance'] as const;

/** /get-support/faq: the frequently asked questions, from the locales. */
export const FaqPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, width: '100%', mx: 'auto' }}>
      <PageTitle title="support.faq.title" intro="support.faq.intro" variant="h4" />
      {FAQ.map((item) => (
        <Accordion key={item} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${item}`} aria-controls={`faq-${item}-answer`}>
            <Typography component="h2" sx={{ fontWeight: 500 }}>
              {translate(`support.faq.items.${item}.question` satisfies WebKey)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item}-answer`}>
            <Typography color="text.secondary">{translate(`support.faq.items.${item}.answer` satisfies WebKey)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};

const SupportFrame = ({ children }: { children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <Title title="support.sso.title" />
      <HelpCenterIcon color="primary" sx={{ fontSize: 72 }} />
      {children}
      <Button component={Link} to="/get-support/faq">
        {translate('support.sso.faq')}
      </Button>
    </Box>
  );
};

/**
 * /zendesk/sso/login: signs the user on to the help centre (the token comes from the server,
 * which holds the secret) by posting it there, as the help centre's JWT sign-on expects; or says
 * that none is configured.
 */
export const SupportSignOnPage = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const form = useRef<HTMLFormElement>(null);
  const [signOn, setSignOn] = useState<SupportSignOn | null>(null);
  const [failure, setFailure] = useState<'notConfigured' | string | null>(null);
  useEffect(() => {
    const returnTo = new URLSearchParams(window.location.search).get('return_to');
    readSupportSignOn(api, returnTo).then(setSignOn, (error: unknown) =>
      setFailure(
        error instanceof ApiError && error.code === 'HELP_CENTER_NOT_CONFIGURED' ? 'notConfigured' : error instanceof Error ? error.message : String(error),
      ),
    );
  }, [api]);
  useEffect(() => {
    if (signOn) form.current?.submit();
  }, [signOn]);
  return (
    <SupportFrame>
      {failure ? (
        <Alert severity={failure === 'notConfigured' ? 'info' : 'error'}>
          {failure === 'notConfigured' ? translate('support.sso.notConfigured') : failure}
        </Alert>
      ) : (
        <>
          <CircularProgress aria-label={translate('support.sso.signingIn')} />
          <Typography>{translate('support.sso.signingIn')}</Typography>
        </>
      )}
      {signOn ? (
        <form ref={form} method="post" action={signOn.action} hidden>
          <input type="hidden" name="jwt" value={signOn.jwt} />
          {signOn.returnTo ? <input type="hidden" name="return_to" value={signOn.returnTo} /> : null}
        </form>
      ) : null}
    </SupportFrame>
  );
};

/** /zendesk/sso/logout: where the help centre sends the user back after signing out there. */
export const SupportSignedOutPage = () => {
  const translate = useTranslate();
  return (
    <SupportFrame>
      <Typography variant="h5" component="h1">
        {translate('support.sso.signedOut')}
      </Typography>
    </SupportFrame>
  );
};
