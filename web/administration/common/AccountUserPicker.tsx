import { Autocomplete, TextField } from '@mui/material';
import type { AccountUser } from './group-account';
import { fullName } from '../../../shared/rules/display';

/** The account's user to add (to a group, to a box), found by name: "First Last (e-mail)". */
export const AccountUserPicker = ({
  options,
  value,
  onChange,
  loading,
  noOptionsText,
  label,
}: {
  options: AccountUser[];
  value: AccountUser | null;
  onChange: (user: AccountUser | null) => void;
  loading: boolean;
  /** Already translated, as `label`. */
  noOptionsText: string;
  label: string;
}) => (
  <Autocomplete
    options={options}
    value={value}
    onChange={(_event, user) => onChange(user)}
    getOptionLabel={(user) => `${fullName(user)} (${user.email})`}
    isOptionEqualToValue={(a, b) => a.idUser === b.idUser}
    loading={loading}
    noOptionsText={noOptionsText}
    size="small"
    sx={{ flex: 1, minWidth: { xs: '100%', sm: 320 }, maxWidth: 480 }}
    renderInput={(params) => <TextField {...params} label={label} />}
  />
);
