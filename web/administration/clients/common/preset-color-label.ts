import type { TranslateFunction } from 'react-admin';

/** Preset colours are reference data: a known one has a translated name, a new one shows its code. */
export const presetColorLabel = (translate: TranslateFunction, presetColor: string) => translate(`app.presetColors.${presetColor}`, { _: presetColor });
