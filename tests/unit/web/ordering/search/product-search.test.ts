import { describe, expect, it } from 'vitest';
import { nextActiveResult, searchResultPath } from '../../../../../web/ordering/search/product-search';

describe('the product search overlay', () => {
  it('opens a product’s page, and a variant on its parent’s page with it chosen', () => {
    expect(searchResultPath({ idProduct: 'p1' })).toBe('/product/p1');
    expect(searchResultPath({ idProduct: 'p1', parentProduct: null })).toBe('/product/p1');
    expect(searchResultPath({ idProduct: 'v2', parentProduct: { idProduct: 'p1' } })).toBe('/product/p1?variant=v2');
  });

  it('moves the arrow keys’ pointer within the results shown', () => {
    expect(nextActiveResult('ArrowDown', -1, 5)).toBe(0);
    expect(nextActiveResult('ArrowDown', 3, 5)).toBe(4);
    expect(nextActiveResult('ArrowDown', 4, 5)).toBe(4);
    expect(nextActiveResult('ArrowUp', 2, 5)).toBe(1);
    expect(nextActiveResult('ArrowUp', 0, 5)).toBe(0);
    expect(nextActiveResult('ArrowUp', -1, 5)).toBe(0);
  });
});
