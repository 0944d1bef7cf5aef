import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { isPositiveWholeQuantity } from '../../../shared/rules/quantities';
import { useTranslate } from '../../shell/i18n/use-translate';

/**
 * A cart quantity: minus and plus change it at once; typed digits are sent on Enter or when the
 * field loses focus, so "12" is one change and not "1" then "12". A value that is not a positive
 * whole number is shown as an error and not sent.
 */
export const QuantityField = ({
  value,
  disabled,
  label,
  onCommit,
}: {
  value: number;
  disabled?: boolean;
  label: string;
  onCommit: (quantity: number) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const typed = Number(text);
  const valid = text.trim() !== '' && isPositiveWholeQuantity(typed);
  const commit = (quantity: number) => {
    if (!isPositiveWholeQuantity(quantity)) return;
    setText(String(quantity));
    if (quantity !== value) onCommit(quantity);
  };
  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <IconButton size="small" aria-label={translate('pages.cart.decrease')} disabled={disabled || value <= 1} onClick={() => commit(value - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        fullWidth={false}
        variant="outlined"
        value={text}
        disabled={disabled}
        error={!valid}
        helperText={valid ? undefined : translate('validation.quantity.positiveWhole')}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={() => (valid ? commit(typed) : setText(String(value)))}
        onKeyDown={(e) => e.key === 'Enter' && valid && commit(typed)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, style: { textAlign: 'center' } } }}
        // The theme widens every text field to 100% below 768 px; a quantity stays narrow.
        sx={{ '&&': { width: 72 } }}
      />
      <IconButton size="small" aria-label={translate('pages.cart.increase')} disabled={disabled} onClick={() => commit(value + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
