import { ApiError } from '../../../shared/api/api-error';
import type { CustomerOrderUpdate, Delivery } from '../../../shared/ordering/schemas';

/** The texts of an order's details as the dialog holds them. */
export type OrderDetailsFields = { orderReference: string; poNumber: string; orderComment: string };

/** What the dialog changes: its texts, the delivery's date and address, a product added. */
export type OrderDetailsEdit = {
  fields: OrderDetailsFields;
  date: string | null;
  idAddressBookAddress: string;
  added: { idProduct: string; quantity: string } | null;
};

type EditedOrder = { idCustomerOrder: string; deliveries: Pick<Delivery, 'idCustomerOrderDelivery' | 'idAddressBookAddress' | 'requestedDeliveryDate'>[] };

/** Empty text is sent as null (the spec's payload cleaning). */
const cleaned = (text: string) => text.trim() || null;

/** The desired delivery date the order's (first) delivery holds, 'YYYY-MM-DD', or null. */
export const savedDeliveryDate = (order: EditedOrder) => order.deliveries[0]?.requestedDeliveryDate?.slice(0, 10) ?? null;

/**
 * The update the dialog sends: the texts cleaned, and only what changed of the delivery's date
 * and address (an address left empty is no change), with the product added, if any.
 */
export const orderDetailsUpdate = (order: EditedOrder, edit: OrderDetailsEdit): CustomerOrderUpdate => {
  const delivery = order.deliveries[0];
  const { idAddressBookAddress, added } = edit;
  return {
    idCustomerOrder: order.idCustomerOrder,
    idCustomerOrderDelivery: delivery?.idCustomerOrderDelivery,
    orderReference: cleaned(edit.fields.orderReference),
    poNumber: cleaned(edit.fields.poNumber),
    orderComment: cleaned(edit.fields.orderComment),
    ...(edit.date !== savedDeliveryDate(order) ? { requestedDeliveryDate: edit.date } : {}),
    ...(idAddressBookAddress && idAddressBookAddress !== delivery?.idAddressBookAddress ? { idAddressBookAddress } : {}),
    ...(added ? { products: [{ idProduct: added.idProduct, orderedQuantity: Number(added.quantity) }] } : {}),
  };
};

/**
 * A refusal's field errors and their values, by the dialog's fields: the date rule answers on the
 * checkout's field name (deliveryDate), shown on the order's date. Null for a refusal of no field.
 */
export const orderDetailsErrors = (error: unknown): { errors: Record<string, string>; params: ApiError['params'] } | null => {
  if (!(error instanceof ApiError) || !Object.keys(error.errors).length) return null;
  const { deliveryDate, ...rest } = error.errors;
  return {
    errors: deliveryDate ? { ...rest, requestedDeliveryDate: deliveryDate } : rest,
    params: { ...error.params, requestedDeliveryDate: error.params.deliveryDate ?? error.params.requestedDeliveryDate },
  };
};
