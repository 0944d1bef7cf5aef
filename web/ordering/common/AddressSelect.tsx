import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface AddressChoice {
  idAddressBookAddress: string;
  addressName: string;
  zipCode: string | null;
  city: string | null;
}

/**
 * The delivery address of an order, among the user's address books: each choice by its name,
 * postcode and city; `children` are the choices before them (none, the order's own address).
 * `error` (already translated) stands under the field.
 */
export const AddressSelect = ({
  label,
  value,
  onChange,
  addresses,
  error,
  disabled,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (idAddressBookAddress: string) => void;
  addresses: readonly AddressChoice[];
  error?: string;
  disabled?: boolean;
  testId: string;
  children?: ReactNode;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    disabled={disabled}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error}
    data-testid={testId}
  >
    {children}
    {addresses.map((a) => (
      <MenuItem key={a.idAddressBookAddress} value={a.idAddressBookAddress}>
        {a.addressName} · {a.zipCode} {a.city}
      </MenuItem>
    ))}
  </TextField>
);
