import { describe, expect, it } from 'vitest';
import {
  MAX_CHECKOUT_ADDRESSES,
  checkoutSavePayload,
  needsBoxUser,
  selectionForOrderType,
  selectionForShipToMultiple,
  toggleAddress,
  orderShippingMethods,
  placeOrdersForAddresses,
  shippingChangeClearsAddresses,
  validateAddressCount,
  checkoutTotals,
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

describe('choosing checkout addresses', () => {
  const address = (n: number, addressType = 'DELIVERY', idWarehouse: string | null = null) => ({ idAddressBookAddress: `a${n}`, addressType, idWarehouse });
  const ids = (list: { idAddressBookAddress: string }[]) => list.map((a) => a.idAddressBookAddress);

  it('replaces the address with one address, toggles with several', () => {
    expect(ids(toggleAddress([address(1)], address(2), false).selected)).toEqual(['a2']);
    expect(ids(toggleAddress([address(1)], address(2), true).selected)).toEqual(['a1', 'a2']);
    expect(ids(toggleAddress([address(1), address(2)], address(1), true).selected)).toEqual(['a2']);
  });

  it('refuses the 101st address and keeps the 100 chosen', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => address(i));
    const { selected, refused } = toggleAddress(hundred, address(100), true);
    expect(selected).toHaveLength(100);
    expect(t(refused)).toBe('You can select at most 100 addresses.');
    expect(toggleAddress(hundred.slice(1), address(100), true).refused).toBeNull();
  });

  it('keeps the first address when shipping to multiple is turned off', () => {
    expect(ids(selectionForShipToMultiple([address(1), address(2)], false))).toEqual(['a1']);
    expect(ids(selectionForShipToMultiple([address(1), address(2)], true))).toEqual(['a1', 'a2']);
  });

  it("keeps only the addresses the new order type's filter allows", () => {
    const chosen = [address(1), address(2, 'WAREHOUSE', 'w2'), address(3, 'BOX', 'w1'), address(4, 'WAREHOUSE', 'w1')];
    expect(ids(selectionForOrderType(chosen, 'DELIVERY', 'w1'))).toEqual(['a1']);
    expect(ids(selectionForOrderType(chosen, 'TRANSFERT', 'w1'))).toEqual(['a2']);
    expect(ids(selectionForOrderType(chosen, 'DESTRUCT', 'w1'))).toEqual(['a3', 'a4']);
  });

  it('asks for the box user only when an order goes to a box', () => {
    expect(needsBoxUser([address(1)])).toBe(false);
    expect(needsBoxUser([address(1), address(2, 'BOX', 'w2')])).toBe(true);
  });
});

describe('checkout totals', () => {
  const cart = { items: [{ priceSell: 475, quantity: 3 }] };
  it('count the whole cart once per address, and in all: 1,425 to two addresses commits 2,850', () => {
    const totals = checkoutTotals(cart, [{ addressName: 'Paris' }, { addressName: 'Lyon' }]);
    expect(totals).toEqual({
      perAddress: 1425,
      orders: 2,
      addresses: [
        { address: { addressName: 'Paris' }, total: 1425 },
        { address: { addressName: 'Lyon' }, total: 1425 },
      ],
      total: 2850,
    });
  });

  it('count one order before any address is chosen, and keep cents exact', () => {
    expect(checkoutTotals(cart, [])).toMatchObject({ orders: 1, total: 1425 });
    expect(checkoutTotals({ items: [{ priceSell: 0.1, quantity: 3 }] }, [1, 2, 3]).total).toBe(0.9);
  });
});
