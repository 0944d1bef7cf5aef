import { describe, expect, it } from 'vitest';
import { searchCriteriaSchema, textSearchGroup } from '../../../../shared/api/search-criteria';
import { products } from '../../../../shared/administration/products';
import { productListQuery, sanitizeDescription } from '../../../../server/administration/products';

const criteria = (input: Parameters<typeof searchCriteriaSchema.parse>[0]) => searchCriteriaSchema.parse(input);

describe('product description', () => {
  const attack =
    '<p style="x" onclick="steal()">Warm <b>light</b><script>alert(1)</script><iframe src="//evil"></iframe><a href="javascript:alert(1)" title="t">x</a><a href="https://shop.example">shop</a></p>';
  it('keeps formatting only, on the server', () => {
    expect(sanitizeDescription(attack)).toBe('<p>Warm <b>light</b><a title="t">x</a><a href="https://shop.example">shop</a></p>');
    expect(sanitizeDescription('<script>only</script>')).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
  });
});

describe('product list criteria', () => {
  it('reads the text search, the filters and the sort', () => {
    const query = productListQuery(
      criteria({
        currentPage: 2,
        pageSize: 25,
        sortOrders: [{ field: 'priceSell', direction: 'DESC' }],
        filterGroups: [
          textSearchGroup(products.list.searchFields, 'lamp'),
          { filters: [{ field: 'type', value: 'simple,bundle', conditionType: 'in' }] },
          { filters: [{ field: 'enabled', value: 'true', conditionType: 'eq' }] },
          { filters: [{ field: 'idTag', value: '6f1c1f43-6d2a-4f7c-9a59-1b1d33a7e0aa', conditionType: 'eq' }] },
        ],
      }),
    );
    expect(query).toEqual({
      currentPage: 2,
      pageSize: 25,
      search: 'lamp',
      type: ['SIMPLE', 'BUNDLE'],
      enabled: true,
      idTag: '6f1c1f43-6d2a-4f7c-9a59-1b1d33a7e0aa',
      sort: { field: 'priceSell', direction: 'DESC' },
    });
  });
  it('refuses unknown fields and malformed ids; a sort by id uses the default order', () => {
    expect(() => productListQuery(criteria({ filterGroups: [{ filters: [{ field: 'pricePurshase', value: 1 }] }] }))).toThrow();
    expect(() => productListQuery(criteria({ filterGroups: [{ filters: [{ field: 'idTag', value: "1' or 1=1" }] }] }))).toThrow();
    expect(() => productListQuery(criteria({ filterGroups: [{ filters: [{ field: 'type', value: 'KIT' }] }] }))).toThrow();
    expect(productListQuery(criteria({ sortOrders: [{ field: 'idProduct', direction: 'DESC' }] })).sort).toBeUndefined();
  });
});
