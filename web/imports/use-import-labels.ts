import { useQuery } from '@tanstack/react-query';
import { kindLabels, type LabelsByLang } from '../../shared/imports/headers';
import type { KindDescription } from '../../shared/imports/kinds';
import { interpolate, phraseIn, type PhraseTree, type PhraseVars } from '../../shared/i18n/interpolate';

/** Both languages' phrases, whatever the page's: for headers and for files written in the other one. */
export type ImportCatalogues = Record<'en' | 'fr', PhraseTree>;

/** A phrase in one language (English when that one lacks it); the key itself when neither has it. */
export const phraseInLanguage = (catalogues: ImportCatalogues, lang: string) => (key: string, vars?: PhraseVars) => {
  const phrase = phraseIn(catalogues[lang as 'en' | 'fr'], key) ?? phraseIn(catalogues.en, key);
  return phrase === undefined ? key : interpolate(phrase, vars, lang);
};

/**
 * A kind's field labels in English and French, whatever the page's language: a column is
 * recognised by its header in either (French loads here as it does when chosen), with the two
 * catalogues, so that an error file speaks its file's language.
 */
export function useImportLabels(kind: KindDescription) {
  return useQuery({
    queryKey: ['importLabels', kind.kind],
    queryFn: async (): Promise<{ labels: LabelsByLang; catalogues: ImportCatalogues }> => {
      const [en, fr] = await Promise.all([import('../../locales/en.json'), import('../../locales/fr.json')]);
      const catalogues: ImportCatalogues = { en: en.default as PhraseTree, fr: fr.default as PhraseTree };
      return { labels: kindLabels(kind, ['en', 'fr'], (lang, key) => phraseIn(catalogues[lang as 'en' | 'fr'], key)), catalogues };
    },
    staleTime: Infinity,
  });
}
