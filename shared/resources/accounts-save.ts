/**
 * Saving an account form: the account, then its warehouses, then its features (spec part 3,
 * section 4). A failed call stops the save and reaches the caller as the server's ApiError, so
 * the form shows the server's message.
 */
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { diffRecords, featureRecordStatus } from '../rules/record-status';
import { ACCOUNT_FEATURES_PATH, accounts, accountWarehouses, type accountFeature, type accountRecord, type accountWarehouseRecord } from './accounts';
import { inputOf } from './define';

type AccountRecord = z.infer<typeof accountRecord>;
type AccountWarehouse = z.infer<typeof accountWarehouseRecord>;
type Feature = z.infer<typeof accountFeature>;

export interface AccountForm {
  idClient: string;
  accountCode: string;
  accountName: string;
  cultureLanguageCode?: string | null;
  clientAccountWarehouses: { idWarehouse: string; accountWMS?: string | null; wmsProductFamilyCode?: string | null }[];
  clientAccountFeatures: Feature[];
}
type WantedWarehouse = AccountForm['clientAccountWarehouses'][number];

/** The spec's page size for an account's warehouses: all of them. */
const ALL_WAREHOUSES = 10000;

const sameCodes = (current: AccountWarehouse, wanted: WantedWarehouse) =>
  (current.accountWMS ?? null) === (wanted.accountWMS ?? null) && (current.wmsProductFamilyCode ?? null) === (wanted.wmsProductFamilyCode ?? null);

/** Deletions, then creations, then changed codes, then the list as the server now has it. */
async function saveWarehouses(api: ApiClient, params: Record<string, string>, wanted: WantedWarehouse[], current: AccountWarehouse[]) {
  const diff = diffRecords(current, wanted, { key: (w) => w.idWarehouse, equals: sameCodes });
  const item = (id: string) => ({ path: accountWarehouses.paths.item, params: { ...params, id } });
  for (const link of diff.toDelete) await api.request({ method: 'DELETE', ...item(link.idWarehouse) });
  for (const link of diff.toCreate) {
    await api.request({ method: 'POST', path: accountWarehouses.paths.list, params, body: inputOf(accountWarehouses, link) });
  }
  for (const { wanted: link } of diff.toUpdate) await api.request({ method: 'PUT', ...item(link.idWarehouse), body: inputOf(accountWarehouses, link) });
  const reloaded = await api.request<{ items: AccountWarehouse[] }>({ path: accountWarehouses.paths.list, params, query: { pageSize: ALL_WAREHOUSES } });
  return reloaded.items;
}

/** Every feature with its record status (added, removed, unchanged), in one update. */
async function saveFeatures(api: ApiClient, idClientAccount: string, wanted: Feature[], current: Feature[]) {
  const was = (feature: string) => current.some((f) => f.feature === feature && f.isSelected);
  const clientAccountFeatures = wanted.map((f) => ({ ...f, recordStatus: featureRecordStatus(was(f.feature), f.isSelected) }));
  const answer = await api.request<{ clientAccountFeatures: Feature[] }>({
    method: 'PUT',
    path: ACCOUNT_FEATURES_PATH,
    params: { idClientAccount },
    body: { clientAccountFeatures },
  });
  return answer.clientAccountFeatures;
}

/** Creates (current null) or updates an account with its warehouses and features; answers the saved account. */
export async function saveAccount(api: ApiClient, wanted: AccountForm, current: AccountRecord | null): Promise<AccountRecord> {
  const body = inputOf(accounts, wanted as unknown as Record<string, unknown>);
  const answer = current
    ? await api.request<{ account: AccountRecord }>({
        method: 'PUT',
        path: accounts.paths.item,
        params: { idClient: current.idClient, id: current.idClientAccount },
        body,
      })
    : await api.request<{ account: AccountRecord }>({ method: 'POST', path: accounts.paths.list, params: { idClient: wanted.idClient }, body });
  const saved = answer.account;
  const params = { idClient: saved.idClient, idClientAccount: saved.idClientAccount };
  const clientAccountWarehouses = await saveWarehouses(api, params, wanted.clientAccountWarehouses, current?.clientAccountWarehouses ?? []);
  const clientAccountFeatures = await saveFeatures(api, saved.idClientAccount, wanted.clientAccountFeatures, current?.clientAccountFeatures ?? []);
  return { ...saved, clientAccountWarehouses, clientAccountFeatures };
}
