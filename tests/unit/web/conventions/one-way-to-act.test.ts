/**
 * One way to act (README, "Screen conventions"): one notification style, one save bar, one
 * quantity field. Scans of web/ and the theme every form takes its toolbar from.
 */
import { describe, expect, it } from 'vitest';
import { createPortalTheme, DEFAULT_PRIMARY } from '../../../../web/shell/theme/theme';
import { WEB_SOURCES, offending } from './web-sources';

describe('one way to act', () => {
  it('tells what happened in one notification style: info for done, error and warning for the rest', () => {
    expect(offending(/notify\([^)]*type:\s*'success'/)).toEqual([]);
    expect(offending(/type:\s*'success'/, (s) => /useNotify/.test(s.text))).toEqual([]);
  });

  it('keeps every form’s save bar in the window: the toolbar sticks to its bottom', () => {
    const theme = createPortalTheme({ name: 'slate-gray', primary: DEFAULT_PRIMARY });
    const toolbar = (theme.components as Record<string, { styleOverrides?: { root?: Record<string, Record<string, unknown>> } }>).RaToolbar;
    expect(toolbar?.styleOverrides?.root?.['&.RaToolbar-desktopToolbar']).toMatchObject({ position: 'sticky', bottom: 0 });
  });

  it('wraps a long menu entry instead of cutting it with an ellipsis, and an inline form line instead of squeezing it', () => {
    const theme = createPortalTheme({ name: 'slate-gray', primary: DEFAULT_PRIMARY });
    const item = (theme.components as Record<string, { styleOverrides?: { root?: Record<string, unknown> } }>).RaMenuItemLink;
    expect(item?.styleOverrides?.root).toMatchObject({ whiteSpace: 'normal', '& .MuiTypography-noWrap': { whiteSpace: 'normal' } });
    // The same for the fields of a form's inline list: they wrap rather than shrink.
    const iterator = (theme.components as Record<string, { styleOverrides?: { root?: Record<string, unknown> } }>).RaSimpleFormIterator;
    expect(iterator?.styleOverrides?.root).toMatchObject({ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } });
  });

  it('writes the Save-and-delete bar once: forms take the shared SaveToolbar', () => {
    const own = WEB_SOURCES.filter(
      (s) => !s.path.endsWith('web/components/SaveToolbar.tsx') && /<SaveButton \/>\s*\{canDelete \? <ConfirmDeleteButton \/> : null\}/.test(s.text),
    );
    expect(own.map((s) => s.path)).toEqual([]);
  });

  it('gives every form toolbar react-admin’s Toolbar (which the save bar style applies to)', () => {
    const toolbars = WEB_SOURCES.filter(
      (s) => /<(PortalForm|SimpleForm|TabbedForm)\b/.test(s.text) && /toolbar=\{<\w+/.test(s.text) && !/<Toolbar\b/.test(s.text),
    );
    // A toolbar defined in another file of the same folder is found there.
    const missing = toolbars.filter((s) => {
      const names = [...s.text.matchAll(/toolbar=\{(?:[^<}]*\?\s*)?<(\w+)/g)].map((m) => m[1]);
      return names.some((name) => !WEB_SOURCES.some((other) => new RegExp(`(const|function) ${name}\\b[\\s\\S]*<Toolbar\\b`).test(other.text)));
    });
    expect(missing.map((s) => s.path)).toEqual([]);
  });
});

describe('one row-action set', () => {
  it('ends the rows of every list that opens its records for editing with RowActions, and builds no other', () => {
    // A list whose rows open a record's form: `rowClick` to edit, or a function choosing it.
    const editingLists = WEB_SOURCES.filter((s) => /<DataTable\b[^>]*rowClick=/.test(s.text) && /rowClick=\{?['"(]?[^}]*edit/i.test(s.text));
    expect(editingLists.length).toBeGreaterThanOrEqual(15);
    expect(editingLists.filter((s) => !/<RowActions\b/.test(s.text)).map((s) => s.path)).toEqual([]);
    // Edit and Delete buttons of their own in a list's actions column are not made any more.
    expect(offending(/<(EditButton|ConfirmDeleteButton)\b/, (s) => /List\.tsx$/.test(s.path))).toEqual([]);
  });
});

describe('one quantity field', () => {
  it('takes every quantity a person types with QuantityField: no browser number field of its own', () => {
    expect(offending(/type="number"/)).toEqual([]);
    const quantityLabels = WEB_SOURCES.filter((s) => /'(pages\.catalog\.quantity|pages\.cart\.quantityOf|pages\.orders\.edit\.quantityOf)'/.test(s.text));
    expect(quantityLabels.length).toBeGreaterThanOrEqual(4);
    expect(quantityLabels.filter((s) => !/<QuantityField\b/.test(s.text)).map((s) => s.path)).toEqual([]);
  });

  it('takes the quantities of a form with QuantityInput (the same field as a form input): no NumberInput of a quantity', () => {
    const numberQuantities = WEB_SOURCES.filter((s) => /<NumberInput\s+source="\w*[qQ]uantity"/.test(s.text)).map((s) => s.path);
    expect(numberQuantities).toEqual([]);
    expect(WEB_SOURCES.filter((s) => /<QuantityInput\b/.test(s.text)).length).toBeGreaterThanOrEqual(6);
  });
});

describe('lists hold list items', () => {
  it('puts every ListItemButton inside a ListItem (axe "list": no link or button directly in a <ul>)', () => {
    const bare = WEB_SOURCES.flatMap((s) =>
      s.lines.flatMap((line, index) => {
        if (!/<ListItemButton\b/.test(line)) return [];
        const before = s.lines.slice(Math.max(0, index - 3), index).join('\n');
        return /<ListItem\b/.test(before) ? [] : [`${s.path}:${index + 1}`];
      }),
    );
    expect(bare).toEqual([]);
  });
});
