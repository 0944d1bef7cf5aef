import { useQuery } from '@tanstack/react-query';
import { kindLabels, type LabelsByLang } from '../../shared/imports/headers';
import type { KindDescription } from '../../shared/imports/kinds';

type Tree = { [key: string]: string | Tree };

const phraseIn = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * A kind's field labels in English and French, whatever the page's language: a column is
 * recognised by its header in either (French loads here as it does when chosen).
 */
export function useImportLabels(kind: KindDescription) {
  return useQuery({
    queryKey: ['importLabels', kind.kind],
    queryFn: async (): Promise<LabelsByLang> => {
      const [en, fr] = await Promise.all([import('../../locales/en.json'), import('../../locales/fr.json')]);
      const trees: Record<string, Tree> = { en: en.default as Tree, fr: fr.default as Tree };
      return kindLabels(kind, ['en', 'fr'], (lang, key) => phraseIn(trees[lang], key));
    },
    staleTime: Infinity,
  });
}
