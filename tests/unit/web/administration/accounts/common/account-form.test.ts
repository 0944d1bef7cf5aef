import { describe, expect, it } from 'vitest';
import en from '../../../../../../locales/en.json';
import fr from '../../../../../../locales/fr.json';
import { ACCOUNT_FEATURES } from '../../../../../../shared/administration/accounts';
import { nestErrors, newAccountValues, toAccountForm, validateAccount, withFeature } from '../../../../../../web/administration/accounts/common/account-form';
import { ids } from '../../../fixtures';

const valid = () => ({
  ...newAccountValues(ids.lumiere),
  accountCode: 'MLB',
  accountName: 'Boutiques Belgique',
  clientAccountWarehouses: [{ idWarehouse: ids.lyon, accountWMS: 'MLB-LY', wmsProductFamilyCode: '' }],
});

describe('account form', () => {
  it('starts a new account with every feature unticked and the default language', () => {
    const values = newAccountValues();
    expect(values.cultureLanguageCode).toBe('en');
    expect(values.clientAccountFeatures).toEqual(ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: false })));
  });

  it('labels every feature and warehouse type in English and French', () => {
    for (const { resources } of [en, fr]) {
      expect(ACCOUNT_FEATURES.filter((f) => !(resources.accounts.features as Record<string, string>)[f])).toEqual([]);
      expect(Object.keys(resources.accounts.warehouseTypes).sort()).toEqual(['BOX', 'WAREHOUSE']);
    }
  });

  it('ticks one feature and keeps the others, in the catalogue order', () => {
    const features = withFeature([{ feature: 'Quotas', isSelected: true }], 'Events', true);
    expect(features.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Events', 'Quotas']);
    expect(features).toHaveLength(ACCOUNT_FEATURES.length);
    expect(
      withFeature(features, 'Quotas', false)
        .filter((f) => f.isSelected)
        .map((f) => f.feature),
    ).toEqual(['Events']);
  });

  it('gives saveAccount trimmed fields, null for blank codes and every feature', () => {
    const form = toAccountForm({ ...valid(), accountName: ' Boutiques Belgique ', clientAccountFeatures: [{ feature: 'Boxes', isSelected: true }] });
    expect(form).toEqual({
      idClient: ids.lumiere,
      accountCode: 'MLB',
      accountName: 'Boutiques Belgique',
      cultureLanguageCode: 'en',
      clientAccountWarehouses: [{ idWarehouse: ids.lyon, accountWMS: 'MLB-LY', wmsProductFamilyCode: null }],
      clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: feature === 'Boxes' })),
    });
  });

  it('accepts a valid account', () => {
    expect(validateAccount(valid())).toEqual({});
  });

  it('checks the spec limits: code up to 3, name up to 50, and a client', () => {
    const errors = validateAccount({ ...valid(), idClient: null, accountCode: 'ABCD', accountName: 'x'.repeat(51) });
    expect(errors).toEqual({
      idClient: { message: 'validation.required', args: {} },
      accountCode: { message: 'validation.text.tooLong', args: { max: 3 } },
      accountName: { message: 'validation.text.tooLong', args: { max: 50 } },
    });
    expect(validateAccount({ ...valid(), accountName: 'x'.repeat(50), accountCode: 'ABC' })).toEqual({});
  });

  it('asks for a warehouse on each row, and each warehouse once, on the row concerned', () => {
    const errors = validateAccount({
      ...valid(),
      clientAccountWarehouses: [{ idWarehouse: ids.lyon }, { idWarehouse: null }, { idWarehouse: ids.lyon }],
    });
    expect(errors).toEqual({
      clientAccountWarehouses: [
        {},
        { idWarehouse: { message: 'validation.required', args: {} } },
        { idWarehouse: { message: 'validation.duplicate', args: {} } },
      ],
    });
  });

  it('nests dotted error paths like the values', () => {
    expect(nestErrors({ accountCode: 'x', 'rows.2.code': 'y', 'a.b': 'z' })).toEqual({ accountCode: 'x', rows: [{}, {}, { code: 'y' }], a: { b: 'z' } });
  });
});
