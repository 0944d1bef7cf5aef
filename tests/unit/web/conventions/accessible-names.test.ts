/**
 * Accessible names in the reader's language (README, "Screen conventions"): what a screen reader
 * says (aria-label), a tooltip (title), an image's text (alt) and a field's hint (placeholder) are
 * translation keys or translated text, never English written into a screen; and MUI's own
 * accessible names (an autocomplete's Open and Clear, a pagination's Go to next page) follow the
 * reader's language through the layout's theme.
 */
import { frFR } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { WEB_SOURCES } from './web-sources';

/** Names every language writes the same way. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Wareport']);
const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
const ATTRIBUTES = 'aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|helperText|emptyText';

/** The hard-coded words of accessible names in one file: literal attributes, and literal props of objects (inputProps). */
export function hardCodedNames(text: string): string[] {
  const literal = new RegExp(`\\b(?:${ATTRIBUTES})=(?:"([^"]*)"|\\{\\s*'([^']*)'\\s*\\}|\\{\\s*"([^"]*)"\\s*\\}|\\{\\s*\`([^\`$]*)\`\\s*\\})`, 'g');
  const inObject = new RegExp(`['"](?:${ATTRIBUTES})['"]\\s*:\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`$]*)\`)`, 'g');
  return [...text.matchAll(literal), ...text.matchAll(inObject)]
    .map((match) => match.slice(1).find((group) => group !== undefined) ?? '')
    .filter((value) => /[A-Za-z]{2,}/.test(value) && !KEY.test(value) && !SAME_IN_EVERY_LANGUAGE.has(value));
}

describe('accessible names', () => {
  it('finds English written into an accessible name, and lets keys and translated text by', () => {
    expect(hardCodedNames(`<IconButton aria-label="Delete row" />`)).toEqual(['Delete row']);
    expect(hardCodedNames(`<img alt={'Product picture'} />`)).toEqual(['Product picture']);
    expect(hardCodedNames(`<TextField inputProps={{ 'aria-label': 'Quantity' }} placeholder="Search…" />`)).toEqual(['Search…', 'Quantity']);
    expect(hardCodedNames(`<Tooltip title={\`Open menu\`}>`)).toEqual(['Open menu']);
    expect(
      hardCodedNames(`<IconButton aria-label={translate('ra.action.close')} title="ra.action.edit" label="resources.users.fields.email" alt="" />`),
    ).toEqual([]);
  });

  it('writes no English accessible name into any screen', () => {
    const offending = WEB_SOURCES.flatMap((source) => hardCodedNames(source.text).map((name) => `${source.path}: ${name}`));
    expect(offending).toEqual([]);
  });

  it('gives MUI’s own accessible names in French to a French reader, through the layout', () => {
    const layout = WEB_SOURCES.find((s) => s.path === 'web/shell/layout/AppLayout.tsx')!;
    expect(layout.text).toMatch(/<LocaleTheme>[\s\S]*<Layout[\s\S]*<\/Layout>[\s\S]*<\/LocaleTheme>/);
    const autocomplete = frFR.components?.MuiAutocomplete?.defaultProps;
    expect([autocomplete?.openText, autocomplete?.clearText, autocomplete?.noOptionsText]).toEqual(['Ouvrir', 'Vider', 'Pas de résultats']);
  });
});
