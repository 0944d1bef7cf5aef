import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMenuItemVisible } from '../../../shared/rules/menu';
import { validateAdminSettings } from '../../../shared/rules/session-forms';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { pathAfterContextChange } from '../session/context-change';
import type { AccountSelection, SessionState } from '../session/session-store';
import { useSessionStore } from '../session/SessionProvider';
import { useSessionActions } from '../session/use-session-actions';
import type { SelectionErrors } from './use-context-selection';
import { LIST_PATHS, MENU_ENTRIES, menuContextOf } from './menu-items';

/** Whether the context of `state` offers the screen at `path`: its menu entry, if it has one, is shown there. */
const offeredIn =
  ({ user, scope }: SessionState) =>
  (path: string): boolean => {
    const entry = MENU_ENTRIES.find((e) => path === e.to || (e.to.endsWith('/list') && path.startsWith(e.to.slice(0, -'list'.length))));
    return !entry || isMenuItemVisible(entry.subject, menuContextOf(user?.accountPermissions ?? [], scope, user));
  };

/**
 * Applying and resetting the context panel's choice. Applying checks the choice (its errors go to
 * `setErrors`), reloads the session and every screen's data, and keeps the user on the screen they
 * are on (`pathAfterContextChange`: only a screen the new context cannot show moves, to its
 * nearest list); resetting forgets the stored choice and returns to /. Both close the panel;
 * failed warehouse actions say 'Something happened' unless a rule refused them (spec part 1, section 8).
 */
export function useApplyContext({
  selection,
  setErrors,
  onClose,
}: {
  selection: AccountSelection;
  setErrors: (errors: SelectionErrors) => void;
  onClose: () => void;
}) {
  const store = useSessionStore();
  const notifyError = useNotifyActionFailed();
  const actions = useSessionActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  async function apply() {
    const found = validateAdminSettings(selection);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const before = store.getScope();
      await actions.applySettings(selection);
      const after = store.getState();
      const next = pathAfterContextChange(
        location.pathname,
        { accountChanged: before.idClientAccount !== after.scope.idClientAccount, warehouseChanged: before.idWarehouse !== after.scope.idWarehouse },
        LIST_PATHS,
        offeredIn(after),
      );
      onClose();
      if (next !== location.pathname) void navigate(next);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }
  async function reset() {
    setBusy(true);
    try {
      onClose();
      await actions.resetSettings();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, apply, reset };
}
