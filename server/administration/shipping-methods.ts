/** Storage of shipping methods, with the groups that see each one. */
import { shippingMethodGroupLinks, shippingMethods } from '../../shared/administration/shipping-methods';
import { shippingMethodGroups, shippingMethods as shippingMethodsTable } from '../db/schema';
import { bind } from '../registry/binding';
import { groupVisibility } from './group-visibility';

const groups = groupVisibility({
  records: shippingMethodsTable,
  links: shippingMethodGroups,
  key: 'idShippingMethod',
  field: 'shippingMethodGroups',
  kind: shippingMethodGroupLinks,
});

export const shippingMethodsBinding = bind({
  description: shippingMethods,
  table: shippingMethodsTable,
  nested: groups.nested,
  shape: ({ createdAt: _createdAt, transportDays: _t, minDeliveryDays: _min, maxDeliveryDays: _max, ...record }) => record,
  parts: { groups: groups.part },
  kinds: [groups.linkSet],
});
