import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ALL_ACCOUNTS } from '../../../../shared/permissions';
import type { AccountChoice } from './role-form';

/** The account whose permissions the grid shows; an administrator role's accounts carry their client's name. */
export const PermissionAccountPicker = ({
  choices,
  value,
  withClientName,
  onPick,
}: {
  choices: AccountChoice[];
  value: string | null;
  withClientName: boolean;
  onPick: (idClientAccount: string) => void;
}) => {
  const translate = useTranslate();
  const accountLabel = (choice: AccountChoice) =>
    choice.idClientAccount === ALL_ACCOUNTS
      ? translate('resources.roles.permissions.allAccounts')
      : [withClientName ? choice.clientName : null, choice.accountName ?? choice.idClientAccount].filter(Boolean).join(' – ');
  return (
    <TextField
      select
      label={translate('resources.roles.permissions.account')}
      value={value ?? ''}
      onChange={(event) => onPick(event.target.value)}
      disabled={choices.length < 2}
      size="small"
      sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.idClientAccount} value={choice.idClientAccount}>
          {accountLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
};
