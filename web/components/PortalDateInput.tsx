import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import type { ReactNode } from 'react';
import { PortalDateField } from './PortalDateField';
import { UNFINISHED_DAY } from './portal-date-value';

export type PortalDateInputProps = Pick<InputProps, 'source' | 'defaultValue' | 'validate' | 'resource'> & {
  /** A message key (or text); by default the resource's field label, as react-admin's inputs. */
  label?: string;
  /** A hint under the field; false for none (react-admin's rule). */
  helperText?: ReactNode | false;
  disabled?: boolean;
  readOnly?: boolean;
  /** The first and last days the rule allows ('YYYY-MM-DD'): the calendar offers no other. */
  minDate?: string | null;
  maxDate?: string | null;
  shouldDisableDate?: (day: string) => boolean;
  /** The zone a date-time value names its day in (the browser's by default). */
  zone?: string;
  className?: string;
};

/**
 * The portal's date field (`PortalDateField`) as a react-admin form input, in place of react-admin's
 * DateInput (the browser's language and format): the form holds 'YYYY-MM-DD', or null once cleared,
 * as before, so the shared rules, the API and the CLI see the same values. A value from the record
 * is left as it is until the user changes it. A date typed halfway holds `UNFINISHED_DAY`, which the
 * form's rule refuses, and the field says which format it wants. The form's errors show under it
 * as under every react-admin input.
 */
export const PortalDateInput = ({
  source,
  resource,
  label,
  helperText,
  defaultValue,
  validate,
  disabled,
  readOnly,
  minDate,
  maxDate,
  shouldDisableDate,
  zone,
  className,
}: PortalDateInputProps) => {
  const { field, fieldState, formState, id, isRequired } = useInput({ source, resource, defaultValue, validate, disabled, readOnly });
  const { error, invalid } = fieldState;
  return (
    <PortalDateField
      id={id}
      name={field.name}
      inputRef={field.ref}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={label === '' ? null : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      value={field.value}
      onChange={(day, problem) => field.onChange(problem === 'invalid' ? UNFINISHED_DAY : day)}
      onBlur={field.onBlur}
      minDate={minDate}
      maxDate={maxDate}
      shouldDisableDate={shouldDisableDate}
      zone={zone}
      disabled={disabled}
      readOnly={readOnly}
      showProblem={formState.isSubmitted}
      error={invalid && field.value !== UNFINISHED_DAY}
      helperText={
        helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText === false ? undefined : helperText} /> : null
      }
    />
  );
};
