import { customerOrderStatusLabel } from '../../../shared/rules/statuses';
import type { Translate } from '../../shell/i18n/use-translate';

/** A status code's label (the spec's list of codes); an unknown code shows the name the server sent, or the code. */
export const statusText = (translate: Translate, statusCode: number, statusName?: string) => {
  const key = customerOrderStatusLabel(statusCode);
  return key ? translate(key as never) : (statusName ?? String(statusCode));
};

/** An order as the dashboard names it: its number, and its reference where it has one. */
export const orderTitle = (order: { orderNumber: string; orderReference?: string | null }) =>
  order.orderReference ? `${order.orderNumber} · ${order.orderReference}` : order.orderNumber;
