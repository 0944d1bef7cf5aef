import { describe, expect, it } from 'vitest';
import { sessionAccountAndWarehouse } from '../../../../shared/operations/common/order-fields';
import { cancelOutboundOrder } from '../../../../shared/operations/outbound-orders';
import { cancelSupplierOrder, supplierOrders } from '../../../../shared/operations/supplier-orders';
import { cancelWorkOrder, workOrders } from '../../../../shared/operations/work-orders';

describe('the session filters of the order lists', () => {
  const own = [{ filters: [{ field: 'status', value: 1, conditionType: 'eq' as const }] }];

  it("add the session's account, then its warehouse, after the screen's own filters", () => {
    expect(sessionAccountAndWarehouse(own, { idClientAccount: 'a1', idWarehouse: 'w1' })).toEqual([
      ...own,
      { filters: [{ field: 'idClientAccount', value: 'a1', conditionType: 'eq' }] },
      { filters: [{ field: 'idWarehouse', value: 'w1', conditionType: 'eq' }] },
    ]);
  });

  it('leave out what the session has not chosen', () => {
    expect(sessionAccountAndWarehouse(own, { idClientAccount: null, idWarehouse: 'w1' })).toEqual([
      ...own,
      { filters: [{ field: 'idWarehouse', value: 'w1', conditionType: 'eq' }] },
    ]);
    expect(sessionAccountAndWarehouse([], {})).toEqual([]);
  });

  it('are those of supplier orders and work orders', () => {
    expect(supplierOrders.list.scopeFilters).toBe(sessionAccountAndWarehouse);
    expect(workOrders.list.scopeFilters).toBe(sessionAccountAndWarehouse);
  });
});

describe('the cancel step of an order', () => {
  it('posts an empty body to the order path followed by /cancel, with Edit, and answers 200', () => {
    expect(cancelSupplierOrder).toMatchObject({
      name: 'cancelSupplierOrder',
      method: 'POST',
      path: '/supplierorders/{id}/cancel',
      action: 'Edit',
      status: 200,
    });
    expect(cancelWorkOrder).toMatchObject({ name: 'cancelWorkOrder', path: '/workorders/{id}/cancel', summary: 'Cancel a work order' });
    expect(cancelOutboundOrder).toMatchObject({
      name: 'cancelOutboundOrder',
      path: '/box/boxs/{idBox}/outboundorders/{id}/cancel',
      summary: 'Cancel an outbound order (its reservation given back)',
    });
    expect(Object.keys(cancelWorkOrder.body.shape)).toEqual([]);
  });
});
