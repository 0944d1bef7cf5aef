import { createElement, type ReactElement } from 'react';
import { LeaveGuard } from './LeaveGuard';

/**
 * Asks before leaving changes that are not saved, for what is not a react-admin form (the
 * permission grid): the shared leave question, the same as the forms'. Render what it returns.
 */
export function useConfirmLeave(dirty: boolean): ReactElement {
  return createElement(LeaveGuard, { active: dirty });
}
