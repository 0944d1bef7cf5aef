import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS, type AccountPermissions } from '../../../../shared/permissions';
import { RESOURCES, accounts, clients, users } from '../../../../shared/resources';
import { mayOnResource, needsAllAccounts } from '../../../../shared/registry/access';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const clientAdmin: AccountPermissions[] = [
  {
    idClientAccount: ACCOUNT,
    permissions: (['View', 'Create', 'Edit'] as const).flatMap((action) =>
      (['AdminClients', 'AdminAccounts', 'AdminUsers'] as const).map((subject) => ({ action, subject })),
    ),
  },
];
const systemAdmin: AccountPermissions[] = [{ idClientAccount: ALL_ACCOUNTS, permissions: [{ action: 'Create', subject: 'AdminClients' }] }];

describe('the permission a resource call needs (portal and server alike)', () => {
  it('keeps client creation to holders of the all-accounts marker', () => {
    expect(mayOnResource(clientAdmin, clients, 'Create', ACCOUNT)).toBe(false);
    expect(mayOnResource(clientAdmin, clients, 'Create')).toBe(false);
    expect(mayOnResource(systemAdmin, clients, 'Create', ACCOUNT)).toBe(true);
  });

  it('lets a client administrator view and edit her client, and create accounts and users in her account', () => {
    expect(mayOnResource(clientAdmin, clients, 'View', ACCOUNT)).toBe(true);
    expect(mayOnResource(clientAdmin, clients, 'Edit', ACCOUNT)).toBe(true);
    expect(mayOnResource(clientAdmin, accounts, 'Create', ACCOUNT)).toBe(true);
    expect(mayOnResource(clientAdmin, users, 'Create', ACCOUNT)).toBe(true);
  });

  it('needs the marker only for creating clients', () => {
    const marked = RESOURCES.flatMap((description) =>
      (['View', 'Create', 'Edit'] as const).filter((a) => needsAllAccounts(description, a)).map((a) => `${a} ${description.name}`),
    );
    expect(marked).toEqual(['Create clients']);
  });
});
