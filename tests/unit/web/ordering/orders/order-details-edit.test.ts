import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../shared/api/api-error';
import { orderDetailsErrors, orderDetailsUpdate, savedDeliveryDate } from '../../../../../web/ordering/orders/order-details-edit';

const order = {
  idCustomerOrder: 'order-1',
  deliveries: [{ idCustomerOrderDelivery: 'delivery-1', idAddressBookAddress: 'address-1', requestedDeliveryDate: '2026-12-03T00:00:00.000Z' }],
};
const unchanged = {
  fields: { orderReference: ' REF-7 ', poNumber: '', orderComment: '  ' },
  date: '2026-12-03',
  idAddressBookAddress: 'address-1',
  added: null,
};

describe('an order’s details edited', () => {
  it('reads the delivery’s date as a day', () => {
    expect(savedDeliveryDate(order)).toBe('2026-12-03');
    expect(savedDeliveryDate({ ...order, deliveries: [] })).toBeNull();
  });

  it('sends the texts cleaned (empty is null) and nothing of the delivery left as it was', () => {
    expect(orderDetailsUpdate(order, unchanged)).toEqual({
      idCustomerOrder: 'order-1',
      idCustomerOrderDelivery: 'delivery-1',
      orderReference: 'REF-7',
      poNumber: null,
      orderComment: null,
    });
  });

  it('sends the date and address changed, a date cleared, and the product added', () => {
    expect(
      orderDetailsUpdate(order, { ...unchanged, date: '2026-12-10', idAddressBookAddress: 'address-2', added: { idProduct: 'p-1', quantity: '3' } }),
    ).toMatchObject({
      requestedDeliveryDate: '2026-12-10',
      idAddressBookAddress: 'address-2',
      products: [{ idProduct: 'p-1', orderedQuantity: 3 }],
    });
    expect(orderDetailsUpdate(order, { ...unchanged, date: null })).toMatchObject({ requestedDeliveryDate: null });
    expect(orderDetailsUpdate(order, { ...unchanged, idAddressBookAddress: '' })).not.toHaveProperty('idAddressBookAddress');
  });

  it('shows the date rule’s refusal on the order’s date field, with its values', () => {
    const error = new ApiError(400, {
      message: 'Validation failed.',
      errors: { deliveryDate: 'validation.deliveryDate.tooLate', poNumber: 'validation.maxLength' },
      params: { deliveryDate: { max: '10/12/2026' }, poNumber: { max: 50 } },
    });
    expect(orderDetailsErrors(error)).toEqual({
      errors: { poNumber: 'validation.maxLength', requestedDeliveryDate: 'validation.deliveryDate.tooLate' },
      params: { deliveryDate: { max: '10/12/2026' }, poNumber: { max: 50 }, requestedDeliveryDate: { max: '10/12/2026' } },
    });
  });

  it('leaves a refusal of no field to the notification', () => {
    expect(orderDetailsErrors(new ApiError(409, { message: 'Order cannot change' }))).toBeNull();
    expect(orderDetailsErrors(new Error('offline'))).toBeNull();
  });
});
