import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { EXPIRED } from '../auth/auth-provider';
import { ACTIVITY_EVENTS } from '../../../shared/session/shell-limits';
import type { CrossTab } from '../auth/cross-tab';
import { BUILD_INACTIVITY_DELAY_MS } from '../config';
import { useTranslate } from '../i18n/use-translate';
import { createInactivityWatch, type InactivityPhase, type InactivityWatch } from '../session/inactivity';
import { useShellSettings } from '../session/shell-settings';

/** Activity is told to the other tabs at most this often. */
const SHARE_EVERY_MS = 1_000;

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** The countdown, redrawn a few times a second while the warning shows. */
const Countdown = ({ deadline, warningSeconds }: { deadline: number; warningSeconds: number }) => {
  const translate = useTranslate();
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsLeft(deadline)), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return (
    <>
      <DialogContentText data-testid="session-countdown">{translate('session.timeout.message', { seconds })}</DialogContentText>
      <LinearProgress variant="determinate" value={(seconds / warningSeconds) * 100} sx={{ mt: 2 }} aria-hidden />
    </>
  );
};

/**
 * The session timeout (spec part 1, section 4): after the inactivity delay (the administrator's
 * setting, else the build's, else 15 minutes) a modal counts down; at zero the session is over
 * and the user is signed out (the other tabs with it). "Stay signed in" renews the token
 * silently, and falls back to the sign-in page when renewal needs the person. Activity
 * (keypress, mousemove, mousedown, scroll, touchmove, pointermove) is shared across tabs.
 */
export const SessionTimeout = ({ crossTab, renew }: { crossTab: CrossTab; renew: () => Promise<boolean> }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const settings = useShellSettings();
  const [state, setState] = useState<InactivityPhase>({ phase: 'active' });
  const watch = useRef<InactivityWatch | null>(null);
  const delayMs = settings ? (settings.inactivityDelayMs ?? BUILD_INACTIVITY_DELAY_MS) : null;
  const warningSeconds = settings?.warningSeconds ?? 60;

  useEffect(() => {
    if (delayMs === null) return;
    const clock = createInactivityWatch({ delayMs, warningMs: warningSeconds * 1000, onChange: setState });
    watch.current = clock;
    let sharedAt = 0;
    const onActivity = () => {
      if (!clock.localActivity() || Date.now() - sharedAt < SHARE_EVERY_MS) return;
      sharedAt = Date.now();
      crossTab.post('activity');
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    const unsubscribe = crossTab.subscribe((signal) => signal === 'activity' && clock.remoteActivity());
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      unsubscribe();
      clock.stop();
      watch.current = null;
    };
  }, [delayMs, warningSeconds, crossTab]);

  useEffect(() => {
    if (state.phase !== 'expired') return;
    void logout(EXPIRED, '/login', false).then(() => notify('auth.sessionExpired', { type: 'warning' }));
  }, [state.phase, logout, notify]);

  async function stay() {
    const renewed = await renew().catch(() => false);
    if (renewed) {
      watch.current?.stay();
      crossTab.post('activity');
    } else {
      // Renewal needs the person: the sign-in page, coming back here afterwards.
      await logout({}, '/login', true);
    }
  }

  return (
    <Dialog open={state.phase === 'warning'} aria-labelledby="session-timeout-title" disableEscapeKeyDown>
      <DialogTitle id="session-timeout-title">{translate('session.timeout.title')}</DialogTitle>
      <DialogContent>{state.phase === 'warning' ? <Countdown deadline={state.deadline} warningSeconds={warningSeconds} /> : null}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void logout()}>{translate('session.timeout.signOut')}</Button>
        <Button variant="contained" onClick={() => void stay()} autoFocus>
          {translate('session.timeout.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
