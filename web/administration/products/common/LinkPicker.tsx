import { Autocomplete, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { useTranslate, type WebKey } from '../../../shell/i18n/use-translate';

/**
 * Links to the account's records (categories, attributes) picked by name: the form's value is the
 * list of links `{ [idField]: id }`, the extra fields of a kept link stay as they were.
 */
export function LinkPicker<Choice extends Record<string, unknown>>({
  source,
  idField,
  label,
  choices,
  nameOf,
}: {
  source: string;
  idField: string & keyof Choice;
  label: WebKey;
  choices: Choice[];
  nameOf: (choice: Choice) => string;
}) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  // react-admin gives '' for a missing value (a list row shown while the product loads has no parts).
  const value: Record<string, unknown>[] = Array.isArray(field.value) ? field.value : [];
  const picked = value.map((link) => choices.find((c) => c[idField] === link[idField])).filter((c): c is Choice => !!c);
  return (
    <Autocomplete
      multiple
      options={choices}
      value={picked}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a[idField] === b[idField]}
      onChange={(_, next) => field.onChange(next.map((choice) => value.find((link) => link[idField] === choice[idField]) ?? { [idField]: choice[idField] }))}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
      sx={{ width: '100%' }}
    />
  );
}
