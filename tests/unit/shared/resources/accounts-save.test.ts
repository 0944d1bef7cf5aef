import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { ACCOUNT_FEATURES, ACCOUNT_FEATURES_PATH, accounts, accountWarehouses } from '../../../../shared/resources/accounts';
import { saveAccount, type AccountForm } from '../../../../shared/resources/accounts-save';
import { fakeApi, type Call } from './fake-api';

const link = (idWarehouse: string, accountWMS: string | null = null) => ({
  idClientAccountWarehouse: `l-${idWarehouse}`,
  idClientAccount: 'a1',
  idWarehouse,
  warehouseName: `W ${idWarehouse}`,
  warehouseType: 'WAREHOUSE' as const,
  accountWMS,
  wmsProductFamilyCode: null,
});
const features = (selected: string[]) => ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: selected.includes(feature) }));
const stored = {
  idClientAccount: 'a1',
  idClient: 'c1',
  clientName: 'Acme',
  accountCode: 'ACM',
  accountName: 'Acme',
  cultureLanguageCode: 'en',
  clientAccountWarehouses: [],
  clientAccountFeatures: features([]),
};

function server(reloaded: ReturnType<typeof link>[]) {
  return fakeApi({
    [`POST ${accounts.paths.list}`]: (call) => ({ account: { ...stored, ...(call.body as object) } }),
    [`PUT ${accounts.paths.item}`]: (call) => ({ account: { ...stored, ...(call.body as object) } }),
    [`POST ${accountWarehouses.paths.list}`]: () => ({ clientAccountWarehouses: {} }),
    [`PUT ${accountWarehouses.paths.item}`]: () => ({ clientAccountWarehouses: {} }),
    [`DELETE ${accountWarehouses.paths.item}`]: () => undefined,
    [`GET ${accountWarehouses.paths.list}`]: () => ({ items: reloaded }),
    [`PUT ${ACCOUNT_FEATURES_PATH}`]: (call: Call) => ({
      clientAccountFeatures: (call.body as { clientAccountFeatures: { feature: string; isSelected: boolean }[] }).clientAccountFeatures.map(
        ({ feature, isSelected }) => ({ feature, isSelected }),
      ),
    }),
  });
}

const form = (overrides: Partial<AccountForm> = {}): AccountForm => ({
  idClient: 'c1',
  accountCode: 'ACM',
  accountName: 'Acme',
  cultureLanguageCode: '',
  clientAccountWarehouses: [],
  clientAccountFeatures: features([]),
  ...overrides,
});

describe('saveAccount', () => {
  it('creates the account, then its warehouses, reloads them, then saves every feature in one update', async () => {
    const { api, calls, trace } = server([link('w1', 'WMS1'), link('w2')]);
    const saved = await saveAccount(
      api,
      form({
        clientAccountWarehouses: [
          { idWarehouse: 'w1', accountWMS: 'WMS1' },
          { idWarehouse: 'w2', accountWMS: '' },
        ],
        clientAccountFeatures: features(['Events']),
      }),
      null,
    );
    expect(trace()).toEqual([
      `POST ${accounts.paths.list}`,
      `POST ${accountWarehouses.paths.list}`,
      `POST ${accountWarehouses.paths.list}`,
      `GET ${accountWarehouses.paths.list}`,
      `PUT ${ACCOUNT_FEATURES_PATH}`,
    ]);
    // Only input fields, empty strings as null.
    expect(calls[0]).toMatchObject({ params: { idClient: 'c1' }, body: { accountCode: 'ACM', accountName: 'Acme', cultureLanguageCode: null } });
    expect(calls[2]).toMatchObject({ params: { idClient: 'c1', idClientAccount: 'a1' }, body: { idWarehouse: 'w2', accountWMS: null } });
    expect(calls[3].query).toEqual({ pageSize: 10000 });
    const sent = (calls[4].body as { clientAccountFeatures: { feature: string; recordStatus: string }[] }).clientAccountFeatures;
    expect(sent.find((f) => f.feature === 'Events')?.recordStatus).toBe('added');
    expect(sent.filter((f) => f.recordStatus === 'unchanged')).toHaveLength(ACCOUNT_FEATURES.length - 1);
    expect(saved.clientAccountWarehouses.map((w) => w.idWarehouse)).toEqual(['w1', 'w2']);
    expect(saved.clientAccountFeatures.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Events']);
  });

  it('on update deletes dropped warehouses before creating new ones, updates changed codes, and marks features added or removed', async () => {
    const current = { ...stored, clientAccountWarehouses: [link('w1', 'OLD'), link('w2'), link('w3')], clientAccountFeatures: features(['Boxes', 'Quotas']) };
    const { api, calls, trace } = server([link('w1', 'NEW'), link('w3'), link('w4')]);
    await saveAccount(
      api,
      form({
        clientAccountWarehouses: [{ idWarehouse: 'w4' }, { idWarehouse: 'w1', accountWMS: 'NEW' }, { idWarehouse: 'w3' }],
        clientAccountFeatures: features(['Quotas', 'Events']),
      }),
      current,
    );
    expect(trace()).toEqual([
      `PUT ${accounts.paths.item}`,
      `DELETE ${accountWarehouses.paths.item}`,
      `POST ${accountWarehouses.paths.list}`,
      `PUT ${accountWarehouses.paths.item}`,
      `GET ${accountWarehouses.paths.list}`,
      `PUT ${ACCOUNT_FEATURES_PATH}`,
    ]);
    expect(calls[0].params).toEqual({ idClient: 'c1', id: 'a1' });
    expect(calls[1].params).toMatchObject({ id: 'w2' });
    expect(calls[2].body).toMatchObject({ idWarehouse: 'w4' });
    expect(calls[3]).toMatchObject({ params: { id: 'w1' }, body: { accountWMS: 'NEW' } });
    const statuses = Object.fromEntries(
      (calls[5].body as { clientAccountFeatures: { feature: string; recordStatus: string }[] }).clientAccountFeatures.map((f) => [f.feature, f.recordStatus]),
    );
    expect(statuses).toMatchObject({ Events: 'added', Boxes: 'removed', Quotas: 'unchanged' });
  });

  it("stops at a failed warehouse call with the server's own error, before the features", async () => {
    const refused = new ApiError(400, { message: 'The warehouse is closed.', code: 'CLOSED' });
    const { api, trace } = fakeApi({
      [`POST ${accounts.paths.list}`]: () => ({ account: stored }),
      [`POST ${accountWarehouses.paths.list}`]: () => {
        throw refused;
      },
    });
    await expect(saveAccount(api, form({ clientAccountWarehouses: [{ idWarehouse: 'w1' }] }), null)).rejects.toBe(refused);
    expect(trace()).toEqual([`POST ${accounts.paths.list}`, `POST ${accountWarehouses.paths.list}`]);
  });
});
