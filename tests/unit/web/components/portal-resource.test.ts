import { describe, expect, it } from 'vitest';
import { editPathOf, listPathOf, screenOfPath } from '../../../../web/components/portal-resource';
import boxes from '../../../../web/administration/boxes';
import providerSites from '../../../../web/administration/provider-sites';
import shippingMethods from '../../../../web/administration/shipping-methods';

describe('screens at paths of their own', () => {
  it("lists at the spec's path, or at /<route>/list", () => {
    expect(listPathOf(boxes)).toBe('/admin/box-administration');
    expect(listPathOf(providerSites)).toBe('/admin/provider-sites');
    expect(listPathOf(shippingMethods)).toBe('/admin/shipping-method/list');
  });

  it('builds an edit path with every placeholder, and tells which screen a path opens', () => {
    const sites = providerSites.screenPaths!;
    expect(editPathOf(sites, 's1', { idProvider: 'p1' })).toBe('/admin/edit-provider-site/p1/s1');
    expect(editPathOf(boxes.screenPaths!, 'b1')).toBe('/admin/edit-box/b1');
    expect(screenOfPath(sites, '/admin/provider-sites')).toBe('list');
    expect(screenOfPath(sites, '/admin/create-provider-site')).toBe('create');
    expect(screenOfPath(sites, '/admin/edit-provider-site/p1/s1')).toBe('edit');
    // A path naming the site without its provider is no screen of theirs.
    expect(screenOfPath(sites, '/admin/edit-provider-site/s1')).toBeNull();
    expect(screenOfPath(boxes.screenPaths!, '/admin/box-administration/list')).toBeNull();
  });
});
