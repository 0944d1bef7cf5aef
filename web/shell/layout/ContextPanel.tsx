import { accountLabel } from '../../../shared/rules/display';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Box, Button, CircularProgress, Divider, Drawer, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { isMenuItemVisible, type ContextChoices } from '../../../shared/rules/menu';

import { messageText, useTranslate } from '../i18n/use-translate';
import { validateAdminSettings } from '../../../shared/rules/session-forms';
import type { Message } from '../../../shared/rules/message';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { accountAfterClientChange, accountsOf, initialClient, warehouseAfterLoad } from '../session/account-choices';
import { pathAfterContextChange } from '../session/context-change';
import { requestWarehouses, type AccountSelection } from '../session/session-store';
import { useSession, useSessionApi, useSessionStore } from '../session/SessionProvider';
import { useClientChoices } from '../session/use-client-choices';
import { useSessionActions } from '../session/use-session-actions';
import { ServiceSettings } from './ServiceSettings';
import { LIST_PATHS, MENU_ENTRIES } from './menu-items';
import { SectionHeading } from '../../components/SectionHeading';

type Errors = Partial<Record<keyof AccountSelection, Message>>;

const sameSelection = (a: AccountSelection, b: AccountSelection) =>
  a.idClient === b.idClient && a.idClientAccount === b.idClientAccount && a.idWarehouse === b.idWarehouse;

/**
 * The working context panel, the same for every user (spec part 1, sections 2, 4 and 5, with the
 * issue's one switcher): client, account and warehouse, each required, each shown as a choice
 * only where there is one (`ContextChoices`), else named. A client with one account selects it;
 * an account's warehouse is its only one, else the one last used there, else its first. Leaving
 * by clicking outside (or Escape) with a choice not applied asks 'Exit without apply changes!'.
 * Applying reloads the session and every screen's data, and keeps the user on the screen they
 * are on (`pathAfterContextChange`: only a screen the new context cannot show moves, to its
 * nearest list); resetting forgets the stored choice and returns to /.
 */
/** A part of the context there is no choice for: named, not a disabled field. */
const Named = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  ) : null;

export const ContextPanel = ({ open, onClose, choices: offers }: { open: boolean; onClose: () => void; choices: ContextChoices }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const store = useSessionStore();
  // Failed warehouse actions say 'Something happened' unless a rule refused them (spec part 1, section 8).
  const notifyError = useNotifyActionFailed();
  const actions = useSessionActions();
  const navigate = useNavigate();
  const location = useLocation();
  const { scope, account } = useSession();
  const { choices, isPending: clientsPending, error: clientsError } = useClientChoices({ enabled: open });
  const applied: AccountSelection = {
    idClient: scope.idClient ?? null,
    idClientAccount: scope.idClientAccount ?? null,
    idWarehouse: scope.idWarehouse ?? null,
  };
  const [selection, setSelection] = useState<AccountSelection>(applied);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmExit, setConfirmExit] = useState(false);
  const [busy, setBusy] = useState(false);

  // Each opening starts from what is applied (read at that moment, not on every scope change);
  // a lone client is chosen at once.
  useEffect(() => {
    if (!open) return;
    setSelection(applied);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => {
    if (!open || clientsPending) return;
    setSelection((s) => {
      if (s.idClient) return s;
      const idClient = initialClient(choices, null);
      return idClient ? { idClient, idClientAccount: accountAfterClientChange(choices, idClient), idWarehouse: null } : s;
    });
  }, [open, clientsPending, choices]);

  const warehouses = useQuery({
    queryKey: ['session', 'warehouses', selection.idClient, selection.idClientAccount],
    queryFn: () => requestWarehouses(api, selection.idClient, selection.idClientAccount!),
    enabled: open && !!selection.idClientAccount,
    retry: false,
  });
  // Once the account's warehouses are known: its only one is chosen.
  useEffect(() => {
    if (!warehouses.data) return;
    setSelection((s) => ({ ...s, idWarehouse: warehouseAfterLoad(warehouses.data, s.idWarehouse, store.lastUsedWarehouse(s.idClientAccount)) }));
  }, [warehouses.data, store]);

  const accounts = accountsOf(choices, selection.idClient);
  const changed = !sameSelection(selection, applied);

  const change = (next: AccountSelection) => {
    setSelection(next);
    setErrors({});
  };
  const requestClose = (reason?: string) => {
    if ((reason === 'backdropClick' || reason === 'escapeKeyDown') && changed) setConfirmExit(true);
    else onClose();
  };
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
        (path) => {
          const entry = MENU_ENTRIES.find((e) => path === e.to || (e.to.endsWith('/list') && path.startsWith(e.to.slice(0, -'list'.length))));
          const permissions = after.user?.accountPermissions ?? [];
          const context = {
            accountPermissions: permissions,
            idClientAccount: after.scope.idClientAccount ?? null,
            warehouseType: after.scope.warehouseType ?? null,
            hasQuotas: after.user?.hasQuotas,
            hasBudgetQuotas: after.user?.hasBudgetQuotas,
            eventAccounts: after.user?.eventAccounts,
          };
          return !entry || isMenuItemVisible(entry.subject, context);
        },
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

  const message = (error?: Message) => (error ? messageText(translate, error) : undefined);

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={(_, reason) => requestClose(reason)}
        // The paper is the dialog; on phones a strip of the page stays visible, to click outside.
        slotProps={{ paper: { 'aria-labelledby': 'context-panel-title', sx: { width: { xs: 'min(380px, calc(100vw - 56px))', sm: 380 } } } as object }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={(e) => (e.preventDefault(), void apply())}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <Box sx={{ p: 2 }}>
            <SectionHeading id="context-panel-title" title={translate('session.context.title')} hint={translate('session.context.intro')} />
          </Box>
          <Divider />
          <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
            {clientsError ? <Alert severity="error">{translate('session.settings.clientsUnavailable')}</Alert> : null}
            {!offers.client ? <Named label={translate('session.settings.client')} value={account?.clientName ?? choices[0]?.clientName} /> : null}
            {!offers.account ? <Named label={translate('session.settings.account')} value={account?.accountName ?? accounts[0]?.accountName} /> : null}
            {offers.client ? (
              <TextField
                select
                fullWidth
                label={translate('session.settings.client')}
                value={clientsPending ? '' : (selection.idClient ?? '')}
                onChange={(e) => change({ idClient: e.target.value, idClientAccount: accountAfterClientChange(choices, e.target.value), idWarehouse: null })}
                error={!!errors.idClient}
                helperText={message(errors.idClient)}
                disabled={clientsPending || busy}
                slotProps={{ input: { endAdornment: clientsPending ? <CircularProgress size={18} sx={{ mr: 3 }} /> : undefined } }}
              >
                {choices.map((c) => (
                  <MenuItem key={c.idClient} value={c.idClient}>
                    {c.clientName}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {offers.account ? (
              <TextField
                select
                fullWidth
                label={translate('session.settings.account')}
                value={accounts.some((a) => a.idClientAccount === selection.idClientAccount) ? selection.idClientAccount : ''}
                onChange={(e) => change({ ...selection, idClientAccount: e.target.value, idWarehouse: null })}
                error={!!errors.idClientAccount}
                helperText={message(errors.idClientAccount)}
                disabled={!selection.idClient || busy}
              >
                {accounts.map((a) => (
                  <MenuItem key={a.idClientAccount} value={a.idClientAccount}>
                    {accountLabel(a)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              select
              fullWidth
              label={translate('session.settings.warehouse')}
              value={warehouses.data?.some((w) => w.idWarehouse === selection.idWarehouse) ? selection.idWarehouse : ''}
              onChange={(e) => change({ ...selection, idWarehouse: e.target.value })}
              error={!!errors.idWarehouse || warehouses.isError}
              helperText={
                message(errors.idWarehouse) ??
                (warehouses.isError
                  ? translate('session.settings.warehousesUnavailable')
                  : warehouses.data && !warehouses.data.length
                    ? translate('session.settings.noWarehouse')
                    : undefined)
              }
              disabled={!selection.idClientAccount || warehouses.isFetching || busy}
              slotProps={{ input: { endAdornment: warehouses.isFetching ? <CircularProgress size={18} sx={{ mr: 3 }} /> : undefined } }}
            >
              {(warehouses.data ?? []).map((w) => (
                <MenuItem key={w.idWarehouse} value={w.idWarehouse}>
                  {w.warehouseName}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {translate(`session.settings.warehouseType.${w.warehouseType}`, { _: w.warehouseType })}
                  </Typography>
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Divider />
          <Box sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            {offers.account ? (
              <Button color="inherit" startIcon={<RestartAltIcon />} onClick={() => void reset()} disabled={busy}>
                {translate('session.settings.reset')}
              </Button>
            ) : (
              <span />
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button onClick={() => requestClose()} disabled={busy}>
                {translate('ra.action.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}>
                {translate('session.settings.apply')}
              </Button>
            </Box>
          </Box>
        </Box>
        <Divider />
        <ServiceSettings />
      </Drawer>
      <ConfirmDialog
        open={confirmExit}
        title={translate('messages.exitWithoutApplyingChanges')}
        content={translate('session.settings.exitContent')}
        confirm="app.action.discard"
        tone="warning"
        onConfirm={() => {
          setConfirmExit(false);
          onClose();
        }}
        onClose={() => setConfirmExit(false)}
      />
    </>
  );
};

export default ContextPanel;
