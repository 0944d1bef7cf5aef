import { describe, expect, it } from 'vitest';
import {
  activeByDisplayOrder,
  boxOrderStatusLabel,
  customerOrderStatusLabel,
  orderStatusNameLabel,
  quotaStatusLabel,
  supplierOrderStatusLabel,
  transportTypeLabel,
} from '../../../../shared/rules/statuses';
import { en, fr, t } from './locale-helpers';

describe('status labels', () => {
  it('customer order codes -10 .. 70', () => {
    const codes = [-10, 0, 1, 10, 30, 40, 50, 60, 63, 64, 66, 70];
    expect(codes.map((c) => t(customerOrderStatusLabel(c)!))).toEqual([
      'Out of stock',
      'Cancelled',
      'Acknowledged',
      'In progress',
      'Preparation',
      'Closed',
      'Partially shipped',
      'Shipped',
      'In transit',
      'Out for delivery',
      'Anomaly',
      'Delivered',
    ]);
    expect(customerOrderStatusLabel(20)).toBeUndefined();
  });

  it('supplier order codes', () => {
    expect([0, 1, 20, 30, 50, 60].map((c) => t(supplierOrderStatusLabel(c)!))).toEqual([
      'Cancelled',
      'Awaiting receipt',
      'Receiving',
      'Partially received',
      'Received',
      'Expired',
    ]);
  });

  it('box order codes and quota statuses', () => {
    expect([0, 1, 20].map((c) => t(boxOrderStatusLabel(c)!))).toEqual(['Cancelled', 'Acknowledged', 'Closed']);
    expect([1, 2, 3, 4].map((c) => t(quotaStatusLabel(c)!))).toEqual(['Active', 'Utilized', 'Expired', 'Inactive']);
  });

  it('order and issue status names, case-insensitively', () => {
    const names = ['Open', 'In Progress', 'Closed', 'Canceled', 'Rejected', 'Reopened', 'Receipted', 'Waiting', 'Expired'];
    // One label per status: the server's 'Canceled' reads as every other cancelled order does.
    expect(names.map((n) => t(orderStatusNameLabel(n)!))).toEqual([
      'Open',
      'In progress',
      'Closed',
      'Cancelled',
      'Rejected',
      'Reopened',
      'Receipted',
      'Waiting',
      'Expired',
    ]);
    expect(orderStatusNameLabel('IN PROGRESS')).toBe('statuses.order.inProgress');
    expect(orderStatusNameLabel('Unheard of')).toBeUndefined();
  });
});

describe('status and reason types', () => {
  it('shows only active ones, by displayOrder', () => {
    const types = [
      { code: 'b', activ: true, displayOrder: 2 },
      { code: 'x', activ: false, displayOrder: 0 },
      { code: 'a', activ: 1, displayOrder: 1 },
    ];
    expect(activeByDisplayOrder(types).map((s) => s.code)).toEqual(['a', 'b']);
  });

  it('words the transport type in the reader’s language, in any case, and leaves an unknown one as written', () => {
    expect(t(transportTypeLabel('Parcel')!, fr)).toBe('Colis');
    expect(t(transportTypeLabel(' PALLET ')!, en)).toBe('Pallet');
    expect(transportTypeLabel('Hovercraft')).toBeUndefined();
  });
});
