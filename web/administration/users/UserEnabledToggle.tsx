import { Switch, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useNotifyError } from '../../components/use-notify-error';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import type { UserRecord } from '../../shell/providers/user-calls';
import { fullName } from '../../../shared/rules/display';
import { toggledUserForm } from './common/user-form-values';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * Enables or disables a user from the list, after confirmation; the change is a user save
 * (shared saveUser) like the form's. A disabled user can no longer sign in.
 */
export const UserEnabledToggle = ({ canEdit }: { canEdit: boolean }) => {
  const record = useRecordContext<UserRecord & { id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const name = fullName(record);
  const next = record.enabled ? 'disable' : 'enable';
  // The row (or the phone list's link) must not open the user.
  const keep = (event: MouseEvent) => event.stopPropagation();

  async function toggle() {
    setSaving(true);
    try {
      await dataProvider.saveUser(toggledUserForm(record!), record!);
      notify(`resources.users.toggle.${next}d`, { type: 'info', messageArgs: { name } });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      setAsking(false);
    }
  }

  return (
    <span onClick={keep}>
      <Tooltip title={translate(record.enabled ? 'resources.users.status.enabled' : 'resources.users.status.disabled')}>
        <Switch
          checked={record.enabled}
          disabled={!canEdit || saving}
          slotProps={{ input: { 'aria-label': translate(`resources.users.toggle.${next}`, { name }) } }}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            setAsking(true);
          }}
        />
      </Tooltip>
      <ConfirmDialog
        open={asking}
        loading={saving}
        title={translate(`resources.users.toggle.${next}Title`, { name })}
        content={translate(`resources.users.toggle.${next}Content`, { name })}
        confirm={next === 'enable' ? 'app.action.enable' : 'app.action.disable'}
        onConfirm={() => void toggle()}
        onClose={() => setAsking(false)}
      />
    </span>
  );
};
