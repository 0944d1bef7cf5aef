/**
 * Each language's texts (react-admin's and ours) are a chunk of their own, loaded before the
 * first render for the language the device last used (English by default) and on first use for
 * the other one: the first download carries no text. French is complete (tests/unit/locales.test.ts,
 * and react-admin's French covers its English), so it needs no English underneath; it carries only
 * the English catalogue of server messages, by which a server's English text is recognised.
 * react-admin's French is set in French typography (shared/i18n/french-typography.ts) as ours is.
 * The chosen language is react-admin's `locale` preference, kept by the storage module.
 */
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { frenchTypography } from '../../../shared/i18n/french-typography';
import { buildMessages, mapTexts, serverMessageKeys, treeOf, type MessageTree } from './messages';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: LocaleCode = 'en';

export const isLocale = (value: unknown): value is LocaleCode => LOCALES.some((l) => l.locale === value);

let keyOfServerMessage: (message: string) => string | null = () => null;

/** Learns the English texts of the server messages' catalogue (`messages.*`, then the error codes' fixed texts). */
const learnServerMessages = (catalogue: Record<string, string>) => {
  keyOfServerMessage = serverMessageKeys({ messages: catalogue }, ERROR_CODES);
};

/**
 * The catalogue key of a server message, if the spec's catalogue or the error codes have it.
 * The catalogue comes with the first language loaded (createI18nProvider awaits it).
 */
export const serverMessageKey = (message: string) => keyOfServerMessage(message);

/** One language's messages, each from its own chunk. */
export async function loadMessages(locale: LocaleCode): Promise<MessageTree> {
  if (locale === 'fr') {
    const [ra, fr, englishCatalogue] = await Promise.all([
      import('ra-language-french'),
      import('../../../locales/fr.json'),
      import('../../../locales/en.json?subtree=messages'),
    ]);
    learnServerMessages(englishCatalogue.default);
    // react-admin's French is written with straight apostrophes and plain spaces before : ? !
    return buildMessages({ raMessages: mapTexts(treeOf(ra.default), frenchTypography), appMessages: fr.default as MessageTree });
  }
  // react-admin's English is in the first download already (react-admin's own default provider imports it).
  const en = await import('../../../locales/en.json');
  learnServerMessages(en.default.messages);
  return buildMessages({ raMessages: treeOf(englishMessages), appMessages: en.default as MessageTree });
}

/**
 * react-admin's own failure notifications show the error's message as a key; a server text with
 * a key of its own (a spec message, an error code's fixed text) is shown in the user's language.
 * Resolves once the texts of `locale` are loaded; the other language loads when chosen.
 */
export async function createI18nProvider(locale: LocaleCode = DEFAULT_LOCALE): Promise<I18nProvider> {
  const loaded = new Map<LocaleCode, MessageTree>([[locale, await loadMessages(locale)]]);
  const messagesOf = (wanted: string) => {
    const code = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
    return (
      loaded.get(code) ??
      loadMessages(code).then((messages) => {
        loaded.set(code, messages);
        return messages;
      })
    );
  };
  const provider = polyglotI18nProvider(messagesOf as never, locale, [...LOCALES], { allowMissing: true });
  return { ...provider, translate: (key, options) => withoutRepeatedName(provider.translate(serverMessageKey(key) ?? key, options), options) };
}

/**
 * A record's title names its resource, then the record ("Kit %{recordRepresentation}"); when the
 * record's own name already starts with that word ("Kit ouverture boutique"), the word is not said
 * twice ("Kit Kit ouverture boutique").
 */
export function withoutRepeatedName(text: string, options?: { recordRepresentation?: unknown }) {
  const record = options?.recordRepresentation;
  if (typeof record !== 'string' || !record || !text.endsWith(` ${record}`)) return text;
  const name = text.slice(0, -record.length - 1);
  return name && record.toLocaleLowerCase().startsWith(`${name.toLocaleLowerCase()} `) ? record : text;
}
