import { Stack, Typography } from '@mui/material';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { useTranslate } from '../shell/i18n/use-translate';
import { QuantityField } from './QuantityField';

/**
 * The one quantity field (QuantityField: minus, the number, plus) as a react-admin form input:
 * the quantity lines of supplier, outbound and work orders, stock regularisations, kits and
 * bundles. Its label stands above it; each typed digit reaches the form at once, so Save sends
 * what is shown; the form's rules show their message under it.
 */
export const QuantityInput = ({
  source,
  label,
  defaultValue = 1,
  min = 1,
  validate,
}: {
  source: string;
  /** A message key (or text) naming the quantity. */
  label: string;
  defaultValue?: number;
  min?: number;
  validate?: Validator | Validator[];
}) => {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({ source, defaultValue, validate });
  const text = translate(label, { _: label });
  const shownError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  const value = field.value === null || field.value === undefined || field.value === '' ? null : Number(field.value);
  return (
    <Stack spacing={0.25} sx={{ alignSelf: 'flex-start' }}>
      <Typography component="label" htmlFor={id} variant="caption" color="text.secondary" sx={{ pl: 5 }}>
        {text}
      </Typography>
      <QuantityField
        name={field.name}
        id={id}
        label={text}
        value={value}
        min={min}
        onCommit={(quantity) => field.onChange(quantity)}
        onType={(typed) => field.onChange(typed === '' ? null : Number(typed))}
        error={Boolean(shownError)}
        helperText={shownError ? <InputHelperText error={shownError} /> : undefined}
      />
    </Stack>
  );
};
