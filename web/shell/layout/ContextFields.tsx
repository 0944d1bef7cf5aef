import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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

/** One part of the context to choose, with a spinner while its choices load. */
const ChoiceField = ({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  loading = false,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
  loading?: boolean;
  options: { value: string; label: ReactNode }[];
}) => (
  <TextField
    select
    fullWidth
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={error}
    helperText={helperText}
    disabled={disabled}
    slotProps={{ input: { endAdornment: loading ? <CircularProgress size={18} sx={{ mr: 3 }} /> : undefined } }}
  >
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

/** The client: choosing one chooses its account when it has only one, and no warehouse yet. */
const ClientField = ({ context: { choices, clientsPending, selection, errors, change }, busy }: FieldProps) => {
  const translate = useTranslate();
  return (
    <ChoiceField
      label={translate('session.settings.client')}
      value={clientsPending ? '' : (selection.idClient ?? '')}
      onChange={(idClient) => change({ idClient, idClientAccount: accountAfterClientChange(choices, idClient), idWarehouse: null })}
      error={!!errors.idClient}
      helperText={errorText(translate, errors.idClient)}
      disabled={clientsPending || busy}
      loading={clientsPending}
      options={choices.map((c) => ({ value: c.idClient, label: c.clientName }))}
    />
  );
};

/** The chosen client's account: choosing one chooses no warehouse yet. */
const AccountField = ({ context: { accounts, selection, errors, change }, busy }: FieldProps) => {
  const translate = useTranslate();
  return (
    <ChoiceField
      label={translate('session.settings.account')}
      value={(accounts.some((a) => a.idClientAccount === selection.idClientAccount) && selection.idClientAccount) || ''}
      onChange={(idClientAccount) => change({ ...selection, idClientAccount, idWarehouse: null })}
      error={!!errors.idClientAccount}
      helperText={errorText(translate, errors.idClientAccount)}
      disabled={!selection.idClient || busy}
      options={accounts.map((a) => ({ value: a.idClientAccount, label: accountLabel(a) }))}
    />
  );
};

/** The chosen account's warehouse, each with its type; says so when the account has none or they cannot be read. */
const WarehouseField = ({ context: { warehouses, selection, errors, change }, busy }: FieldProps) => {
  const translate = useTranslate();
  return (
    <ChoiceField
      label={translate('session.settings.warehouse')}
      value={(warehouses.data?.some((w) => w.idWarehouse === selection.idWarehouse) && selection.idWarehouse) || ''}
      onChange={(idWarehouse) => change({ ...selection, idWarehouse })}
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
      loading={warehouses.isFetching}
      options={(warehouses.data ?? []).map((w) => ({
        value: w.idWarehouse,
        label: (
          <>
            {w.warehouseName}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {translate(`session.settings.warehouseType.${w.warehouseType}`, { _: w.warehouseType })}
            </Typography>
          </>
        ),
      }))}
    />
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
