import { describe, expect, it } from 'vitest';
import {
  addIssue,
  replaceIssue,
  ISSUE_MESSAGES,
  CANCELLED_ORDER,
  KITTING_TYPE_LABELS,
  ORDER_CHANGE_MESSAGES,
  canChangeOrder,
  validateOrderLineEdit,
  type OrderLineEdit,
  PRIORITIES,
  PRIORITY_LABELS,
  REORDER_DELAY_MS,
  isBoxUserDelivery,
  orderErrorsReducer,
  reorder,
  reorderEligibleLines,
  orderTotal,
  placedOrderIds,
} from '../../../../shared/rules/orders';
import { RuleError } from '../../../../shared/rules/message';
import { t } from './locale-helpers';

describe('reorder', () => {
  const lines = [
    { orderedQuantity: 2, currentProduct: { idProduct: 'a' } },
    { orderedQuantity: 5, currentProduct: null },
    { orderedQuantity: 1, currentProduct: { idProduct: 'b' } },
  ];

  it('adds each product that still exists with its ordered quantity, 500 ms apart', async () => {
    const log: string[] = [];
    const added = await reorder(lines, {
      sleep: async (ms) => void log.push(`sleep ${ms}`),
      addToBasket: async (id, qty) => void log.push(`add ${id} x${qty}`),
    });
    expect(REORDER_DELAY_MS).toBe(500);
    expect(added).toBe(2);
    expect(log).toEqual(['sleep 500', 'add a x2', 'sleep 500', 'add b x1']);
  });

  it("fails with 'No eligible products for reorder.' when nothing is left", async () => {
    const attempt = reorder([{ orderedQuantity: 1, currentProduct: null }], { sleep: async () => {}, addToBasket: async () => {} });
    await expect(attempt).rejects.toBeInstanceOf(RuleError);
    await attempt.catch((e: RuleError) => expect(t(e.rule)).toBe('No eligible products for reorder.'));
  });

  it('stops at the first failed add', async () => {
    const added: string[] = [];
    const attempt = reorder(lines, {
      sleep: async () => {},
      addToBasket: async (id) => {
        if (id === 'a') throw new Error('cart closed');
        added.push(id);
      },
    });
    await expect(attempt).rejects.toThrow('cart closed');
    expect(added).toEqual([]);
  });

  it('skips lines with nothing ordered', () => {
    expect(reorderEligibleLines([{ orderedQuantity: 0, currentProduct: { idProduct: 'a' } }])).toEqual([]);
  });
});

describe('box user', () => {
  const box = { firstname: 'Marie', lastname: 'Curie' };
  it('is flagged when a BOX delivery names someone other than the box contact', () => {
    expect(isBoxUserDelivery({ addressType: 'BOX', firstname: 'Pierre', lastname: 'Curie' }, box)).toBe(true);
    expect(isBoxUserDelivery({ addressType: 'BOX', firstname: 'Marie', lastname: 'Dupont' }, box)).toBe(true);
  });
  it('is not flagged for the box contact (whatever the case) or for other address types', () => {
    expect(isBoxUserDelivery({ addressType: 'BOX', firstname: ' marie ', lastname: 'CURIE' }, box)).toBe(false);
    expect(isBoxUserDelivery({ addressType: 'DELIVERY', firstname: 'Pierre', lastname: 'Curie' }, box)).toBe(false);
  });
});

describe('order error list', () => {
  it("uses 'Insufficient quantity'", () => {
    const [entry] = orderErrorsReducer([], { type: 'quantityChecked', idProduct: 'p', diff: -3 });
    expect(t(entry.error)).toBe('Insufficient quantity');
  });
});

describe('labels', () => {
  it('priorities run Very Low to Urgent', () => {
    expect(PRIORITIES.map((p) => t(PRIORITY_LABELS[p]))).toEqual(['Very Low', 'Low', 'Normal', 'High', 'Urgent']);
  });
  it('kitting types show as Kitting and Dekitting', () => {
    expect(t(KITTING_TYPE_LABELS.KitAssembly)).toBe('Kitting');
    expect(t(KITTING_TYPE_LABELS.KitDisassembly)).toBe('Dekitting');
  });
});

describe('changing a placed order', () => {
  it('is possible for out of stock (-10), acknowledged (1) and in progress (10) only', () => {
    expect([-10, 0, 1, 10, 30, 40, 50, 60, 63, 64, 66, 70].filter(canChangeOrder)).toEqual([-10, 1, 10]);
    expect(CANCELLED_ORDER).toEqual({ statusCode: 0, statusName: 'Canceled' });
    expect(t(ORDER_CHANGE_MESSAGES.notCancellable)).toBe('This order can no longer be cancelled.');
  });

  const stock = { physicalQuantity: 10, reservedQuantity: 8, availableQuantity: 2 };
  const line = (orderedQuantity: number, overrides: Partial<OrderLineEdit> = {}): OrderLineEdit => ({
    orderedQuantity,
    previousQuantity: 5,
    deliveredQuantity: 0,
    stock,
    ...overrides,
  });

  it('allows up to available + ordered (2 + 5 = 7), and says Insufficient quantity beyond', () => {
    expect(validateOrderLineEdit(line(7), 1)).toBeNull();
    expect(t(validateOrderLineEdit(line(8), 1))).toBe('Insufficient quantity');
  });

  it('for an out-of-stock order (-10) allows physical - (reserved - ordered) instead', () => {
    // Nothing reported available: an acknowledged order gets 0 + 3 = 3, an out-of-stock one 10 - (8 - 3) = 5.
    const figures = { physicalQuantity: 10, reservedQuantity: 8, availableQuantity: 0 };
    expect(t(validateOrderLineEdit(line(5, { previousQuantity: 3, stock: figures }), 1))).toBe('Insufficient quantity');
    expect(validateOrderLineEdit(line(5, { previousQuantity: 3, stock: figures }), -10)).toBeNull();
    expect(t(validateOrderLineEdit(line(6, { previousQuantity: 3, stock: figures }), -10))).toBe('Insufficient quantity');
  });

  it('never goes below the delivered quantity, nor to zero or a fraction', () => {
    expect(t(validateOrderLineEdit(line(2, { deliveredQuantity: 3 }), 1))).toBe('Ordered quantity cannot be lower than the delivered quantity (3).');
    expect(validateOrderLineEdit(line(3, { deliveredQuantity: 3 }), 1)).toBeNull();
    expect(t(validateOrderLineEdit(line(0), 1))).toBe('Quantity must be a whole number greater than 0.');
    expect(t(validateOrderLineEdit(line(1.5), 1))).toBe('Quantity must be a whole number greater than 0.');
  });

  it('lowers a quantity without looking at the stock', () => {
    expect(validateOrderLineEdit(line(1, { stock: { physicalQuantity: 0, reservedQuantity: 0 } }), 1)).toBeNull();
  });
});

describe('the issue list', () => {
  const a = { idCustomerOrderIssue: 'a', subject: 'A' };
  const b = { idCustomerOrderIssue: 'b', subject: 'B' };
  it('puts a created issue at the top and replaces an updated one where it is', () => {
    expect(addIssue([a], b)).toEqual([b, a]);
    expect(replaceIssue([b, a], { ...a, subject: 'A2' })).toEqual([b, { ...a, subject: 'A2' }]);
    expect(t(ISSUE_MESSAGES.notFound)).toBe('Issue not found');
  });
});

describe('a placed order’s total', () => {
  it('sums each line’s price times its ordered quantity over the deliveries, to the cent', () => {
    const order = {
      deliveries: [
        {
          products: [
            { priceSell: 12.5, orderedQuantity: 2 },
            { priceSell: 0.1, orderedQuantity: 3 },
          ],
        },
        { products: [{ priceSell: 4, orderedQuantity: 4 }] },
      ],
    };
    expect(orderTotal(order)).toBe(41.3);
    expect(orderTotal({ deliveries: [] })).toBe(0);
  });

  it('keeps the complete page’s order ids from its URL: the first one first, each once, ids only', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    expect(placedOrderIds(a, `${b},${a}, ${b},<script>`)).toEqual([a, b]);
    expect(placedOrderIds(a, null)).toEqual([a]);
  });
});
