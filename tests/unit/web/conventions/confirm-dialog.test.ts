/**
 * One way to ask (README, "Screen conventions"): every question a screen asks is the shared
 * ConfirmDialog, whose buttons say what they do ("Delete" / "Cancel"), never Yes / No; nothing
 * opens the browser's own boxes, and react-admin's own confirming pieces (its Confirm, its delete
 * buttons, its unsaved-changes warning, which uses the browser's confirm) are not used.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, WEB_SOURCES, importedNames, offending } from './web-sources';

const SHARED = 'web/components/ConfirmDialog.tsx';

/**
 * The files that open a dialog of their own: each is a form or a piece of information (a
 * password shown once, an address edited in place, a search), not a question. A new one is a
 * decision: a question goes through ConfirmDialog.
 */
const OWN_DIALOGS = [
  SHARED,
  'web/components/ConfirmDeleteButton.tsx', // "what still uses it": information with one Close button
  'web/administration/catalogs/CategoryMoveDialog.tsx',
  'web/administration/users/GeneratedPasswordDialog.tsx',
  'web/components/RecordDialog.tsx', // a child record's form over its parent (a book's addresses, a site's contacts), and FormDialog, any other form over a screen
  'web/ordering/orders/EditOrderDetailsDialog.tsx',
  'web/ordering/search/ProductSearchOverlay.tsx',
  'web/operations/supplier-orders/SupplierOrderView.tsx', // the receipt form
  'web/operations/inbound-orders/InboundOrderView.tsx', // the refusal form: a required comment the sender reads
  'web/shell/layout/SessionTimeout.tsx', // a countdown to the sign-out, not a question
];

describe('one confirmation dialog', () => {
  it('never opens the browser’s confirm, alert or prompt box', () => {
    expect(offending(/\b(window\.)?(confirm|prompt)\s*\(/)).toEqual([]);
    // Start-up tells a finished password reset before the portal (and its dialogs) exists.
    expect(offending(/\balert\s*\(/, (s) => s.path !== 'web/main.tsx')).toEqual([]);
  });

  it('uses none of react-admin’s confirming pieces', () => {
    const banned = [
      'Confirm',
      'DeleteButton',
      'DeleteWithConfirmButton',
      'DeleteWithUndoButton',
      'BulkDeleteButton',
      'BulkDeleteWithConfirmButton',
      'useWarnWhenUnsavedChanges',
    ];
    const used = WEB_SOURCES.flatMap((source) =>
      importedNames(source, 'react-admin')
        .filter((name) => banned.includes(name))
        .map((name) => `${source.path}: ${name}`),
    );
    expect(used).toEqual([]);
    expect(offending(/warnWhenUnsavedChanges/)).toEqual([]);
  });

  it('leaves no list or form with react-admin’s default delete (every form names its toolbar, lists no bulk delete)', () => {
    const formsWithoutToolbar = WEB_SOURCES.filter(
      (s) => s.path !== 'web/components/PortalForm.tsx' && /<(PortalForm|SimpleForm|TabbedForm)\b/.test(s.text) && !/toolbar=/.test(s.text),
    ).map((s) => s.path);
    expect(formsWithoutToolbar).toEqual([]);
    // A table, not its columns (a list on EditableList writes only DataTable.Col).
    const tablesWithBulkDelete = WEB_SOURCES.filter((s) => /<DataTable\b(?!\.)/.test(s.text) && !/bulkActionButtons=\{false\}/.test(s.text)).map((s) => s.path);
    expect(tablesWithBulkDelete).toEqual([]);
  });

  it('opens no dialog of its own to ask a question', () => {
    const dialogs = WEB_SOURCES.filter((s) => importedNames(s, '@mui/material').includes('Dialog')).map((s) => s.path);
    expect(dialogs.filter((path) => !OWN_DIALOGS.includes(path))).toEqual([]);
    // The list keeps no file that no longer opens one (it would let a question back in unseen).
    expect(OWN_DIALOGS.filter((path) => !dialogs.includes(path))).toEqual([]);
  });

  it('names both buttons of every question with a verb, never Yes, No, OK or Confirm', () => {
    const verbs = WEB_SOURCES.flatMap((source) =>
      [...source.text.matchAll(/<ConfirmDialog\b([\s\S]*?)\/>/g)].flatMap(([, props]) =>
        [...props.matchAll(/\b(confirm|cancel)=(?:"([^"]+)"|\{([^}]*)\})/g)].flatMap(([, , literal, expression]) =>
          literal ? [literal] : [...(expression ?? '').matchAll(/'([\w-]+\.[\w.-]+)'/g)].map((m) => m[1]),
        ),
      ),
    );
    expect(verbs.length).toBeGreaterThan(10);
    for (const key of verbs) {
      for (const language of ['en', 'fr'] as const) {
        const text = MESSAGES[language][key] ?? (key.startsWith('ra.') ? 'react-admin' : undefined);
        expect(text, `${key} (${language})`).toBeDefined();
        expect(text, `${key} (${language})`).not.toMatch(/^(yes|no|ok|confirm|oui|non|confirmer)$/i);
      }
    }
    expect(offending(/app\.action\.(yes|no)\b/, (s) => s.path !== SHARED)).toEqual([]);
  });
});
