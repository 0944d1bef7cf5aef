import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { BREAKPOINTS, createPortalTheme, DEFAULT_PRIMARY, readablePrimary, themeColorFor } from '../../../../../web/shell/theme/theme';

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
    // The preset colour, darkened only as much as reading needs (4.5:1 on white and on a filled input).
    const main = (theme.palette?.primary as { main: string }).main;
    expect(main).toBe(readablePrimary('#00796b'));
    expect(getContrastRatio(main, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, '#e8e8e8')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, '#e8e8e8')).toBeLessThan(5.5);
    expect(readablePrimary('#1f3a68')).toBe('#1f3a68');
    expect(theme.breakpoints?.values).toMatchObject({ sm: 768, lg: 1200 });
  });

  it('writes errors in a red that reads on white, a filled input and a form toolbar (4.5:1)', () => {
    const error = (createPortalTheme({ name: 'teal', primary: '#00796b' }).palette?.error as { main: string }).main;
    for (const background of ['#fff', '#f0f0f0', '#e0e0e0']) expect(getContrastRatio(error, background)).toBeGreaterThanOrEqual(4.5);
  });
});
