/**
 * react-admin's translate, typed against locales/en.json: a literal key missing from the English
 * file fails to compile. A key computed from data (a language code, a server's error code) must
 * bring the text to show when it is not in the catalogue (`_`). react-admin's own keys (`ra.*`)
 * come from its language packages.
 */
import { useTranslate as useRaTranslate } from 'react-admin';
import type { TranslationKey } from '../../../shared/i18n/translation-keys';
import type { Message } from '../../../shared/rules/message';

export type WebKey = TranslationKey | `ra.${string}`;
/** Interpolated values (`%{name}`), `smart_count` for plurals, `_` for the text of a missing key. */
type Options = { _?: string; smart_count?: number } & Record<string, unknown>;

export interface Translate {
  (key: WebKey, options?: Options): string;
  (key: string, options: Options & { _: string }): string;
}

export const useTranslate = (): Translate => useRaTranslate();

/** What a shared rule says (its keys are checked against the locale files by the rules' own tests). */
export const messageText = (translate: Translate, message: Message) => translate(message.key, { ...message.params, _: message.key });
