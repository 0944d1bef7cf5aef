import { describe, expect, it } from 'vitest';
import {
  MAX_CHECKOUT_ADDRESSES,
  checkoutSavePayload,
  orderShippingMethods,
  placeOrdersForAddresses,
  shippingChangeClearsAddresses,
  validateAddressCount,
} from '../../../../shared/rules/checkout';
import { RuleError } from '../../../../shared/rules/message';
import { t } from './locale-helpers';

describe('addresses per checkout', () => {
  it('allows at most 100', () => {
    expect(MAX_CHECKOUT_ADDRESSES).toBe(100);
    expect(validateAddressCount(100)).toBeNull();
    expect(t(validateAddressCount(101))).toBe('You can select at most 100 addresses.');
  });
});

describe('multiple-address ordering', () => {
  const addresses = [{ addressName: 'Paris' }, { addressName: 'Lyon' }, { addressName: 'Lille' }];

  it('creates one order per address, in order', async () => {
    const seen: string[] = [];
    const result = await placeOrdersForAddresses(addresses, async (a) => (seen.push(a.addressName), `order-${a.addressName}`));
    expect(seen).toEqual(['Paris', 'Lyon', 'Lille']);
    expect(result).toEqual({ orders: ['order-Paris', 'order-Lyon', 'order-Lille'], failures: [] });
  });

  it('fails as a whole when the first order fails', async () => {
    const placed: string[] = [];
    await expect(
      placeOrdersForAddresses(addresses, async (a) => {
        if (a.addressName === 'Paris') throw new Error('No stock');
        placed.push(a.addressName);
      }),
    ).rejects.toThrow('No stock');
    expect(placed).toEqual([]);
  });

  it('collects later failures per address with the spec message', async () => {
    const result = await placeOrdersForAddresses(addresses, async (a) => {
      if (a.addressName === 'Lyon') throw new Error('Invalid SKU');
      if (a.addressName === 'Lille') throw { message: 'Service unavailable' };
      return a.addressName;
    });
    expect(result.orders).toEqual(['Paris']);
    expect(result.failures.map((f) => t(f))).toEqual([
      'Order for Lyon failed with error - Invalid SKU',
      'Order for Lille failed with error - Service unavailable',
    ]);
  });

  it('refuses more than 100 addresses before placing anything', async () => {
    let calls = 0;
    const many = Array.from({ length: 101 }, (_, i) => ({ addressName: `A${i}` }));
    const attempt = placeOrdersForAddresses(many, async () => calls++);
    await expect(attempt).rejects.toBeInstanceOf(RuleError);
    expect(calls).toBe(0);
  });
});

describe('checkout save', () => {
  it('sends address ids, null for an empty delivery date, and no shipping method object', () => {
    expect(
      checkoutSavePayload({
        idCart: 'c',
        idShippingMethod: 's',
        shippingMethod: { idShippingMethod: 's' },
        deliveryDate: '',
        selectedAddresses: [{ idAddressBookAddress: 'x' }, { idAddressBookAddress: 'y' }],
      }),
    ).toEqual({ idCart: 'c', idShippingMethod: 's', deliveryDate: null, selectedAddresses: ['x', 'y'] });
  });
});

describe('shipping methods', () => {
  it('keeps enabled ones, by displayPosition', () => {
    const methods = [
      { id: 'c', enabled: true, displayPosition: 3 },
      { id: 'off', enabled: false, displayPosition: 1 },
      { id: 'a', enabled: true, displayPosition: 1 },
      { id: 'none', enabled: true, displayPosition: null },
    ];
    expect(orderShippingMethods(methods).map((m) => m.id)).toEqual(['a', 'c', 'none']);
  });

  it('clears addresses only when isProvisionAtDock changes', () => {
    expect(shippingChangeClearsAddresses({ isProvisionAtDock: false }, { isProvisionAtDock: true })).toBe(true);
    expect(shippingChangeClearsAddresses({ isProvisionAtDock: true }, { isProvisionAtDock: true })).toBe(false);
    expect(shippingChangeClearsAddresses(null, { isProvisionAtDock: false })).toBe(false);
  });
});
