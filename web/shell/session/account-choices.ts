/**
 * The clients and accounts offered by the administrator settings panel and the masquerade modal,
 * and the spec's automatic choices: a client with exactly one account selects it, an account with
 * exactly one warehouse selects it.
 */
import { autoSelect } from '../../../shared/rules/session-forms';
import { chooseWarehouse } from './scope-rules';
import type { SessionUser, Warehouse } from './session-user';

export interface AccountChoice {
  idClientAccount: string;
  accountName: string;
  accountCode?: string | null;
}

export interface ClientChoice {
  idClient: string;
  clientName: string;
  accounts: AccountChoice[];
}

const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b));

/** The user's own accounts, grouped by client, for users who do not see every client. */
export function clientChoicesOfUser(user: Pick<SessionUser, 'accounts' | 'client'>): ClientChoice[] {
  const clients = new Map<string, ClientChoice>();
  for (const account of user.accounts ?? []) {
    const clientName = user.client?.idClient === account.idClient ? user.client.clientName : account.idClient;
    const client = clients.get(account.idClient) ?? { idClient: account.idClient, clientName, accounts: [] };
    client.accounts.push({ idClientAccount: account.idClientAccount, accountName: account.accountName });
    clients.set(account.idClient, client);
  }
  return [...clients.values()].sort(byName((c) => c.clientName)).map((c) => ({ ...c, accounts: c.accounts.sort(byName((a) => a.accountName)) }));
}

/** Clients as GET /clients lists them (each with its accounts), sorted, clients without accounts left out. */
export function clientChoicesOfClients(clients: readonly { idClient: string; clientName: string; accounts?: AccountChoice[] }[]): ClientChoice[] {
  return clients
    .filter((c) => (c.accounts ?? []).length > 0)
    .map((c) => ({ idClient: c.idClient, clientName: c.clientName, accounts: [...(c.accounts ?? [])].sort(byName((a) => a.accountName)) }))
    .sort(byName((c) => c.clientName));
}

export const accountsOf = (choices: readonly ClientChoice[], idClient: string | null | undefined): AccountChoice[] =>
  choices.find((c) => c.idClient === idClient)?.accounts ?? [];

/** The account once the client is chosen: its only account, else none. */
export const accountAfterClientChange = (choices: readonly ClientChoice[], idClient: string | null): string | null =>
  autoSelect(accountsOf(choices, idClient))?.idClientAccount ?? null;

/** The warehouse once the account's warehouses are known, by the session's rule (`chooseWarehouse`): chosen, last used, only, first. */
export function warehouseAfterLoad(warehouses: readonly Warehouse[], chosen: string | null, lastUsed: string | null = null): string | null {
  return chooseWarehouse(warehouses, chosen, lastUsed)?.idWarehouse ?? null;
}

/** The client to start with: the chosen one, else the only one offered. */
export const initialClient = (choices: readonly ClientChoice[], idClient: string | null | undefined): string | null =>
  (idClient && choices.some((c) => c.idClient === idClient) ? idClient : autoSelect(choices)?.idClient) ?? null;
