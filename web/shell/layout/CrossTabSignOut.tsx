import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { FROM_OTHER_TAB } from '../auth/auth-provider';
import type { CrossTab } from '../auth/cross-tab';

/** Signs this tab out when another tab signs out; when that was for inactivity, this tab says so too. */
export const CrossTabSignOut = ({ crossTab }: { crossTab: CrossTab }) => {
  const logout = useLogout();
  const notify = useNotify();
  useEffect(
    () =>
      crossTab.subscribe((signal) => {
        if (signal === 'activity') return;
        void logout(FROM_OTHER_TAB, '/login', false).then(() => {
          if (signal === 'expired') notify('auth.sessionExpired', { type: 'warning' });
        });
      }),
    [crossTab, logout, notify],
  );
  return null;
};
