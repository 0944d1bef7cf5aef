import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS } from '../../../../../shared/permissions';
import { currentGroupAccount, groupAccountChoices, groupCandidates, groupMeta } from '../../../../../web/administration/common/group-account';
import { ids } from '../../fixtures';

const options = [
  { idClient: ids.northwind, idClientAccount: ids.outdoor, accountName: 'Outdoor Retail', clientName: 'Northwind Outfitters' },
  { idClient: ids.lumiere, idClientAccount: ids.stores, accountName: 'Boutiques France', clientName: 'Maison Lumière' },
  { idClient: ids.lumiere, idClientAccount: ids.ecommerce, accountName: 'E-commerce', clientName: 'Maison Lumière' },
];
const groupsOn = (...accounts: string[]) =>
  accounts.map((idClientAccount) => ({ idClientAccount, permissions: [{ action: 'View' as const, subject: 'AdminGroups' as const }] }));

describe('the account of the group screens', () => {
  it('offers the accounts whose groups the user may see, by client then name', () => {
    expect(groupAccountChoices(groupsOn(ALL_ACCOUNTS), options).map((o) => o.accountName)).toEqual(['Boutiques France', 'E-commerce', 'Outdoor Retail']);
    expect(groupAccountChoices(groupsOn(ids.ecommerce), options).map((o) => o.accountName)).toEqual(['E-commerce']);
  });

  it("works in the session's active account first", () => {
    const picked = { idClient: ids.northwind, idClientAccount: ids.outdoor };
    expect(currentGroupAccount({ idClient: ids.lumiere, idClientAccount: ids.stores }, picked, options)).toEqual({
      idClient: ids.lumiere,
      idClientAccount: ids.stores,
    });
  });

  it('else in the picked account while it is a choice, else in the only choice', () => {
    const picked = { idClient: ids.northwind, idClientAccount: ids.outdoor };
    expect(currentGroupAccount({}, picked, options)).toEqual(picked);
    expect(currentGroupAccount({}, picked, undefined)).toEqual(picked);
    expect(currentGroupAccount({}, picked, options.slice(1))).toBeNull();
    expect(currentGroupAccount({}, null, options.slice(2))).toEqual({ idClient: ids.lumiere, idClientAccount: ids.ecommerce });
  });

  it('offers as new members the users of the account who are not members yet, by name', () => {
    const user = (idUser: string, lastName: string, accounts: string[]) => ({
      idUser,
      firstName: 'A',
      lastName,
      email: `${lastName}@x.test`,
      accounts: accounts.map((idClientAccount) => ({ idClientAccount })),
    });
    const users = [user(ids.tom, 'Zed', [ids.stores]), user(ids.julie, 'Bernard', [ids.stores, ids.ecommerce]), user(ids.admin, 'Other', [ids.outdoor])];
    expect(groupCandidates(users, [], ids.stores).map((u) => u.lastName)).toEqual(['Bernard', 'Zed']);
    expect(groupCandidates(users, [{ idUser: ids.julie }], ids.stores).map((u) => u.lastName)).toEqual(['Zed']);
  });

  it('fills the group paths from the account', () => {
    expect(groupMeta({ idClient: ids.lumiere, idClientAccount: ids.stores }, { idClientAccountGroup: 'g' })).toEqual({
      params: { idClient: ids.lumiere, idClientAccount: ids.stores, idClientAccountGroup: 'g' },
    });
  });
});
