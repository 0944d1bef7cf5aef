import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { findResource, type ResourceDescription } from '../../shared/resources';
import { useTranslate } from '../shell/i18n/use-translate';
import { useSession } from '../shell/session/SessionProvider';

/** Whether the description's paths need an account that only the session's scope can give. */
export const needsSessionAccount = (description: ResourceDescription) => description.paths.list.includes('{idClientAccount}');

/**
 * Screens of a resource kept per account (its paths name `{idClientAccount}`) work in the
 * session's active account; without one they say where to choose it instead of failing a call.
 * A screen that supplies the account itself (`hasAccount`) is let through.
 */
export const SessionAccountGate = ({ children, hasAccount = false }: { children: ReactNode; hasAccount?: boolean }) => {
  const name = useResourceContext();
  const { scope } = useSession();
  const translate = useTranslate();
  if (hasAccount || !name || !needsSessionAccount(findResource(name)) || (scope.idClient && scope.idClientAccount)) return <>{children}</>;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('app.chooseAccount')}
    </Alert>
  );
};
