import { describe, expect, it } from 'vitest';
import { canAccessResource, permissionQuery } from '../../../../../web/shell/auth/access';
import { admin, ids, julie, tom } from '../../fixtures';

describe('permissionQuery', () => {
  it("maps react-admin's actions on a resource route to the spec's action on its subject", () => {
    expect(permissionQuery('clients', 'list')).toEqual({ subject: 'AdminClients', action: 'View' });
    expect(permissionQuery('clients', 'create')).toEqual({ subject: 'AdminClients', action: 'Create' });
    expect(permissionQuery('clients', 'delete')).toEqual({ subject: 'AdminClients', action: 'Edit' });
    expect(permissionQuery('clients', 'export')).toEqual({ subject: 'AdminClients', action: 'View' });
    expect(permissionQuery('clients.clientName', 'edit')).toEqual({ subject: 'AdminClients', action: 'Edit' });
  });

  it('accepts a subject and a spec action as they are', () => {
    expect(permissionQuery('CoreGeneralUserAccountUserProfile', 'View')).toEqual({ subject: 'CoreGeneralUserAccountUserProfile', action: 'View' });
  });

  it('knows nothing of unknown resources or actions', () => {
    expect(permissionQuery('unknown', 'list')).toBeNull();
    expect(permissionQuery('clients', 'launch')).toBeNull();
  });
});

describe('canAccessResource', () => {
  it('lets the all-accounts administrator manage clients', () => {
    expect(canAccessResource(admin.accountPermissions, null, { resource: 'clients', action: 'list' })).toBe(true);
    expect(canAccessResource(admin.accountPermissions, null, { resource: 'clients', action: 'delete' })).toBe(true);
  });

  it('refuses clients to an orderer, in their active account', () => {
    expect(canAccessResource(tom.accountPermissions, ids.outdoor, { resource: 'clients', action: 'list' })).toBe(false);
    expect(canAccessResource(tom.accountPermissions, ids.outdoor, { resource: 'CoreGeneralDashboard', action: 'View' })).toBe(true);
  });

  it('checks the active account when there is one, any account otherwise', () => {
    expect(canAccessResource(julie.accountPermissions, null, { resource: 'CoreOrders', action: 'View' })).toBe(true);
    expect(canAccessResource(julie.accountPermissions, ids.outdoor, { resource: 'CoreOrders', action: 'View' })).toBe(false);
  });

  it('refuses what it cannot map', () => {
    expect(canAccessResource(admin.accountPermissions, null, { resource: 'unknown', action: 'list' })).toBe(false);
  });
});
