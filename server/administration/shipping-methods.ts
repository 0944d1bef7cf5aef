/** Storage of shipping methods, with the groups that see each one. */
import { shippingMethodGroupLinks, shippingMethods } from '../../shared/administration/shipping-methods';
import { shippingMethodGroups, shippingMethods as shippingMethodsTable } from '../db/schema';
import { bind } from '../registry/binding';
import { groupVisibility } from './group-visibility';

const groups = groupVisibility({
  records: { id: shippingMethodsTable.idShippingMethod, account: shippingMethodsTable.idClientAccount },
  links: {
    table: shippingMethodGroups,
    record: shippingMethodGroups.idShippingMethod,
    group: shippingMethodGroups.idClientAccountGroup,
    account: shippingMethodGroups.idClientAccount,
    id: shippingMethodGroups.idShippingMethodGroup,
  },
  kind: shippingMethodGroupLinks,
  answer: {
    key: 'shippingMethodGroups',
    fields: { idShippingMethod: shippingMethodGroups.idShippingMethod, idClientAccountGroup: shippingMethodGroups.idClientAccountGroup },
  },
  nested: { key: 'shippingMethodGroups', as: 'ids' },
});

export const shippingMethodsBinding = bind({
  description: shippingMethods,
  table: shippingMethodsTable,
  nested: groups.nested,
  shape: ({ createdAt: _createdAt, transportDays: _t, minDeliveryDays: _min, maxDeliveryDays: _max, ...record }) => record,
  parts: { groups: groups.part },
  kinds: [groups.linkSet],
});
