import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { formatAmountInput, readAmount } from '../../shared/rules/display';
import { useTranslate } from '../shell/i18n/use-translate';
import { useFormats } from './use-formats';

const shown = (value: unknown, language: string) => (typeof value === 'number' && Number.isFinite(value) ? formatAmountInput(value, language) : '');

/**
 * A price typed in the reader's language: shown with two decimals and the language's decimal
 * mark (12,90 in French), the account's currency symbol after it; typed with a comma or a point.
 * While the field has the focus the text is left as typed; it is written out again on leaving.
 */
export const MoneyInput = ({
  source,
  label,
  disabled,
  validate,
}: {
  source: string;
  label?: string;
  disabled?: boolean;
  validate?: Validator | Validator[];
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { language, currencySymbol } = useFormats();
  const { field, fieldState, formState, id, isRequired } = useInput({ source, validate });
  const [text, setText] = useState(() => shown(field.value, language));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(shown(field.value, language));
  }, [field.value, language, focused]);
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  const labelKey = label ?? `resources.${resource}.fields.${source}`;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(labelKey, { _: labelKey })}
      required={isRequired}
      disabled={disabled}
      value={text}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={false} />}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(readAmount(e.target.value));
      }}
      onBlur={() => {
        setFocused(false);
        field.onBlur();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{currencySymbol}</InputAdornment> },
      }}
    />
  );
};
