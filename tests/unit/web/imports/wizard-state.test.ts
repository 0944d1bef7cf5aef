import { describe, expect, it } from 'vitest';
import type { ImportTargets } from '../../../../shared/imports/protocol';
import { kindOfPath } from '../../../../web/imports/import-routes';
import { formatOf } from '../../../../web/imports/read-file';
import { chooseField, choiceOf, errorFileTexts, mappingOf, stepsWithDefaults } from '../../../../web/imports/wizard-state';
import { phraseInLanguage } from '../../../../web/imports/use-import-labels';
import type { ImportReport } from '../../../../shared/imports/engine';
import { fileLanguage, kindLabels } from '../../../../shared/imports/headers';
import { KINDS } from '../../../../shared/imports/kinds';
import { phraseIn, type PhraseTree } from '../../../../shared/i18n/interpolate';
import en from '../../../../locales/en.json' with { type: 'json' };
import fr from '../../../../locales/fr.json' with { type: 'json' };

const c1 = '00000000-0000-4000-8000-000000000001';
const c2 = '00000000-0000-4000-8000-000000000002';
const a1 = '00000000-0000-4000-8000-0000000000a1';
const a2 = '00000000-0000-4000-8000-0000000000a2';
const a3 = '00000000-0000-4000-8000-0000000000a3';
const TARGETS: ImportTargets = {
  accounts: [
    {
      idClient: c1,
      clientName: 'Maison Lumière',
      idClientAccount: a1,
      accountCode: 'MLS',
      accountName: 'Boutiques France',
      kinds: ['users', 'addresses', 'products'],
    },
    {
      idClient: c1,
      clientName: 'Maison Lumière',
      idClientAccount: a2,
      accountCode: 'MLE',
      accountName: 'E-commerce',
      kinds: ['users', 'addresses', 'products'],
    },
    { idClient: c2, clientName: 'Northwind', idClientAccount: a3, accountCode: 'NWO', accountName: 'Outdoor Retail', kinds: ['products'] },
  ],
  roles: [],
  languages: [],
  addressBooks: [
    { idAddressBook: 'b1', addressBookName: 'Magasins', idClientAccount: a1 },
    { idAddressBook: 'b2', addressBookName: 'Web', idClientAccount: a2 },
  ],
  warehouses: [],
  shippingMethods: [],
};

describe('wizard targets', () => {
  it('asks for the client first when there are several, then the account', () => {
    const { steps, resolution } = stepsWithDefaults('products', TARGETS, {}, {});
    expect(steps.map((s) => [s.target, s.candidates.length, s.id])).toEqual([['client', 2, undefined]]);
    expect(resolution.status).toBe('missing');
    const next = stepsWithDefaults('products', TARGETS, { client: c1 }, {});
    expect(next.steps.map((s) => [s.target, s.candidates.map((c) => c.name), s.id])).toEqual([
      ['client', ['Maison Lumière', 'Northwind'], c1],
      ['account', ['Boutiques France', 'E-commerce'], undefined],
    ]);
  });

  it("starts from the session's client and account when they are among the choices, and takes an account's only book", () => {
    const { resolution, steps } = stepsWithDefaults('addresses', TARGETS, {}, { client: c1, account: a2 });
    expect(resolution).toEqual({ status: 'done', targets: { idClient: c1, idClientAccount: a2, idAddressBook: 'b2' } });
    expect(steps.at(-1)).toMatchObject({ target: 'addressBook', id: 'b2' });
    // A session account the user may not import into is not taken.
    expect(stepsWithDefaults('addresses', TARGETS, {}, { client: c2, account: a3 }).resolution.status).toBe('missing');
  });

  it('a choice made wins over the session default', () => {
    const { resolution } = stepsWithDefaults('addresses', TARGETS, { client: c1, account: a1 }, { client: c1, account: a2 });
    expect(resolution).toMatchObject({ targets: { idClientAccount: a1, idAddressBook: 'b1' } });
  });
});

describe('wizard column choice', () => {
  it('gives a field to one column only: choosing it elsewhere frees the first', () => {
    const choice = choiceOf(
      ['Réf', 'Ref 2', 'Ville'],
      new Map([
        [0, 'reference'],
        [2, 'city'],
      ]),
    );
    expect(choice).toEqual(['reference', '', 'city']);
    const moved = chooseField(choice, 1, 'reference');
    expect(moved).toEqual(['', 'reference', 'city']);
    expect([...mappingOf(moved)]).toEqual([
      [1, 'reference'],
      [2, 'city'],
    ]);
    expect(chooseField(moved, 2, '')).toEqual(['', 'reference', '']);
  });

  it('knows a wizard path and a file type by name', () => {
    expect(kindOfPath('/admin/address-book-address/bulk-import/')).toBe('addresses');
    expect(kindOfPath('/admin/products/bulk-import-wizard')).toBe('products');
    expect(kindOfPath('/admin/user/list')).toBeUndefined();
    expect([formatOf('a.XLSX'), formatOf('b.csv'), formatOf('c.xls'), formatOf('d.pdf')]).toEqual(['xlsx', 'csv', null, null]);
  });
});

describe("the wizard's error file", () => {
  it("adds its columns in the file's language, whatever the page's", () => {
    const catalogues = { en: en as PhraseTree, fr: fr as PhraseTree };
    const labels = kindLabels(KINDS.users, ['en', 'fr'], (lang, key) => phraseIn(catalogues[lang as 'en' | 'fr'], key));
    const headers = ['E-mail', 'Prénom', 'Nom'];
    const report: ImportReport = {
      dryRun: true,
      total: 1,
      resumed: 0,
      counts: { created: 0, updated: 0, skipped: 0, failed: 1 },
      rows: [
        {
          row: 2,
          cells: ['anne@x.example', 'A', 'Petit'],
          outcome: 'failed',
          errors: [{ row: 2, field: 'firstName', column: 'Prénom', value: 'A', message: { key: 'validation.text.tooShort', params: { min: 2 } } }],
        },
      ],
    };
    const texts = errorFileTexts(report, phraseInLanguage(catalogues, fileLanguage(headers, labels, 'en')));
    expect(texts).toEqual({
      columns: { line: 'Ligne du fichier d’origine', errors: 'Erreurs d’import' },
      rows: [{ row: 2, cells: ['anne@x.example', 'A', 'Petit'], errors: expect.stringMatching(/^Prénom « A » : .*2/) }],
    });
  });
});
