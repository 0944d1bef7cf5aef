import { describe, expect, it } from 'vitest';
import { pickAccount } from '../../../../../cli/commands/export/account';

const a = (idClientAccount: string, accountCode: string, accountName: string, clientName: string) => ({
  idClient: `client-${clientName}`,
  idClientAccount,
  accountCode,
  accountName,
  clientName,
});
const accounts = [
  a('1', 'MLS', 'Boutiques France', 'Maison Lumière'),
  a('2', 'MLE', 'E-commerce', 'Maison Lumière'),
  a('3', 'NWO', 'Outdoor Retail', 'Northwind'),
];

describe('the account of a per-account export', () => {
  it('is named by code, name or id, any case', () => {
    expect(pickAccount(accounts, { account: 'mls' })).toMatchObject({ idClientAccount: '1' });
    expect(pickAccount(accounts, { account: 'e-commerce' })).toMatchObject({ idClientAccount: '2' });
    expect(pickAccount(accounts, { account: '3' })).toMatchObject({ idClientAccount: '3' });
  });

  it('is the only one of the client when --account is left out, else the choices are listed', () => {
    expect(pickAccount(accounts, { client: 'northwind' })).toMatchObject({ idClientAccount: '3' });
    expect(pickAccount(accounts, { client: 'Maison Lumière' })).toEqual({ error: 'missing', choices: ['Boutiques France (MLS)', 'E-commerce (MLE)'] });
    expect(pickAccount(accounts, { account: 'NOPE' })).toMatchObject({ error: 'unknown' });
  });
});
