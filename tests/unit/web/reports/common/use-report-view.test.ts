import { describe, expect, it } from 'vitest';
import { nextSort } from '../../../../../web/reports/common/use-report-view';

describe('report screens: the next sort', () => {
  const view = { sortField: 'sku', sortOrder: 'asc' as const };
  it('turns the order of the same column, starts another one ascending unless the screen says otherwise', () => {
    expect(nextSort(view, 'sku')).toEqual({ sortField: 'sku', sortOrder: 'desc' });
    expect(nextSort({ ...view, sortOrder: 'desc' }, 'sku')).toEqual({ sortField: 'sku', sortOrder: 'asc' });
    expect(nextSort(view, 'productName')).toEqual({ sortField: 'productName', sortOrder: 'asc' });
    expect(nextSort(view, 'createdAt', undefined, (field) => (field === 'createdAt' ? 'desc' : 'asc'))).toEqual({ sortField: 'createdAt', sortOrder: 'desc' });
  });
  it("takes the phone sort control's order as it is given", () => {
    expect(nextSort(view, 'sku', 'asc')).toEqual({ sortField: 'sku', sortOrder: 'asc' });
    expect(nextSort(view, 'productName', 'desc')).toEqual({ sortField: 'productName', sortOrder: 'desc' });
  });
});
