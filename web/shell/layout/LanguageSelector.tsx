import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useTranslate } from '../i18n/use-translate';
import { LOCALES, isLocale } from '../i18n/i18n-provider';

/** EN / FR in the header; the choice is react-admin's `locale` preference, remembered on the device. */
export const LanguageSelector = ({ onDark = true }: { onDark?: boolean }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      aria-label={translate('layout.language.label')}
      onChange={(_, value) => isLocale(value) && setLocale(value)}
      sx={{
        mx: 1,
        '& .MuiToggleButton-root': {
          px: 1,
          py: 0.25,
          fontWeight: 600,
          lineHeight: 1.5,
          ...(onDark
            ? {
                color: 'inherit',
                borderColor: 'rgba(255,255,255,0.5)', // Darker, not lighter, when chosen: white text keeps its contrast (4.5:1).
                '&.Mui-selected, &.Mui-selected:hover': { color: 'inherit', bgcolor: 'rgba(0,0,0,0.3)' },
              }
            : {}),
        },
      }}
    >
      {LOCALES.map(({ locale: code }) => (
        // The name starts with the visible code (WCAG 2.5.3, "label in name"): "EN – English".
        <ToggleButton
          key={code}
          value={code}
          lang={code}
          aria-label={translate('layout.language.option', { code: code.toUpperCase(), name: translate(`layout.language.${code}`) })}
        >
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
