/**
 * The portal's theme: react-admin's default light theme with the client's preset colour as the
 * primary colour (slate-gray when there is none), and the spec's breakpoints: the mobile layout
 * up to 767 px ("sm" starts at 768) and the sidebar collapsed below 1200 px ("lg").
 */
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { PresetColor } from '../session/session-user';

export const DEFAULT_PRESET_COLOR = 'slate-gray';
export const DEFAULT_PRIMARY = '#708090';

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

export function createPortalTheme(color: ThemeColor): RaThemeOptions {
  return {
    ...defaultLightTheme,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      ...defaultLightTheme.palette,
      // Text on a preset colour is white only where it reads (WCAG AA, 4.5:1), else black.
      contrastThreshold: 4.5,
      primary: { main: color.primary },
      secondary: { main: color.primary },
    },
    components: {
      ...defaultLightTheme.components,
      // A button's label stays on one line (French labels are longer): the row wraps, not the label.
      MuiButton: {
        ...defaultLightTheme.components?.MuiButton,
        styleOverrides: { ...defaultLightTheme.components?.MuiButton?.styleOverrides, root: { whiteSpace: 'nowrap', flexShrink: 0 } },
      },
    },
  };
}
