import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { resourceHead } from '../../shared/resource-index';
import { useTranslate } from '../shell/i18n/use-translate';
import { useSession } from '../shell/session/SessionProvider';

/**
 * Screens of a resource kept per account (its paths name `{idClientAccount}`: `perAccount` in the
 * light index) work in the session's active account; without one they say where to choose it
 * instead of failing a call.
 * A screen that supplies the account itself (`hasAccount`) is let through.
 */
export const SessionAccountGate = ({ children, hasAccount = false }: { children: ReactNode; hasAccount?: boolean }) => {
  const name = useResourceContext();
  const { scope } = useSession();
  const translate = useTranslate();
  if (hasAccount || !name || !resourceHead(name).perAccount || (scope.idClient && scope.idClientAccount)) return <>{children}</>;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('app.chooseAccount')}
    </Alert>
  );
};
