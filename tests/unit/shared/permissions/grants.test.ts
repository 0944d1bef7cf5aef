import { describe, expect, it } from 'vitest';
import { accountsWith, ACTIONS, ALL_ACCOUNTS, ALL_ACCOUNTS_SUBJECTS, canAccess, SUBJECTS, type AccountPermissions } from '../../../../shared/permissions';
import { grantableCells, mayGrant, ungrantable } from '../../../../shared/permissions/grants';

const clientAdmin: AccountPermissions[] = [
  {
    idClientAccount: 'a1',
    permissions: [
      { action: 'View', subject: 'AdminRoles' },
      { action: 'Edit', subject: 'AdminRoles' },
    ],
  },
  { idClientAccount: 'a2', permissions: [{ action: 'View', subject: 'CoreOrders' }] },
];
const systemAdmin: AccountPermissions[] = [
  { idClientAccount: ALL_ACCOUNTS, permissions: SUBJECTS.flatMap((subject) => ACTIONS.map((action) => ({ action, subject }))) },
];

describe('the grant rule', () => {
  it('lets a holder give or take only what they hold in that very account', () => {
    expect(mayGrant(clientAdmin, 'a1', { action: 'Edit', subject: 'AdminRoles' })).toBe(true);
    expect(mayGrant(clientAdmin, 'a1', { action: 'View', subject: 'CoreMasquerade' })).toBe(false);
    // Held in another account does not count.
    expect(mayGrant(clientAdmin, 'a1', { action: 'View', subject: 'CoreOrders' })).toBe(false);
    expect(
      ungrantable(clientAdmin, 'a2', [
        { action: 'View', subject: 'CoreOrders' },
        { action: 'Create', subject: 'CoreOrders' },
      ]),
    ).toEqual([{ action: 'Create', subject: 'CoreOrders' }]);
  });

  it('keeps the all-accounts entry for holders of the marker, who may grant anything anywhere', () => {
    expect(mayGrant(clientAdmin, ALL_ACCOUNTS, { action: 'View', subject: 'AdminRoles' })).toBe(false);
    expect(mayGrant(systemAdmin, ALL_ACCOUNTS, { action: 'View', subject: 'CoreMasquerade' })).toBe(true);
    expect(mayGrant(systemAdmin, 'any-account', { action: 'BulkImport', subject: 'AdminProducts' })).toBe(true);
  });

  it('names the grid cells the caller may change', () => {
    expect([...grantableCells(clientAdmin, 'a1')].sort()).toEqual(['Edit:AdminRoles', 'View:AdminRoles']);
    // Every cell but the providers', which an account's entry never holds.
    expect(grantableCells(systemAdmin, 'a1').size).toBe(ACTIONS.length * (SUBJECTS.length - ALL_ACCOUNTS_SUBJECTS.length));
    expect(grantableCells(systemAdmin, ALL_ACCOUNTS).size).toBe(ACTIONS.length * SUBJECTS.length);
    expect(grantableCells([], 'a1').size).toBe(0);
  });

  it('grants providers and their sites only through the all-accounts marker', () => {
    const onAccount: AccountPermissions[] = [
      { idClientAccount: 'a1', permissions: ACTIONS.flatMap((action) => ALL_ACCOUNTS_SUBJECTS.map((subject) => ({ action, subject }))) },
    ];
    for (const subject of ['AdminProviders', 'AdminProviderSites'] as const) {
      expect(canAccess(onAccount, { action: 'View', subject })).toBe(false);
      expect(canAccess(onAccount, { action: 'View', subject, idClientAccount: 'a1' })).toBe(false);
      expect(accountsWith(onAccount, 'View', subject)).toEqual([]);
      expect(canAccess(systemAdmin, { action: 'Edit', subject, idClientAccount: 'a1' })).toBe(true);
      expect(accountsWith(systemAdmin, 'Edit', subject)).toBe('all');
      // Nobody gives them on an account, where they would grant nothing; the marker's holders give them on the marker.
      expect(mayGrant(systemAdmin, 'a1', { action: 'View', subject })).toBe(false);
      expect(mayGrant(systemAdmin, ALL_ACCOUNTS, { action: 'View', subject })).toBe(true);
    }
    // Boxes belong to accounts: box administration is held per account like any other subject.
    expect(
      canAccess([{ idClientAccount: 'a1', permissions: [{ action: 'View', subject: 'AdminBoxAdministration' }] }], {
        action: 'View',
        subject: 'AdminBoxAdministration',
        idClientAccount: 'a1',
      }),
    ).toBe(true);
  });
});
