import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/api/search-query';
import { catalogCategories } from '../../../../shared/administration/catalog-categories';
import { providers } from '../../../../shared/administration/providers';
import { RESOURCES } from '../../../../shared/resources';

describe('a resource description', () => {
  it('lists by the usual page size unless it names its own', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(providers.list.perPage).toBe(DEFAULT_PAGE_SIZE);
    // Spec: categories are fetched with page size 1000.
    expect(catalogCategories.list.perPage).toBe(1000);
    expect(RESOURCES.filter((resource) => !Number.isInteger(resource.list.perPage)).map((resource) => resource.name)).toEqual([]);
  });
});
