import { useEffect } from 'react';
import { useBlocker } from 'react-admin';
import { useTranslate } from '../shell/i18n/use-translate';

/**
 * Asks before leaving changes that are not saved, for what is not a react-admin form (the
 * permission grid): a link or the browser's back goes nowhere unless the user agrees, and closing
 * or reloading the tab shows the browser's own question. Same words as the forms' question.
 */
export function useConfirmLeave(dirty: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!dirty || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes at every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, dirty, translate]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
