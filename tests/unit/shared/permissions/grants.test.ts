import { describe, expect, it } from 'vitest';
import { ACTIONS, ALL_ACCOUNTS, SUBJECTS, type AccountPermissions } from '../../../../shared/permissions';
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
    expect(grantableCells(systemAdmin, 'a1').size).toBe(ACTIONS.length * SUBJECTS.length);
    expect(grantableCells([], 'a1').size).toBe(0);
  });
});
