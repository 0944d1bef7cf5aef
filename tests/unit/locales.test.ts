import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { RESOURCES } from '../../shared/resources';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const english = flatten(en as Tree);
  const french = flatten(fr as Tree);

  it('have the same keys in English and French', () => {
    const onlyEnglish = Object.keys(english).filter((k) => !(k in french));
    const onlyFrench = Object.keys(french).filter((k) => !(k in english));
    expect({ onlyEnglish, onlyFrench }).toEqual({ onlyEnglish: [], onlyFrench: [] });
  });

  it('have no empty text', () => {
    expect(Object.entries({ ...english }).filter(([, v]) => !v.trim())).toEqual([]);
    expect(Object.entries({ ...french }).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.keys(english).filter((k) => k in french && placeholders(english[k]).join() !== placeholders(french[k]).join());
    expect(mismatched).toEqual([]);
  });

  it('name every resource and label its columns and inputs (resources.<name>.fields.<field>)', () => {
    const missing = RESOURCES.flatMap(({ name, columns, input }) =>
      [`resources.${name}.name`, ...[...columns, ...Object.keys(input.shape)].map((field) => `resources.${name}.fields.${field}`)].filter(
        (key) => !(key in english),
      ),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('title every resource’s create page in its own words: react-admin’s "Créer %{name}" would read "Créer Commande fournisseur"', () => {
    const named = Object.keys(english).filter((key) => /^resources\.\w+\.name$/.test(key));
    expect(named.length).toBeGreaterThanOrEqual(30);
    const untitled = named.map((key) => key.replace(/\.name$/, '.page.create')).filter((key) => !(key in english) || !(key in french));
    expect(untitled).toEqual([]);
  });
});
