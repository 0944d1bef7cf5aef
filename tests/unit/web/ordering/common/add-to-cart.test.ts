import { describe, expect, it } from 'vitest';
import { leftToAdd } from '../../../../../web/ordering/common/add-to-cart';

describe('add to cart beside the cart', () => {
  it('offers the stock left once the cart’s quantity is counted', () => {
    expect(leftToAdd(10, 3)).toEqual({ soldOut: false, max: 7 });
    expect(leftToAdd(10, 0)).toEqual({ soldOut: false, max: 10 });
  });

  it('is sold out when the cart holds all of it, or there is none', () => {
    expect(leftToAdd(4, 4)).toEqual({ soldOut: true, max: 1 });
    expect(leftToAdd(0, 0)).toEqual({ soldOut: true, max: 1 });
    expect(leftToAdd(2, 5)).toEqual({ soldOut: true, max: 1 });
  });

  it('leaves it to the cart when the stock is not known here', () => {
    expect(leftToAdd(null, 3)).toEqual({ soldOut: false, max: undefined });
    expect(leftToAdd(undefined, 0)).toEqual({ soldOut: false, max: undefined });
  });
});
