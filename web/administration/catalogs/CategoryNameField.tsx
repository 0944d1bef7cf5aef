import { Box, Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FIELD_LIMITS, textLimitProblem } from '../../../shared/rules/field-limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useTranslate } from '../../shell/i18n/use-translate';

/**
 * A category name typed in place: Enter or the button submits a name that is not blank, Escape
 * (or Cancel, when offered) gives up. The server checks the name again.
 */
export const CategoryNameField = ({
  label,
  initial = '',
  submitLabel,
  submitIcon,
  disabled,
  clearOnSubmit = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  submitIcon?: ReactNode;
  disabled: boolean;
  clearOnSubmit?: boolean;
  onSubmit: (name: string) => Promise<unknown> | unknown;
  onCancel?: () => void;
}) => {
  const translate = useTranslate();
  const [value, setValue] = useState(initial);
  const name = value.trim();
  // Nothing typed is cut: a name past the limit is refused with the rule's message.
  const problem = textLimitProblem(name, FIELD_LIMITS.categoryName);
  const submit = async () => {
    if (!name || problem || disabled) return;
    await onSubmit(name);
    if (clearOnSubmit) setValue('');
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flex: '1 1 16rem' }}
    >
      <LimitedTextField
        size="small"
        label={label}
        limit={FIELD_LIMITS.categoryName}
        problem={problem}
        value={value}
        autoFocus={!!onCancel}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        sx={{ flex: '1 1 14rem', maxWidth: 420 }}
      />
      <Button type="submit" variant="contained" size="small" startIcon={submitIcon} disabled={disabled || !name || !!problem}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button size="small" onClick={onCancel}>
          {translate('resources.catalogs.categories.cancel')}
        </Button>
      ) : null}
    </Box>
  );
};
