import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { accountLabel } from '../../../shared/rules/display';
import type { ContextChoices } from '../../../shared/rules/menu';
import type { Message } from '../../../shared/rules/message';
import { messageText, useTranslate, type Translate } from '../i18n/use-translate';
import { useSession } from '../session/SessionProvider';
import { accountAfterClientChange } from '../session/account-choices';
import type { ContextSelection } from './use-context-selection';

type FieldProps = { context: ContextSelection; busy: boolean };

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

const errorText = (translate: Translate, error?: Message) => (error ? messageText(translate, error) : undefined);

/** The client: choosing one chooses its account when it has only one, and no warehouse yet. */
const ClientField = ({ context: { choices, clientsPending, selection, errors, change }, busy }: FieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      label={translate('session.settings.client')}
      value={clientsPending ? '' : (selection.idClient ?? '')}
      onChange={(e) => change({ idClient: e.target.value, idClientAccount: accountAfterClientChange(choices, e.target.value), idWarehouse: null })}
      error={!!errors.idClient}
      helperText={errorText(translate, errors.idClient)}
      disabled={clientsPending || busy}
      slotProps={{ input: { endAdornment: clientsPending ? <CircularProgress size={18} sx={{ mr: 3 }} /> : undefined } }}
    >
      {choices.map((c) => (
        <MenuItem key={c.idClient} value={c.idClient}>
          {c.clientName}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The chosen client's account: choosing one chooses no warehouse yet. */
const AccountField = ({ context: { accounts, selection, errors, change }, busy }: FieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      label={translate('session.settings.account')}
      value={accounts.some((a) => a.idClientAccount === selection.idClientAccount) ? selection.idClientAccount : ''}
      onChange={(e) => change({ ...selection, idClientAccount: e.target.value, idWarehouse: null })}
      error={!!errors.idClientAccount}
      helperText={errorText(translate, errors.idClientAccount)}
      disabled={!selection.idClient || busy}
    >
      {accounts.map((a) => (
        <MenuItem key={a.idClientAccount} value={a.idClientAccount}>
          {accountLabel(a)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The chosen account's warehouse, each with its type; says so when the account has none or they cannot be read. */
const WarehouseField = ({ context: { warehouses, selection, errors, change }, busy }: FieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      label={translate('session.settings.warehouse')}
      value={warehouses.data?.some((w) => w.idWarehouse === selection.idWarehouse) ? selection.idWarehouse : ''}
      onChange={(e) => change({ ...selection, idWarehouse: e.target.value })}
      error={!!errors.idWarehouse || warehouses.isError}
      helperText={
        errorText(translate, errors.idWarehouse) ??
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
  );
};

/**
 * The context panel's client, account and warehouse, each required, each shown as a choice only
 * where there is one (`offers`), else named.
 */
export const ContextFields = ({ offers, context, busy }: FieldProps & { offers: ContextChoices }) => {
  const translate = useTranslate();
  const { account } = useSession();
  return (
    <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
      {context.clientsError ? <Alert severity="error">{translate('session.settings.clientsUnavailable')}</Alert> : null}
      {!offers.client ? <Named label={translate('session.settings.client')} value={account?.clientName ?? context.choices[0]?.clientName} /> : null}
      {!offers.account ? <Named label={translate('session.settings.account')} value={account?.accountName ?? context.accounts[0]?.accountName} /> : null}
      {offers.client ? <ClientField context={context} busy={busy} /> : null}
      {offers.account ? <AccountField context={context} busy={busy} /> : null}
      <WarehouseField context={context} busy={busy} />
    </Stack>
  );
};
