import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { useNotifyError } from '../../components/use-notify-error';
import { useSession } from '../session/SessionProvider';
import { fullName } from '../../../shared/rules/display';
import { useSessionActions } from '../session/use-session-actions';

/** While masquerading: who the portal acts as, and a one-click return to one's own account. */
export const MasqueradeBanner = () => {
  const translate = useTranslate();
  const actions = useSessionActions();
  const notifyError = useNotifyError();
  const { scope, user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!scope.masquerade) return null;
  // The session user is the one acted as once loaded; until then no name is shown.
  const actingUser = user?.idUser === scope.masquerade.idUser ? user : null;
  const name = actingUser ? fullName(actingUser) : '…';
  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<TheaterComedyIcon />}
      data-testid="masquerade-banner"
      role="status"
      sx={{ mt: 1, mb: 1, alignItems: 'center', '& .MuiAlert-message': { flex: 1, minWidth: 0 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : null}
          onClick={() => {
            setBusy(true);
            actions
              .endMasquerade()
              .catch(notifyError)
              .finally(() => setBusy(false));
          }}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('session.masquerade.return')}
        </Button>
      }
    >
      {translate('session.masquerade.banner', { name })}
      {actingUser?.email ? ` (${actingUser.email})` : ''}
    </Alert>
  );
};
