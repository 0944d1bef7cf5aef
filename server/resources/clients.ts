import { asc, inArray } from 'drizzle-orm';
import { clients as description } from '../../shared/resources';
import { clientAccounts, clients } from '../db/schema';
import { bind } from './binding';

export const clientsBinding = bind({
  description,
  table: clients,
  // A client record lists its accounts (id, name and code: pickers show both), as the spec's Client entity does.
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const accounts = await db
      .select({
        idClient: clientAccounts.idClient,
        idClientAccount: clientAccounts.idClientAccount,
        accountName: clientAccounts.accountName,
        accountCode: clientAccounts.accountCode,
      })
      .from(clientAccounts)
      .where(
        inArray(
          clientAccounts.idClient,
          rows.map((r) => r.idClient),
        ),
      )
      .orderBy(asc(clientAccounts.accountName));
    return rows.map(({ createdAt: _createdAt, ...row }) => ({
      ...row,
      accounts: accounts
        .filter((a) => a.idClient === row.idClient)
        .map(({ idClientAccount, accountName, accountCode }) => ({ idClientAccount, accountName, accountCode })),
    }));
  },
});
