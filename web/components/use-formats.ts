import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_CURRENCY_SYMBOL, formatCount, formatDay, formatMoment, formatMoney } from '../../shared/rules/display';

type DateValue = string | Date | null | undefined;

/**
 * How a screen writes prices, days, times and counts: in the reader's language, through Intl
 * (`shared/rules/display.ts`). Every screen goes through it (a test scans the screens for prices
 * and dates written any other way). Accounts carry no currency in the API: the spec's default
 * symbol, the euro, is the account's.
 */
export function useFormats() {
  const [language] = useLocaleState();
  return useMemo(
    () => ({
      language,
      currencySymbol: DEFAULT_CURRENCY_SYMBOL,
      money: (amount: number | null | undefined) => formatMoney(amount, language, DEFAULT_CURRENCY_SYMBOL),
      day: (value: DateValue, zone?: string) => formatDay(value, language, zone),
      moment: (value: DateValue, zone?: string) => formatMoment(value, language, zone),
      count: (value: number) => formatCount(value, language),
    }),
    [language],
  );
}
