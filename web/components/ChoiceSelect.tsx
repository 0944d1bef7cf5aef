import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  /** Already translated. */
  label: ReactNode;
}

/**
 * One value picked in a menu outside a react-admin form: a list's or report's filter or sort, an
 * order's address. One small select, the same on every screen. With `all`, a filter may be off:
 * that entry comes first and the label stays above the field, over the "All …" it then shows;
 * `children` are entries of the caller's own before the `choices`. `error` (already translated)
 * stands under the field.
 */
export const ChoiceSelect = ({
  label,
  value,
  onChange,
  choices,
  all,
  children,
  error,
  disabled,
  testId,
  sx,
}: {
  /** Already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  all?: Choice;
  children?: ReactNode;
  error?: string;
  disabled?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
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
    slotProps={all ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
    data-testid={testId}
    sx={sx}
  >
    {all ? <MenuItem value={all.value}>{all.label}</MenuItem> : null}
    {children}
    {choices.map((choice) => (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    ))}
  </TextField>
);
