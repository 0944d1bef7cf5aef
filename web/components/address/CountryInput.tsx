import { useEffect, useMemo, useRef } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { changeCountry } from '../../../shared/rules/address';
import { useCountries, useCountryName } from './use-countries';

const ADDRESS_FIELDS = ['address1', 'address2', 'zipCode', 'city'] as const;

/**
 * The country of an address, from GET /countries. Choosing another country empties the street,
 * post code and city (spec part 3, section 5: they no longer mean anything).
 */
export const CountryInput = ({ disabled }: { disabled?: boolean }) => {
  const { data = [], isPending } = useCountries();
  const countryName = useCountryName();
  const choices = useMemo(() => data.map((c) => ({ id: c.isO2, name: countryName(c) })).sort((a, b) => a.name.localeCompare(b.name)), [data, countryName]);
  const { setValue, getValues } = useFormContext();
  const country = useWatch({ name: 'countryISO2' }) as string | null;
  const previous = useRef(country);
  useEffect(() => {
    if (previous.current === country) return;
    const before = previous.current;
    previous.current = country;
    // The form's first value (a record being loaded) is not a change made by the person.
    if (before == null) return;
    const cleared = changeCountry(getValues() as Record<string, string | null>, country);
    for (const field of ADDRESS_FIELDS) setValue(field, cleared[field], { shouldDirty: true });
  }, [country, getValues, setValue]);
  return <AutocompleteInput source="countryISO2" choices={choices} isPending={isPending} disabled={disabled} />;
};
