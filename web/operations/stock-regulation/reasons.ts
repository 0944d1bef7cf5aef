import type { WebKey } from '../../shell/i18n/use-translate';

export const reasonLabel = (code: string) => `resources.stockRegularizations.reasons.${code}` as WebKey;
