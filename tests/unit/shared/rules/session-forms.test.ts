import { describe, expect, it } from 'vitest';
import {
  MASQUERADE_SEARCH_DEBOUNCE_MS,
  SESSION_FORM_MESSAGES,
  autoSelect,
  isMasqueradeSearchLongEnough,
  validateAdminSettings,
  validateMasquerade,
} from '../../../../shared/rules/session-forms';
import { t } from './locale-helpers';

const texts = (errors: Record<string, { key: string } | undefined>) => Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, t(m)]));

describe('administrator settings form', () => {
  it('needs client, account and warehouse', () => {
    expect(texts(validateAdminSettings({}))).toEqual({
      idClient: 'Client is required.',
      idClientAccount: 'Account is required.',
      idWarehouse: 'Warehouse is required.',
    });
    expect(validateAdminSettings({ idClient: 'c', idClientAccount: 'a', idWarehouse: 'w' })).toEqual({});
  });

  it("asks 'Exit without apply changes!' when left by clicking outside", () => {
    expect(t(SESSION_FORM_MESSAGES.exitWithoutApplying)).toBe('Exit without apply changes!');
  });
});

describe('masquerade form', () => {
  it('needs client, account and a user picked from the suggestions', () => {
    expect(texts(validateMasquerade({ idClient: '', idClientAccount: null }))).toEqual({
      idClient: 'Client is required.',
      idClientAccount: 'Account is required.',
      idUser: 'User is required.',
    });
    expect(validateMasquerade({ idClient: 'c', idClientAccount: 'a', idUser: 'u' })).toEqual({});
  });

  it('searches users from 3 characters after 500 ms', () => {
    expect(isMasqueradeSearchLongEnough('jo')).toBe(false);
    expect(isMasqueradeSearchLongEnough('jon')).toBe(true);
    expect(MASQUERADE_SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('auto-selects the only account or warehouse', () => {
    expect(autoSelect(['a1'])).toBe('a1');
    expect(autoSelect(['a1', 'a2'])).toBeNull();
    expect(autoSelect([])).toBeNull();
  });
});
