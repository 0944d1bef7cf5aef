import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, createPortalTheme, DEFAULT_PRIMARY, themeColorFor } from '../../../../web/theme/theme';

const presetColors = [
  { presetColor: 'slate-gray', hex: '#708090', displayPosition: 1 },
  { presetColor: 'teal', hex: '#00796b', displayPosition: 3 },
];

describe('theme', () => {
  it("takes the client's preset colour, its name being the theme's", () => {
    expect(themeColorFor('teal', presetColors)).toEqual({ name: 'teal', primary: '#00796b' });
  });

  it('falls back to slate-gray without a colour, or with one that is not a preset', () => {
    expect(themeColorFor(null, presetColors)).toEqual({ name: 'slate-gray', primary: '#708090' });
    expect(themeColorFor('neon', [])).toEqual({ name: 'slate-gray', primary: DEFAULT_PRIMARY });
  });

  it('uses the spec breakpoints: mobile up to 767 px, sidebar open from 1200 px', () => {
    expect(BREAKPOINTS.sm - 1).toBe(767);
    expect(BREAKPOINTS.lg).toBe(1200);
    const theme = createPortalTheme({ name: 'teal', primary: '#00796b' });
    expect(theme.palette?.primary).toEqual({ main: '#00796b' });
    expect(theme.breakpoints?.values).toMatchObject({ sm: 768, lg: 1200 });
  });
});
