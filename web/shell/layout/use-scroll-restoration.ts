import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberScroll, scrollFor, scrollKey, sessionStorageOrMemory } from '../session/scroll-positions';

/** How long a restored position is held while the page's content loads and grows. */
const RESTORE_FOR_MS = 2_000;

/**
 * Keeps each route's scroll position for the browser session and returns to it on back, forward
 * and a later visit (shell/session/scroll-positions.ts). The page's content often arrives after
 * the route does, so the position is applied again each frame until it holds, the time runs out
 * or the user scrolls by themselves.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const key = scrollKey(location);
  const storage = useMemo(() => sessionStorageOrMemory(), []);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Each scroll is remembered for the route it happened on (once a frame).
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        rememberScroll(storage, key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key, storage]);

  useLayoutEffect(() => {
    const target = scrollFor(storage, key);
    // A route never scrolled starts at the top, not where the previous one was left.
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
    const apply = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 2 || Date.now() > until) return stop();
      frame = requestAnimationFrame(apply);
    };
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    window.addEventListener('keydown', stop);
    apply();
    return stop;
  }, [key, storage]);
}
