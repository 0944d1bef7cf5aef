import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { FROM_OTHER_TAB } from '../auth/auth-provider';
import type { CrossTab } from '../auth/cross-tab';

/** Signs this tab out when another tab signs out. */
export const CrossTabSignOut = ({ crossTab }: { crossTab: CrossTab }) => {
  const logout = useLogout();
  useEffect(() => crossTab.subscribe((signal) => signal === 'signout' && void logout(FROM_OTHER_TAB, '/login', false)), [crossTab, logout]);
  return null;
};
