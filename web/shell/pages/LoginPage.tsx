import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, PasswordInput, required, TextInput, useLogin, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useTranslate } from '../i18n/use-translate';
import { ApiError } from '../../../shared/api/api-error';
import { createApiClient } from '../../../shared/api/api-client';
import { API_BASE } from '../config';
import { useNotifyError } from '../../components/use-notify-error';
import { serverMessageKey } from '../i18n/i18n-provider';
import type { Identity } from '../auth/identity';
import { AuthCard } from './AuthCard';

export interface LoginPageOptions {
  identityKind: Identity['kind'];
  /** The identity provider failed at start-up (spec: 'Oh snap! You got an error!'). */
  identityError?: unknown;
}

const requiredField = [required()];

/**
 * Forgot password (built-in identity): the address is sent, and the page says the same thing
 * whatever the server knows of it (it answers the same for every address).
 */
const ForgotPasswordForm = ({ onBack }: { onBack: () => void }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  // Identity calls never carry or renew a token.
  const api = useMemo(() => createApiClient({ baseUrl: API_BASE, getScope: () => ({}) }), []);
  const [state, setState] = useState<'form' | 'busy' | 'sent'>('form');
  async function submit(values: Record<string, unknown>) {
    setState('busy');
    try {
      // Loaded when asked for: the sign-in page's own download stays what it shows.
      const { requestPasswordReset } = await import('../../../shared/api/mail');
      await requestPasswordReset(api, String(values.email ?? ''));
      setState('sent');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length) {
        setState('form');
        return error.errors;
      }
      notifyError(error);
      setState('form');
    }
  }
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('auth.forgot.title')}
      </Typography>
      {state === 'sent' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('auth.forgot.sent')}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('auth.forgot.intro')}
          </Typography>
          <TextInput source="email" type="email" label="auth.signIn.email" autoComplete="username" validate={requiredField} fullWidth autoFocus />
          <Button type="submit" variant="contained" fullWidth disabled={state === 'busy'} sx={{ mt: 1 }}>
            {translate('auth.forgot.submit')}
          </Button>
        </Form>
      )}
      <Button fullWidth sx={{ mt: 1 }} onClick={onBack}>
        {translate('auth.forgot.back')}
      </Button>
    </Box>
  );
};

/** Sign-in: e-mail and password for the built-in identity, a redirect button for Azure AD B2C. */
export const createLoginPage = ({ identityKind, identityError }: LoginPageOptions) =>
  function LoginPage() {
    const translate = useTranslate();
    const login = useLogin();
    const location = useLocation();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [busy, setBusy] = useState(false);
    const [forgot, setForgot] = useState(false);

    async function submit(values: Record<string, unknown>) {
      setBusy(true);
      try {
        // Back where the session ended, else straight to the dashboard: "/" would only redirect
        // there, after one more permission check.
        const next = (location.state as { nextPathname?: string } | null)?.nextPathname;
        await login(values, next && next !== '/' ? undefined : '/dashboard');
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.errors).length) return error.errors;
        // 401 is "wrong e-mail or password" unless the server names a catalogued case (User is disabled).
        if (error instanceof ApiError && error.status === 401 && !serverMessageKey(error.message)) {
          notify('auth.signIn.invalidCredentials', { type: 'error' });
        } else {
          notifyError(error);
        }
      } finally {
        setBusy(false);
      }
    }

    return (
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          background: (theme) => `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        }}
      >
        <AuthCard maxWidth={400} icon={<LockOpenIcon />} title={translate('app.name')} subtitle={translate('auth.signIn.subtitle')}>
          {identityError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('messages.identityError')}
            </Alert>
          ) : null}
          {identityKind === 'builtin' && forgot ? (
            <ForgotPasswordForm onBack={() => setForgot(false)} />
          ) : identityKind === 'builtin' ? (
            <Form onSubmit={submit} noValidate>
              <TextInput source="email" type="email" label="auth.signIn.email" autoComplete="username" validate={requiredField} fullWidth autoFocus />
              <PasswordInput source="password" label="auth.signIn.password" autoComplete="current-password" validate={requiredField} fullWidth />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={busy}
                sx={{ mt: 2 }}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
              >
                {translate('auth.signIn.submit')}
              </Button>
              <Box sx={{ textAlign: 'center', mt: 2 }}>
                <Link component="button" type="button" variant="body2" onClick={() => setForgot(true)}>
                  {translate('auth.forgot.link')}
                </Link>
              </Box>
            </Form>
          ) : (
            <Button variant="contained" fullWidth disabled={busy} onClick={() => void submit({})}>
              {translate('auth.signIn.withProvider')}
            </Button>
          )}
        </AuthCard>
      </Box>
    );
  };
