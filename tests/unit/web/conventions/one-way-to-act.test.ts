/**
 * One way to act (README, "Screen conventions"): one notification style, one save bar, one
 * quantity field. Scans of web/ and the theme every form takes its toolbar from.
 */
import { describe, expect, it } from 'vitest';
import { createPortalTheme, DEFAULT_PRIMARY } from '../../../../web/shell/theme/theme';
import { WEB_SOURCES, offending, type Source } from './web-sources';

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

/** The list that carries the row convention for the lists that take it. */
const EDITABLE_LIST = 'web/components/list/EditableList.tsx';

/** The opening tags of a file's own tables (react-admin's DataTable, or its older Datagrid), up to the `>` that ends a line. */
const tablesOf = (source: Source) => [...source.text.matchAll(/<(?:DataTable|Datagrid)\b(?!\.)[\s\S]*?>[ \t]*\n/g)].map((m) => m[0]);
/** A table whose rows open a record and that offers no bulk action. */
const conventionalTable = (tag: string) => /\browClick=/.test(tag) && /\bbulkActionButtons=\{false\}/.test(tag);
/** A table whose rows open the record's form: `rowClick` to edit, or a function choosing it. */
const editingTable = (tag: string) => /\browClick=\{?['"(]?[^}]*edit/i.test(tag);
const usesEditableList = (source: Source) => /<EditableList\b/.test(source.text);

describe('one row-action set', () => {
  it('gives the shared EditableList the row convention: rows that open the record, no bulk action, RowActions last', () => {
    const shared = WEB_SOURCES.find((s) => s.path === EDITABLE_LIST);
    expect(shared, EDITABLE_LIST).toBeDefined();
    const tables = tablesOf(shared!);
    expect(tables).toHaveLength(1);
    expect(conventionalTable(tables[0]), tables[0]).toBe(true);
    expect(shared!.text).toMatch(/<DataTable\.Col label="app\.columns\.actions"[^>]*>\s*<RowActions\b/);
  });

  it('builds every list screen on EditableList, or on a table of its own with the convention', () => {
    // A list screen renders ResourceList or EditableList (the shared ones themselves excepted).
    const screens = WEB_SOURCES.filter(
      (s) => /<(ResourceList|EditableList)\b/.test(s.text) && s.path !== EDITABLE_LIST && !s.path.endsWith('/ResourceList.tsx'),
    );
    const own = screens.filter((s) => !usesEditableList(s));
    const broken = own.filter((s) => {
      const tables = tablesOf(s);
      return tables.length === 0 || !tables.every(conventionalTable);
    });
    expect(broken.map((s) => s.path)).toEqual([]);
    // Its own table whose rows open the record's form ends them with RowActions.
    const editing = own.filter((s) => tablesOf(s).some(editingTable));
    const missing = editing.filter((s) => !/<RowActions\b/.test(s.text)).map((s) => s.path);
    expect(missing).toEqual([]);
    // Lists that open their records for editing, of either form: a scan that finds none fails.
    expect(screens.filter(usesEditableList).length + editing.length).toBeGreaterThanOrEqual(15);
  });

  it('ends the rows of every list that opens its records for editing with RowActions, and builds no other', () => {
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
