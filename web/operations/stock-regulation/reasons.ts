import type { Translate } from '../../shell/i18n/use-translate';

/** A regularisation reason's words; a code the locale files do not know yet shows as itself. */
export const reasonText = (translate: Translate, code: string) => translate(`resources.stockRegularizations.reasons.${code}`, { _: code });
