import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { ACCOUNT_FEATURES, accounts } from '../../../../shared/administration/accounts';
import { saveAccount, type AccountForm } from '../../../../shared/administration/accounts-save';
import { diffPart, type SavePart } from '../../../../shared/registry/define';
import { fakeApi } from './fake-api';

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

const form = (overrides: Partial<AccountForm> = {}): AccountForm => ({
  idClient: 'c1',
  accountCode: 'ACM',
  accountName: 'Acme',
  cultureLanguageCode: '',
  clientAccountWarehouses: [],
  clientAccountFeatures: features([]),
  ...overrides,
});

const server = () =>
  fakeApi({
    [`POST ${accounts.paths.list}`]: () => ({ account: stored }),
    [`PUT ${accounts.paths.item}`]: () => ({ account: stored }),
  });

const part = (name: string): SavePart => {
  const found = accounts.savePlan?.parts.find((p) => p.name === name);
  if (!found) throw new Error(`no part ${name}`);
  return found;
};

describe('saveAccount', () => {
  it('creates the account with its warehouses and features in one call: the composite record, empty strings as null', async () => {
    const { api, calls, trace } = server();
    const saved = await saveAccount(
      api,
      form({ clientAccountWarehouses: [{ idWarehouse: 'w1', accountWMS: '' }], clientAccountFeatures: features(['Events']) }),
      null,
    );
    expect(trace()).toEqual([`POST ${accounts.paths.list}`]);
    expect(calls[0].params).toEqual({ idClient: 'c1' });
    expect(calls[0].body).toEqual({
      accountCode: 'ACM',
      accountName: 'Acme',
      cultureLanguageCode: null,
      clientAccountWarehouses: [{ idWarehouse: 'w1', accountWMS: null }],
      clientAccountFeatures: features(['Events']),
    });
    expect(saved).toEqual(stored);
  });

  it('updates through the item path of the stored account', async () => {
    const { api, calls, trace } = server();
    await saveAccount(api, form({ accountName: 'Acme & co' }), stored);
    expect(trace()).toEqual([`PUT ${accounts.paths.item}`]);
    expect(calls[0].params).toEqual({ idClient: 'c1', id: 'a1' });
  });

  it("rethrows the server's own error", async () => {
    const refused = new ApiError(400, { message: 'Validation failed.', code: 'VALIDATION', errors: { idWarehouse: 'validation.unknownReference' } });
    const { api } = fakeApi({
      [`PUT ${accounts.paths.item}`]: () => {
        throw refused;
      },
    });
    await expect(saveAccount(api, form(), stored)).rejects.toBe(refused);
  });
});

describe("the accounts save plan's parts", () => {
  it('syncs warehouses by deletions then creations, a changed code as both (no update)', () => {
    const warehouses = part('warehouses');
    const body = {
      clientAccountWarehouses: [
        { idWarehouse: 'w1', accountWMS: 'A' },
        { idWarehouse: 'w2', accountWMS: 'NEW' },
        { idWarehouse: 'w4', accountWMS: null },
      ],
    };
    const current = [
      { idWarehouse: 'w1', accountWMS: 'A', wmsProductFamilyCode: null },
      { idWarehouse: 'w2', accountWMS: 'OLD', wmsProductFamilyCode: null },
      { idWarehouse: 'w3', accountWMS: null, wmsProductFamilyCode: null },
    ];
    const { removed, added } = diffPart(warehouses, current, warehouses.items(body) ?? []);
    expect(removed.map((w) => w.idWarehouse)).toEqual(['w2', 'w3']);
    expect(added.map((w) => w.idWarehouse)).toEqual(['w2', 'w4']);
  });

  it('stores the selected features: deselected ones removed, newly selected added', () => {
    const featuresPart = part('features');
    const wanted = featuresPart.items({ clientAccountFeatures: features(['Events', 'Quotas']) }) ?? [];
    const { removed, added } = diffPart(featuresPart, [{ feature: 'Boxes' }, { feature: 'Events' }], wanted);
    expect([removed, added]).toEqual([[{ feature: 'Boxes' }], [{ feature: 'Quotas' }]]);
  });

  it('leaves a part alone when the body does not carry it', () => {
    expect(part('warehouses').items({ accountName: 'Acme' })).toBeUndefined();
  });
});
