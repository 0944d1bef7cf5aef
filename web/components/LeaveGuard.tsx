import { useEffect, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { useTranslate } from '../shell/i18n/use-translate';

/**
 * Asks before leaving a page that would lose something, with the shared dialog ("Leave" /
 * "Stay"): a link or the browser's back goes nowhere unless the user agrees, and closing or
 * reloading the tab shows the browser's own question (the only one a page cannot word).
 * `active` false lets everything through; a navigation blocked while it turns false (a save that
 * redirects, a run that ends) goes on by itself.
 */
export const LeaveGuard = ({
  active,
  blockIf,
  title,
  content,
}: {
  active: boolean;
  /** Which navigations to ask about (default: any to another path). */
  blockIf?: BlockerFunction;
  /** The question and what leaving loses, already translated (default: unsaved changes). */
  title?: ReactNode;
  content?: ReactNode;
}) => {
  const translate = useTranslate();
  const blocker = useBlocker((args) => active && (blockIf ? blockIf(args) : args.currentLocation.pathname !== args.nextLocation.pathname));
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  return (
    <ConfirmDialog
      open={active && blocker.state === 'blocked'}
      title={title ?? translate('app.leave.title')}
      content={content ?? translate('app.leave.content')}
      confirm="app.action.leave"
      cancel="app.action.stay"
      tone="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
