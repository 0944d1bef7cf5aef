import { describe, expect, it } from 'vitest';
import {
  accountAfterClientChange,
  clientChoicesOfClients,
  clientChoicesOfUser,
  initialClient,
  warehouseAfterLoad,
} from '../../../../../web/shell/session/account-choices';
import { ids, julie, tom, warehouse } from '../../fixtures';

describe('client and account choices of the settings panel and the masquerade modal', () => {
  it("groups a user's own accounts by client, sorted by name", () => {
    expect(clientChoicesOfUser(julie)).toEqual([
      {
        idClient: ids.lumiere,
        clientName: 'Maison Lumière',
        accounts: [
          { idClientAccount: ids.stores, accountName: 'Boutiques France' },
          { idClientAccount: ids.ecommerce, accountName: 'E-commerce' },
        ],
      },
    ]);
  });

  it('takes every client with accounts from GET /clients, for all-accounts administrators', () => {
    const choices = clientChoicesOfClients([
      { idClient: ids.northwind, clientName: 'Northwind Outfitters', accounts: [{ idClientAccount: ids.outdoor, accountName: 'Outdoor Retail' }] },
      { idClient: 'empty', clientName: 'A client without accounts', accounts: [] },
      { idClient: ids.lumiere, clientName: 'Maison Lumière', accounts: [{ idClientAccount: ids.stores, accountName: 'Boutiques France' }] },
    ]);
    expect(choices.map((c) => c.clientName)).toEqual(['Maison Lumière', 'Northwind Outfitters']);
  });

  it('selects the account of a client that has exactly one, and none otherwise', () => {
    const choices = [...clientChoicesOfUser(tom), ...clientChoicesOfUser(julie)];
    expect(accountAfterClientChange(choices, ids.northwind)).toBe(ids.outdoor);
    expect(accountAfterClientChange(choices, ids.lumiere)).toBeNull();
    expect(accountAfterClientChange(choices, null)).toBeNull();
  });

  it('selects a warehouse of every account that has one: chosen, else last used, else only, else first', () => {
    const lyon = warehouse(ids.lyon, 'Lyon');
    const lille = warehouse(ids.lille, 'Lille', 'BOX');
    expect(warehouseAfterLoad([lyon], null)).toBe(ids.lyon);
    expect(warehouseAfterLoad([lille, lyon], null)).toBe(ids.lyon);
    expect(warehouseAfterLoad([lyon, lille], null, ids.lille)).toBe(ids.lille);
    expect(warehouseAfterLoad([lyon, lille], ids.lille)).toBe(ids.lille);
    expect(warehouseAfterLoad([lyon, lille], 'gone')).toBe(ids.lyon);
    expect(warehouseAfterLoad([], ids.lyon)).toBeNull();
  });

  it('starts from the chosen client, else the only one', () => {
    const one = clientChoicesOfUser(tom);
    expect(initialClient(one, null)).toBe(ids.northwind);
    expect(initialClient([...one, ...clientChoicesOfUser(julie)], null)).toBeNull();
    expect(initialClient([...one, ...clientChoicesOfUser(julie)], ids.lumiere)).toBe(ids.lumiere);
  });
});
