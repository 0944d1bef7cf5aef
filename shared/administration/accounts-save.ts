/**
 * Saving an account form: the account with its warehouses and features as one composite record,
 * through the data provider's create or update. The server runs the accounts description's save
 * plan in one transaction (the account, then its warehouses: deletions, creations; then its
 * features; then the account reloaded), so a failure leaves everything as it was and reaches the
 * caller as the server's ApiError.
 */
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { describedDataProvider } from '../data-provider/described';
import { accounts, type accountFeature, type accountRecord } from './accounts';

/** The data provider for accounts alone: this save knows its description, not the list of every resource. */
const accountsProvider = (api: ApiClient) => describedDataProvider(api, () => accounts);

type AccountRecord = z.infer<typeof accountRecord>;
type Feature = z.infer<typeof accountFeature>;

export interface AccountForm {
  idClient: string;
  accountCode: string;
  accountName: string;
  cultureLanguageCode?: string | null;
  clientAccountWarehouses: { idWarehouse: string; accountWMS?: string | null; wmsProductFamilyCode?: string | null }[];
  clientAccountFeatures: Feature[];
}

/** Creates (current null) or updates an account with its warehouses and features; answers the saved account. */
export async function saveAccount(api: ApiClient, wanted: AccountForm, current: AccountRecord | null): Promise<AccountRecord> {
  const provider = accountsProvider(api);
  const data = { ...wanted };
  const { data: saved } = current
    ? await provider.update<AccountRecord & { id: string }>(accounts.name, {
        id: current.idClientAccount,
        data,
        previousData: { ...current, id: current.idClientAccount },
        meta: { params: { idClient: current.idClient } },
      })
    : await provider.create<AccountRecord & { id: string }>(accounts.name, { data, meta: { params: { idClient: wanted.idClient } } });
  const { id: _id, ...account } = saved;
  return account;
}
