/**
 * Date inputs (README, "Screen conventions"): a day is typed or picked in the portal's one date
 * field, `PortalDateField` (`PortalDateInput` in a react-admin form), in the portal's language and
 * the reader's format, offering only the days its rule allows. react-admin's DateInput and a
 * browser's date input follow the browser's language and format instead: these scans fail on
 * either anywhere in web/, and on the picker library used by anything but the shared field.
 */
import { describe, expect, it } from 'vitest';
import { WEB_SOURCES, importedNames, offending } from './web-sources';

const SHARED_FIELD = 'web/components/PortalDateField.tsx';

describe('every date input is the portal’s date field', () => {
  it('uses no react-admin date or time input', () => {
    const used = WEB_SOURCES.flatMap((s) =>
      importedNames(s, 'react-admin')
        .filter((name) => /^(DateInput|DateTimeInput|TimeInput)$/.test(name))
        .map((name) => `${s.path}: ${name}`),
    );
    expect(used).toEqual([]);
  });

  it('has no browser date input (type date, datetime-local, month, week or time)', () => {
    expect(offending(/\btype\s*[=:]\s*\{?\s*['"`](date|datetime-local|month|week|time)['"`]/)).toEqual([]);
  });

  it('reaches the picker library only through the shared field', () => {
    expect(offending(/from\s+['"]@mui\/x-date-pickers/, (s) => s.path !== SHARED_FIELD)).toEqual([]);
  });

  it('is used by the screens that take a day', () => {
    const users = WEB_SOURCES.filter((s) => /<PortalDate(Input|Field)\b/.test(s.text) && !s.path.startsWith('web/components/PortalDate')).map((s) => s.path);
    expect(users).toEqual(
      expect.arrayContaining([
        'web/planning/common/ValidityInputs.tsx',
        'web/planning/events/EventForm.tsx',
        'web/administration/boxes/AddBoxUser.tsx',
        'web/reports/common/ReportFilters.tsx',
        'web/operations/common/ProductLinesInput.tsx',
      ]),
    );
  });
});
