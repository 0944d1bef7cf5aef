import { describe, expect, it } from 'vitest';
import { RESOURCE_INDEX } from '../../../shared/resource-index';
import { WEB_RESOURCE_LIST, WEB_RESOURCES } from '../../../web/resources';

describe('the portal resources, found by their names', () => {
  const routed = Object.entries(RESOURCE_INDEX)
    .filter(([, head]) => head.route !== null)
    .map(([name]) => name);

  it('has the screens of every registry line with a route, and of no other', () => {
    expect(Object.keys(WEB_RESOURCES).sort()).toEqual([...routed].sort());
    expect(WEB_RESOURCE_LIST).toHaveLength(routed.length);
  });

  it('keeps the sidebar order of the resources', () => {
    expect(WEB_RESOURCE_LIST.filter((resource) => resource.menu).map((resource) => resource.name)).toEqual([
      'supplierOrders',
      'workOrders',
      'inboundOrders',
      'outboundOrders',
      'boxStocks',
      'stockRegularizations',
      'boxImages',
      'clients',
      'accounts',
      'roles',
      'users',
      'groups',
      'shippingMethods',
      'suppliers',
      'addressBooks',
      'catalogs',
      'products',
      'attributes',
      'kits',
      'hierarchyModels',
      'customReports',
      'quotas',
      'budgetQuotas',
      'events',
      'boxes',
      'providerSites',
      'providers',
    ]);
  });
});
