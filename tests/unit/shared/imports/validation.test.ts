import { describe, expect, it } from 'vitest';
import { readAllRows, type SheetRow } from '../../../../shared/imports/engine';
import { fileLanguage, mapColumns, normalizeHeader, parseMappingSpec, templateHeaders } from '../../../../shared/imports/headers';
import { BULK_MESSAGES, KINDS, resolveLanguage } from '../../../../shared/imports/kinds';
import { createRowValidator, type Cell, type RowError } from '../../../../shared/imports/rows';
import { RuleError } from '../../../../shared/rules/message';
import { en, fr, lookup, t } from '../rules/locale-helpers';

const labelsOf = (resource: string) => ({
  en: lookup(en, `resources.${resource}.fields`) as Record<string, string>,
  fr: lookup(fr, `resources.${resource}.fields`) as Record<string, string>,
});
const users = KINDS.users;
const addresses = KINDS.addresses;
const said = (errors: RowError[]) => errors.map((e) => `${e.column} "${e.value}": ${t(e.message)}`);

describe('column mapping', () => {
  it('matches headers in English or French whatever their case, accents, spaces and punctuation', () => {
    expect(normalizeHeader(' Code  postal ')).toBe('codepostal');
    expect(normalizeHeader('Téléphone')).toBe('telephone');
    const { mapping, problems, ignored } = mapColumns(['PRÉNOM', 'nom', 'e-mail', 'Job title', 'Notes', 'actif'], users, labelsOf('users'));
    expect([...mapping]).toEqual([
      [0, 'firstName'],
      [1, 'lastName'],
      [2, 'email'],
      [3, 'jobTitle'],
      [5, 'enabled'],
    ]);
    expect(problems).toEqual([]);
    expect(ignored).toEqual(['Notes']);
  });

  it('takes an explicit mapping over matching, by field name or label, and names missing required columns', () => {
    const explicit = parseMappingSpec('Courriel=email, Surname=Last name');
    expect(explicit).toEqual({ Courriel: 'email', Surname: 'Last name' });
    const { mapping, problems } = mapColumns(['Courriel', 'Surname'], users, labelsOf('users'), explicit);
    expect([...mapping]).toEqual([
      [0, 'email'],
      [1, 'lastName'],
    ]);
    expect(problems.map((p) => t(p))).toEqual(['The file has no column for “First name”.']);
    const wrong = mapColumns(['Courriel', 'Prénom', 'Nom'], users, labelsOf('users'), { Courriel: 'emailAddress' });
    expect(wrong.problems.map((p) => t(p))).toEqual([
      'Column “Courriel” is mapped to “emailAddress”, which is not a field of this import.',
      'The file has no column for “E-mail”.',
    ]);
  });

  it("tells a file's language from the headers only one language uses", () => {
    const labels = labelsOf('users');
    expect(fileLanguage(['E-mail', 'Prénom', 'Nom', 'Actif'], labels, 'en')).toBe('fr');
    expect(fileLanguage(['E-mail', 'First name', 'Last name'], labels, 'fr')).toBe('en');
    // Nothing tells: the person's language.
    expect(fileLanguage(['E-mail', 'Whatever'], labels, 'fr')).toBe('fr');
  });

  it('writes template headers in the chosen language, and they map back to every column', () => {
    const headers = templateHeaders(addresses, labelsOf('myAddresses').fr);
    expect(headers.slice(0, 4)).toEqual(['Référence', 'Nom de l’adresse', 'Type', 'Société']);
    expect(mapColumns(headers, addresses, labelsOf('myAddresses')).mapping.size).toBe(addresses.columns.length);
  });
});

describe('row validation (the forms’ rules, exact messages)', () => {
  const headers = ['E-mail', 'Prénom', 'Nom', 'Actif', 'Téléphone', 'Mot de passe'];
  const validator = () => createRowValidator(users, mapColumns(headers, users, labelsOf('users')).mapping, headers);

  it('reads boolean text, turns empty and blank cells into null and trims text', () => {
    const check = validator().check(2, [' anne@x.example ', 'Anne', 'Petit', 'Enabled', '   ', null]);
    expect(check).toEqual({ ok: true, value: { email: 'anne@x.example', firstName: 'Anne', lastName: 'Petit', enabled: true, phone: null, password: null } });
    // The spec's true words, their opposites, and the same in French (the French template says "Actif: oui").
    const yes = ['true', '1', 'yes', 'y', 'on', 'enable', 'enabled', 'check', 'checked', 'oui', 'OUI', 'Vrai', 'activé', 'Cochée', true, 1] as Cell[];
    const no = ['false', '0', 'no', 'n', 'off', 'disable', 'disabled', 'unchecked', 'non', 'Faux', 'désactivé', false, 0] as Cell[];
    const v = validator();
    expect([...yes, ...no].map((flag, i) => v.check(i + 2, [`u${i}@x.example`, 'Anne', 'Petit', flag]))).toMatchObject(
      [...yes, ...no].map((_, i) => ({ value: { enabled: i < yes.length } })),
    );
    // Any other word is a row error naming the accepted ones, not a silent "no".
    const unsure = validator().check(2, ['a@x.example', 'Anne', 'Petit', 'peut-être']);
    expect(!unsure.ok && said(unsure.errors)).toEqual([
      'Actif "peut-être": Not a yes or no: use yes or no (or true/false, 1/0, oui/non, vrai/faux), or leave the cell empty.',
    ]);
    // An empty flag is "not given": the server keeps the current value or creates enabled.
    const blank = validator().check(2, ['a@x.example', 'Anne', 'Petit', '']);
    expect(blank.ok && 'enabled' in blank.value).toBe(false);
  });

  it('reports each broken rule with row, column, value and the message the form shows', () => {
    const check = validator().check(7, ['anne.x.example', 'A', 'P'.repeat(51), 'yes', '0'.repeat(51), 'short']);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.every((e) => e.row === 7)).toBe(true);
    expect(said(check.errors)).toEqual([
      'E-mail "anne.x.example": Please enter valid email address',
      'Prénom "A": Must be at least 2 characters.',
      `Nom "${'P'.repeat(51)}": Must be 50 characters or fewer.`,
      `Téléphone "${'0'.repeat(51)}": Must be 50 characters or fewer.`,
      'Mot de passe "short": Password must be at least 8 characters long.',
    ]);
    const empty = validator().check(8, ['', 'Anne', 'Petit']);
    expect(!empty.ok && said(empty.errors)).toEqual(['E-mail "": Email field is required']);
  });

  it('leaves a language word to the server, which knows the languages: "klingon" is not "too long", EN is en', () => {
    const v = createRowValidator(users, mapColumns(['E-mail', 'Prénom', 'Nom', 'Langue'], users, labelsOf('users')).mapping, [
      'E-mail',
      'Prénom',
      'Nom',
      'Langue',
    ]);
    expect(v.check(2, ['a@x.example', 'Anne', 'Petit', 'klingon'])).toMatchObject({ ok: true, value: { cultureLanguageCode: 'klingon' } });
    const languages = [
      { cultureLanguageCode: 'en', name: 'English' },
      { cultureLanguageCode: 'fr', name: 'Français' },
    ];
    expect(['EN', ' fr ', 'english', 'FRANÇAIS', 'klingon'].map((word) => resolveLanguage(word, languages))).toEqual(['en', 'fr', 'en', 'fr', null]);
    expect(t({ key: BULK_MESSAGES.unknownLanguage, params: { accepted: 'en, fr' } })).toBe(
      'Unknown language: use one of en, fr (a code or a name, in any case).',
    );
  });

  it('refuses a natural key already seen in the file, naming the first row', () => {
    const v = validator();
    expect(v.check(2, ['Anne@X.example', 'Anne', 'Petit']).ok).toBe(true);
    const again = v.check(5, ['anne@x.example', 'Anne', 'Petit']);
    expect(!again.ok && said(again.errors)).toEqual(['E-mail "anne@x.example": Same as row 2 of the file.']);
  });

  it('checks addresses with the address form’s limits and requires the reference (the natural key)', () => {
    const header = ['Référence', 'Nom de l’adresse', 'Adresse', 'Code postal', 'Ville', 'Pays'];
    const v = createRowValidator(addresses, mapColumns(header, addresses, labelsOf('myAddresses')).mapping, header);
    const check = v.check(3, ['', 'Dépôt', '1 rue de la Gare, bâtiment B, porte 4', '75002', 'Paris', 'fr']);
    expect(!check.ok && said(check.errors)).toEqual([
      'Référence "": This field is required.',
      'Adresse "1 rue de la Gare, bâtiment B, porte 4": Must be 30 characters or fewer.',
      'Pays "fr": Please enter a two-letter country code in capitals (e.g. FR).',
    ]);
  });
});

describe('the 5,000-row limit', () => {
  const source = (count: number) => ({
    headers: ['E-mail'],
    rows: (async function* (): AsyncGenerator<SheetRow> {
      for (let i = 0; i < count; i++) yield { row: i + 2, cells: [i % 1000 === 0 ? '' : `u${i}@x.example`] };
    })(),
  });

  it('reads up to 5,000 rows, blank rows not counted', async () => {
    expect((await readAllRows(source(5005))).length).toBe(4999);
  });

  it("refuses a longer file with the spec's message and its row count", async () => {
    const error = await readAllRows(source(6010)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleError);
    expect(t((error as RuleError).rule)).toBe('The file has 6003 rows; at most 5000 rows can be imported.');
    const empty = await readAllRows(source(1)).catch((e: unknown) => e);
    expect(t((empty as RuleError).rule)).toBe('The file has no rows to import.');
  });
});
