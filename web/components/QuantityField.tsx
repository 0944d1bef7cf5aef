import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { isPositiveWholeQuantity } from '../../shared/rules/quantities';
import { useTranslate } from '../shell/i18n/use-translate';

/**
 * The portal's one quantity field (cart, catalog, order and draft editing): minus, the number,
 * plus. Minus and plus change it at once; typed digits are committed on Enter or when the field
 * loses focus, so "12" is one change and not "1" then "12". Only digits can be typed (no browser
 * spinner, no stray characters); a value that is not a whole number from `min` up is shown as an
 * error and not committed. Plus (and the up arrow) stop at `max` (the stock); a typed quantity
 * above it is still sent, for the rule's own message about the stock. Wide enough for four digits.
 * A form whose own Save sends the quantities passes `onType` too: it sees each typed text at once,
 * so its Save can be enabled (and its rules checked) before the field loses focus.
 */
export const QuantityField = ({
  value,
  disabled,
  label,
  onCommit,
  onType,
  min = 1,
  max,
  error,
  helperText,
  name,
  id,
}: {
  value: number | null;
  disabled?: boolean;
  /** The field's accessible name ("Quantity of Desk lamp"). */
  label: string;
  onCommit: (quantity: number) => void;
  /** Each typed text (digits only, maybe empty), before it is committed. */
  onType?: (text: string) => void;
  min?: number;
  max?: number;
  /** An error the caller's rule found (the field's own is a quantity out of bounds). */
  error?: boolean;
  helperText?: ReactNode;
  /** The input's name and id, in a form (QuantityInput). */
  name?: string;
  id?: string;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => setText(value == null ? '' : String(value)), [value]);
  const typed = Number(text);
  const inBounds = (quantity: number) => isPositiveWholeQuantity(quantity) && quantity >= min;
  const belowMax = (quantity: number) => max === undefined || quantity <= max;
  const valid = text.trim() !== '' && inBounds(typed);
  const commit = (quantity: number) => {
    if (!inBounds(quantity)) return;
    setText(String(quantity));
    if (quantity !== value) onCommit(quantity);
  };
  const current = value ?? 0;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ flexShrink: 0 }}>
      <IconButton size="small" aria-label={translate('pages.cart.decrease')} disabled={disabled || current <= min} onClick={() => commit(current - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        fullWidth={false}
        variant="outlined"
        value={text}
        disabled={disabled}
        error={error || (text !== '' && !valid)}
        helperText={helperText ?? (text !== '' && !valid ? translate('validation.quantity.positiveWhole') : undefined)}
        onChange={(e) => {
          const digits = e.target.value.replace(/[^\d]/g, '');
          setText(digits);
          onType?.(digits);
        }}
        onBlur={() => (valid ? commit(typed) : text === '' ? undefined : setText(value == null ? '' : String(value)))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && valid) commit(typed);
          else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            const next = current + (e.key === 'ArrowUp' ? 1 : -1);
            if (e.key === 'ArrowDown' || belowMax(next)) commit(next);
          }
        }}
        slotProps={{
          htmlInput: {
            // A spin button to assistive technology: its value and bounds, the arrows step it.
            role: 'spinbutton',
            name,
            id,
            'aria-valuenow': value ?? undefined,
            'aria-valuemin': min,
            'aria-valuemax': max,
            inputMode: 'numeric',
            'aria-label': label,
            style: { textAlign: 'center' },
          },
        }}
        // The theme widens every text field to 100% below 768 px; a quantity keeps room for four digits.
        sx={{ '&&': { width: 76, minWidth: 76 } }}
      />
      <IconButton
        size="small"
        aria-label={translate('pages.cart.increase')}
        disabled={disabled || (max !== undefined && current >= max)}
        onClick={() => commit(current + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
