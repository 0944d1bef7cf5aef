import { Box, ListSubheader, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { AccountOption, GroupAccount } from './group-account';
import type { GroupAccountState } from './use-group-account';

const accountName = (option: AccountOption) => (option.accountCode ? `${option.accountName} (${option.accountCode})` : option.accountName);
const accountLabel = (option: AccountOption) => (option.clientName ? `${option.clientName} – ${accountName(option)}` : accountName(option));

/**
 * The account whose groups are shown: a picker when the session has no active account, else
 * the active account's name (the settings panel changes it). A group's own form shows its
 * account only.
 */
export const GroupAccountPicker = ({ state, readOnly = false }: { state: GroupAccountState; readOnly?: boolean }) => {
  const translate = useTranslate();
  const { account, option, fromSession, options, pick } = state;
  if (fromSession || readOnly) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.groups.inAccount', { account: option ? accountLabel(option) : '…' })}
      </Typography>
    );
  }
  const clients = [...new Set(options.map((o) => o.clientName ?? ''))];
  return (
    <Box sx={{ mt: 2 }}>
      <TextField
        select
        size="small"
        label={translate('resources.groups.account')}
        value={account?.idClientAccount ?? ''}
        onChange={(event) => {
          const chosen = options.find((o) => o.idClientAccount === event.target.value);
          pick(chosen ? { idClient: chosen.idClient, idClientAccount: chosen.idClientAccount } : null);
        }}
        sx={{ width: { xs: '100%', sm: 420 } }}
        slotProps={{
          select: {
            renderValue: (value) => {
              const chosen = options.find((o) => o.idClientAccount === value);
              return chosen ? accountLabel(chosen) : '';
            },
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
          },
        }}
      >
        {clients.flatMap((client) => [
          <ListSubheader key={`client-${client}`}>{client}</ListSubheader>,
          ...options
            .filter((o) => (o.clientName ?? '') === client)
            .map((o) => (
              <MenuItem key={o.idClientAccount} value={o.idClientAccount}>
                {accountName(o)}
              </MenuItem>
            )),
        ])}
      </TextField>
    </Box>
  );
};

/**
 * A per-account screen (groups, products: their list and their creation): the account's picker,
 * then the screen for the account picked, or `none` once it is known that none is.
 */
export const InPickedAccount = ({ state, none, children }: { state: GroupAccountState; none: ReactNode; children: (account: GroupAccount) => ReactNode }) => (
  <>
    <GroupAccountPicker state={state} />
    {state.account ? children(state.account) : state.isPending ? <Loading /> : none}
  </>
);
