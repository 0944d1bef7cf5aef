import { describe, expect, it } from 'vitest';
import { heldAfterEdit } from '../../../../server/ordering/order-changes';

const line = (orderedQuantity: number, reservedQuantity: number, deliveredQuantity = 0) => ({ orderedQuantity, reservedQuantity, deliveredQuantity });

describe('what an order line holds after its quantity changes', () => {
  it('a line holding all it waits for keeps holding all of it, up or down', () => {
    expect(heldAfterEdit(line(4, 4), 10)).toBe(10);
    expect(heldAfterEdit(line(10, 10), 2)).toBe(2);
    // 3 of 5 delivered, 2 still held: lowered to 4, it waits for 1.
    expect(heldAfterEdit(line(5, 2, 3), 4)).toBe(1);
  });

  it('a backorder holds nothing before and after: lowering frees nothing, raising reserves nothing', () => {
    expect(heldAfterEdit(line(314, 0), 1)).toBe(0);
    expect(heldAfterEdit(line(240, 0), 300)).toBe(0);
  });

  it('a line holding part of what it waits for keeps no more than before, nor more than it still waits for', () => {
    expect(heldAfterEdit(line(10, 4), 20)).toBe(4);
    expect(heldAfterEdit(line(10, 4), 6)).toBe(4);
    expect(heldAfterEdit(line(10, 4), 3)).toBe(3);
  });

  it('never holds more than the line orders, nor less than nothing', () => {
    // Delivered marked by hand without the stock following: the line gives back its change only.
    expect(heldAfterEdit(line(5, 5, 3), 4)).toBe(4);
    expect(heldAfterEdit(line(5, 0, 5), 6)).toBe(1);
  });
});
