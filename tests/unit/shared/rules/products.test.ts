import { describe, expect, it } from 'vitest';
import { productPrices } from '../../../../shared/rules/products';

describe('product prices', () => {
  it('simple products carry their prices, other types send 0', () => {
    const prices = { priceSell: 9.9, pricePurshase: 4.5, sku: 'S' };
    expect(productPrices('SIMPLE', prices)).toEqual(prices);
    expect(productPrices('BUNDLE', prices)).toEqual({ priceSell: 0, pricePurshase: 0, sku: 'S' });
    expect(productPrices('configurable', prices)).toEqual({ priceSell: 0, pricePurshase: 0, sku: 'S' });
  });
});
