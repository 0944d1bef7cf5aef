import { frFR } from '@mui/material/locale';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * MUI's own words in the reader's language: the accessible names and texts its components carry
 * (an autocomplete's Open, Clear and No options, a pagination's Go to next page, an alert's
 * Close...) are English unless the theme holds their translation. English is MUI's default.
 */
export const LocaleTheme = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const theme = useTheme();
  const localised = useMemo(() => (locale === 'fr' ? createTheme(theme, frFR) : theme), [locale, theme]);
  return <ThemeProvider theme={localised}>{children}</ThemeProvider>;
};
