import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, PasswordInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { createApiClient } from '../../../shared/api/api-client';
import { useNotifyError } from '../../components/use-notify-error';
import { API_BASE } from '../config';
import { AuthCard } from './AuthCard';
import { submitNewPassword, tokenFromHash } from './set-password-form';
import { messageText, useTranslate } from '../i18n/use-translate';

/**
 * The page of the welcome e-mail's link (public, outside the layout): the new user chooses a
 * password, once; then signs in. A used or expired link says so and offers the sign-in page.
 */
export default function SetPasswordPage() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  // Identity calls never carry or renew a token.
  const api = useMemo(() => createApiClient({ baseUrl: API_BASE, getScope: () => ({}) }), []);
  const token = useMemo(() => tokenFromHash(window.location.hash), []);
  const [state, setState] = useState<'form' | 'done' | 'invalidLink'>(token ? 'form' : 'invalidLink');
  const [busy, setBusy] = useState(false);

  async function submit(values: Record<string, unknown>) {
    setBusy(true);
    try {
      const outcome = await submitNewPassword(api, token ?? '', {
        password: String(values.password ?? ''),
        confirmation: String(values.confirmation ?? ''),
      });
      if (outcome.kind !== 'fields') return setState(outcome.kind);
      // react-admin shows returned field errors in place, as given: translated here with their values.
      return Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, messageText(translate, message)]));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, bgcolor: 'primary.dark' }}>
      <AuthCard maxWidth={420} icon={<KeyIcon />} title={translate('pages.setPassword.title')}>
        {state === 'form' ? (
          <Form onSubmit={submit} noValidate>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate('pages.setPassword.intro')}
            </Typography>
            <PasswordInput source="password" label="pages.setPassword.password" autoComplete="new-password" fullWidth autoFocus />
            <PasswordInput source="confirmation" label="pages.setPassword.confirmation" autoComplete="new-password" fullWidth />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {translate('pages.setPassword.submit')}
            </Button>
          </Form>
        ) : (
          <>
            <Alert severity={state === 'done' ? 'success' : 'error'} sx={{ mb: 2 }}>
              {translate(state === 'done' ? 'pages.setPassword.done' : 'errors.codes.INVALID_LINK')}
            </Alert>
            <Button component={Link} to="/login" variant="contained" fullWidth>
              {translate('pages.setPassword.signIn')}
            </Button>
          </>
        )}
      </AuthCard>
    </Box>
  );
}
