/**
 * Money and dates (README, "Screen conventions"): a screen writes a price, a day, a time or a
 * count only through the shared helpers (`useFormats`, or `formatMoney` / `formatDay` /
 * `formatMoment` / `formatCount` of `shared/rules/display.ts`), which use Intl in the reader's
 * language and the spec's currency-symbol rule. These scans fail on any other way in web/.
 */
import { describe, expect, it } from 'vitest';
import { WEB_SOURCES, importedNames, offending } from './web-sources';

describe('money and dates are written by the shared helpers only', () => {
  it('uses neither the files’ formats (dd/mm/yyyy hh:mm:ss) nor a price formatter of its own', () => {
    const fileFormats = WEB_SOURCES.flatMap((s) =>
      importedNames(s, '../'.repeat(s.path.split('/').length - 1) + 'shared/rules/display')
        .filter((name) => ['formatDate', 'formatDateTime', 'formatPrice'].includes(name))
        .map((name) => `${s.path}: ${name}`),
    );
    expect(fileFormats).toEqual([]);
    expect(offending(/\.toFixed\(/)).toEqual([]);
    expect(offending(/€|\bEUR\b/)).toEqual([]);
  });

  it('formats nothing through Intl, toLocale*String or a day-number pattern of its own', () => {
    expect(offending(/\bIntl\.|\.toLocale(Date|Time)?String\(/)).toEqual([]);
    expect(offending(/toFormat\(\s*['"`][^'"`]*(dd|HH|mm|ss)/)).toEqual([]);
  });

  it('shows no price or date through react-admin’s own fields (browser locale, no currency)', () => {
    const used = WEB_SOURCES.flatMap((s) =>
      importedNames(s, 'react-admin')
        .filter((name) => ['NumberField', 'DateField', 'DateTimeInput'].includes(name))
        .map((name) => `${s.path}: ${name}`),
    );
    expect(used).toEqual([]);
  });

  it('takes every price a person types with MoneyInput (the language’s decimal mark, the currency): no NumberInput of a price', () => {
    expect(WEB_SOURCES.filter((s) => /<NumberInput\s+source="price\w*"/.test(s.text)).map((s) => s.path)).toEqual([]);
    expect(WEB_SOURCES.filter((s) => /<MoneyInput\b/.test(s.text)).length).toBeGreaterThanOrEqual(1);
  });

  it('formats every price field of a list through the money helper', () => {
    expect(offending(/source="price\w*"(?!.*money\()/, (s) => /DataTable|SimpleList/.test(s.text))).toEqual([]);
  });
});
