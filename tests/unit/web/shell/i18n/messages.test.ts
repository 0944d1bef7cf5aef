import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { buildMessages, deepMerge, serverMessageKeys, treeOf } from '../../../../../web/shell/i18n/messages';

describe('message trees', () => {
  it('merges nested trees, the second winning', () => {
    expect(deepMerge({ a: { b: '1', c: '2' }, d: '3' }, { a: { c: 'x' }, e: 'y' })).toEqual({ a: { b: '1', c: 'x' }, d: '3', e: 'y' });
  });

  it("reads react-admin's messages as a tree of strings, leaving out entries without a text", () => {
    expect(treeOf({ ra: { action: { save: 'Save', gone: undefined } }, top: 'Top' })).toEqual({ ra: { action: { save: 'Save' } }, top: 'Top' });
    expect(Object.keys(treeOf({ a: undefined, b: 'B' }))).toEqual(['b']);
    // react-admin's English has no entry without a text: nothing of it is lost.
    expect(treeOf(englishMessages)).toStrictEqual(JSON.parse(JSON.stringify(englishMessages)));
  });

  it('puts react-admin under ours and the fallback language under both', () => {
    const messages = buildMessages({
      raMessages: { ra: { action: { save: 'Enregistrer', delete: 'Supprimer' } } },
      appMessages: { ra: { action: { delete: 'Effacer' } }, app: { yes: 'Oui' } },
      fallback: { app: { yes: 'Yes', only: 'English only' } },
    });
    expect(messages).toMatchObject({ ra: { action: { save: 'Enregistrer', delete: 'Effacer' } }, app: { yes: 'Oui', only: 'English only' } });
  });

  it("finds the catalogue key of a server message written in the spec's English", () => {
    const keyOf = serverMessageKeys({ messages: { userDisabled: 'User is disabled', nested: { failed: 'Export Failed. Try again!' } } });
    expect(keyOf('User is disabled')).toBe('messages.userDisabled');
    expect(keyOf(' Export Failed. Try again! ')).toBe('messages.nested.failed');
    expect(keyOf('Something else')).toBeNull();
  });
});
