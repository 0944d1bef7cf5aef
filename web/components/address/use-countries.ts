import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import type { Country } from '../../shell/providers/user-calls';

/** GET /countries, once per session: reference data. */
export function useCountries() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery<Country[]>({ queryKey: ['countries'], queryFn: () => dataProvider.getCountries(), staleTime: Infinity, retry: false });
}

/** A country's name in the interface language (French when known, else English, else its code). */
export function useCountryName() {
  const [locale] = useLocaleState();
  return (country: Country) => (locale === 'fr' && country.countryNameFR ? country.countryNameFR : country.countryNameEN) || country.isO2;
}
