import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { canAccess } from '../../../shared/permissions';
import { INACTIVITY_DELAY_BOUNDS, saveShellSettings, switchMaintenance } from '../../../shared/session/shell';
import { useNotifyError } from '../../components/use-notify-error';
import { BUILD_INACTIVITY_DELAY_MS } from '../config';
import { useTranslate } from '../i18n/use-translate';
import { useSession, useSessionApi } from '../session/SessionProvider';
import { useMaintenanceFlag, useShellCache, useShellSettings } from '../session/shell-settings';

const MINUTE = 60_000;
const minutesText = (ms: number | null) => (ms === null ? '' : String(Math.round((ms / MINUTE) * 100) / 100));

/** The delay typed in minutes, in ms; null for empty (the build's default); undefined when out of bounds. */
export function delayFromMinutes(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const ms = Math.round(Number(text.replace(',', '.')) * MINUTE);
  return Number.isFinite(ms) && ms >= INACTIVITY_DELAY_BOUNDS.min && ms <= INACTIVITY_DELAY_BOUNDS.max ? ms : undefined;
}

/**
 * The service part of the administrator settings, for holders of Edit on CoreMaintenance: the
 * maintenance switch (applied at once) and the session's inactivity delay.
 */
export const ServiceSettings = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const cache = useShellCache();
  const { user } = useSession();
  const settings = useShellSettings();
  const flag = useMaintenanceFlag(settings?.maintenancePollSeconds);
  const [minutes, setMinutes] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user || !canAccess(user.accountPermissions ?? [], { action: 'Edit', subject: 'CoreMaintenance' })) return null;
  const typed = minutes ?? minutesText(settings?.inactivityDelayMs ?? null);
  const delay = delayFromMinutes(typed);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
      notify('session.service.saved', { type: 'info' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ p: 2 }} component="section" aria-labelledby="service-settings-title">
      <Typography id="service-settings-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('session.service.title')}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={!!flag?.enabled}
                disabled={!flag || busy}
                onChange={(event) =>
                  void run(async () => {
                    cache.maintenance(await switchMaintenance(api, event.target.checked));
                  })
                }
              />
            }
            label={translate('session.service.maintenance')}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('session.service.maintenanceHelp')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={translate('session.service.inactivityDelay')}
            value={typed}
            onChange={(event) => setMinutes(event.target.value)}
            error={delay === undefined}
            helperText={
              delay === undefined
                ? translate('session.service.inactivityInvalid')
                : translate('session.service.inactivityHelp', { minutes: minutesText(BUILD_INACTIVITY_DELAY_MS) })
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button
            variant="outlined"
            disabled={busy || delay === undefined || !settings}
            onClick={() =>
              void run(async () => {
                cache.settings(await saveShellSettings(api, { inactivityDelayMs: delay ?? null }));
                setMinutes(null);
              })
            }
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate('session.service.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
