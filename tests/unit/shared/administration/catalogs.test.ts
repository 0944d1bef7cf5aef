import { describe, expect, it } from 'vitest';
import { diffPart } from '../../../../shared/registry/define';
import { catalogs, catalogSaveInput } from '../../../../shared/administration/catalogs';

const errorsOf = (body: unknown) => {
  const result = catalogSaveInput.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('catalog input', () => {
  it('takes a name and defaults position and enabled; group links default to enabled', () => {
    expect(catalogSaveInput.parse({ catalogName: ' Summer ', groups: [{ idClientAccountGroup: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }] })).toEqual({
      catalogName: 'Summer',
      displayPosition: 0,
      enabled: true,
      groups: [{ idClientAccountGroup: '7c9e6679-7425-40de-944b-e07fc1f90ae7', enabled: true }],
    });
  });

  it('refuses a blank or too long name and a negative or fractional position', () => {
    expect(errorsOf({ catalogName: '', displayPosition: 1.5 })).toEqual({ catalogName: 'validation.required', displayPosition: 'validation.number.whole' });
    expect(errorsOf({ catalogName: 'x'.repeat(51), displayPosition: -1 })).toEqual({
      catalogName: 'validation.text.tooLong',
      displayPosition: 'validation.number.notNegative',
    });
  });
});

describe('catalog group links on save', () => {
  const [groups] = catalogs.savePlan!.parts;
  it('adds missing links, removes surplus ones and saves a link again when its switch changed', () => {
    const stored = [
      { idClientAccountGroup: 'a', enabled: true },
      { idClientAccountGroup: 'b', enabled: true },
    ];
    const wanted = [
      { idClientAccountGroup: 'b', enabled: false },
      { idClientAccountGroup: 'c', enabled: true },
    ];
    expect(diffPart(groups, stored, wanted)).toEqual({ removed: stored, added: wanted });
  });
});
