/**
 * The portal's theme: react-admin's default light theme with the client's preset colour as the
 * primary colour (slate-gray when there is none), and the spec's breakpoints: the mobile layout
 * up to 767 px ("sm" starts at 768) and the sidebar collapsed below 1200 px ("lg").
 */
import { darken, getContrastRatio } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { PresetColor } from '../session/session-user';

export const DEFAULT_PRESET_COLOR = 'slate-gray';
export const DEFAULT_PRIMARY = '#708090';

/**
 * The error colour: MUI's red 900. MUI's default red (#d32f2f) reads at 4.36:1 on a filled input
 * and 3.77:1 on a form's toolbar (#e0e0e0), where "Delete" and a refused field's label sit.
 */
export const ERROR_RED = '#b71c1c';

export const BREAKPOINTS = { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1536 } as const;
/** The sidebar is open from this width up, collapsed below it. */
export const SIDEBAR_OPEN_FROM = BREAKPOINTS.lg;

export interface ThemeColor {
  /** The theme name, derived from the preset colour (spec part 1, section 1). */
  name: string;
  primary: string;
}

export function themeColorFor(presetColor: string | null | undefined, presetColors: readonly PresetColor[]): ThemeColor {
  const found = presetColor ? presetColors.find((c) => c.presetColor === presetColor) : undefined;
  if (found && /^#[0-9a-f]{3,8}$/i.test(found.hex)) return { name: found.presetColor, primary: found.hex };
  const fallback = presetColors.find((c) => c.presetColor === DEFAULT_PRESET_COLOR);
  return { name: DEFAULT_PRESET_COLOR, primary: fallback?.hex ?? DEFAULT_PRIMARY };
}

/**
 * The preset colour as the theme's primary, darkened just enough for white text on it and for
 * itself as text on white or on a filled input to read (WCAG AA, 4.5:1): slate gray, the
 * default, is too light as is.
 */
export function readablePrimary(hex: string): string {
  let colour = hex;
  // Against the grey of a filled input too, where a focused field's label takes the colour.
  for (let step = 0; step < 20 && getContrastRatio(colour, '#e8e8e8') < 4.5; step++) colour = darken(colour, 0.05);
  return colour;
}

export function createPortalTheme(color: ThemeColor): RaThemeOptions {
  const primary = readablePrimary(color.primary);
  return {
    ...defaultLightTheme,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      ...defaultLightTheme.palette,
      // Text on a preset colour is white only where it reads (WCAG AA, 4.5:1), else black.
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: primary },
      error: { main: ERROR_RED },
    },
    components: {
      ...defaultLightTheme.components,
      // A button's label stays on one line (French labels are longer): the row wraps, not the label.
      // The hint under a read-only field is still read: it keeps the secondary text colour.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      MuiButton: {
        ...defaultLightTheme.components?.MuiButton,
        styleOverrides: { ...defaultLightTheme.components?.MuiButton?.styleOverrides, root: { whiteSpace: 'nowrap', flexShrink: 0 } },
      },
      // A tooltip is a hint, not a target: one left open (after a click, on a touch screen)
      // must never cover and swallow the click meant for the button next to it.
      MuiTooltip: { defaultProps: { disableInteractive: true } },
      // A menu entry is read whole: a long one (French "Rapport des commandes sortantes") wraps
      // onto a second line instead of being cut with an ellipsis.
      RaMenuItemLink: { styleOverrides: { root: { whiteSpace: 'normal', '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } } },
      // An inline line of a form's list (product, quantity, lot, date...) wraps when the form is
      // narrower than it, instead of squeezing its fields to a few letters.
      RaSimpleFormIterator: { styleOverrides: { root: { '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } } } },
      // One save bar on every form: the form's toolbar (Save, and Delete where it applies) sticks
      // to the bottom of the window while the form is longer than the screen, so Save is always
      // in reach (react-admin fixes it to the bottom on phones already).
      RaToolbar: {
        styleOverrides: {
          root: {
            '&.RaToolbar-desktopToolbar': {
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              backgroundColor: '#fff',
              borderTop: '1px solid rgba(0, 0, 0, 0.12)',
            },
          },
        },
      },
    },
  };
}
