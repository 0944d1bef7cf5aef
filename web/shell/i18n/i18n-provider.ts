/**
 * English is bundled (it is the fallback); French, react-admin's and ours, loads on first use.
 * The chosen language is react-admin's `locale` preference, kept by the storage module.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import en from '../../../locales/en.json';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { buildMessages, serverMessageKeys, treeOf, type MessageTree } from './messages';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: LocaleCode = 'en';

export const isLocale = (value: unknown): value is LocaleCode => LOCALES.some((l) => l.locale === value);

const english = buildMessages({ raMessages: treeOf(englishMessages), appMessages: en as MessageTree });

async function french(): Promise<MessageTree> {
  const [ra, fr] = await Promise.all([import('ra-language-french'), import('../../../locales/fr.json')]);
  return buildMessages({ raMessages: treeOf(ra.default), appMessages: fr.default as MessageTree, fallback: english });
}

/** The catalogue key of a server message, if the spec's catalogue or the error codes have it. */
export const serverMessageKey = serverMessageKeys(en as MessageTree, ERROR_CODES);

/**
 * react-admin's own failure notifications show the error's message as a key; a server text with
 * a key of its own (a spec message, an error code's fixed text) is shown in the user's language.
 */
export function createI18nProvider(): I18nProvider {
  const provider = polyglotI18nProvider((locale) => (locale === 'fr' ? french() : english) as never, DEFAULT_LOCALE, [...LOCALES], { allowMissing: true });
  return { ...provider, translate: (key, options) => provider.translate(serverMessageKey(key) ?? key, options) };
}
