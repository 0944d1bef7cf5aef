/**
 * Order e-mails (confirmation, update, cancellation), in the orderer's language, through the
 * built-in mail middleware's outbox (the same SendGrid-shaped message POST /sendgrid/send stores).
 * Sent after the change committed; a failure is only logged, never turned into a failed action
 * (spec part 1, section 8).
 */
import { DateTime } from 'luxon';
import type { FastifyBaseLogger } from 'fastify';
import { templateId, type Mail } from '../../shared/api/mail';
import { DELIVERY_TIME_ZONE, formatDeliveryDate } from '../../shared/rules/delivery-dates';
import type { IsoDate } from '../../shared/rules/date-input';
import type { CustomerOrder } from '../../shared/ordering/schemas';
import type { Db } from '../db';
import { mails } from '../db/schema';
import { languageOf, translate } from '../lib/translate';
import { readOrder } from './orders';
import { toPerson } from '../lib/outbox';

export const ORDER_CONFIRMATION_TEMPLATE = 'order-confirmation';

/** Each kind of order e-mail: its template and the locale keys of its own subject and opening line. */
export const ORDER_MAILS = {
  confirmation: { template: ORDER_CONFIRMATION_TEMPLATE, keys: 'mail.orderConfirmation' },
  update: { template: 'order-update', keys: 'mail.orderUpdate' },
  cancellation: { template: 'order-cancellation', keys: 'mail.orderCancellation' },
} as const;
export type OrderMailKind = keyof typeof ORDER_MAILS;

interface Recipient {
  idUser: string;
  email: string;
  firstName: string;
  lastName: string;
  cultureLanguageCode: string;
}

/** The confirmation of one order. */
export const confirmationMail = (order: CustomerOrder, to: Recipient, from: string): Mail => orderMail('confirmation', order, to, from);

/**
 * The message for one order: template id per language and dynamic data with the order's real
 * lines, address and date. Update and cancellation mails have their own subject and opening line
 * and share the rest of the confirmation's wording.
 */
export function orderMail(kind: OrderMailKind, order: CustomerOrder, to: Recipient, from: string): Mail {
  const language = languageOf(to.cultureLanguageCode);
  const own = new Set(['subject', 'intro']);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `${own.has(key) ? ORDER_MAILS[kind].keys : ORDER_MAILS.confirmation.keys}.${key}`, params);
  const delivery = order.deliveries[0];
  const orderDate = DateTime.fromISO(order.orderDate).setZone(DELIVERY_TIME_ZONE).toFormat('dd/MM/yyyy');
  const date = delivery?.requestedDeliveryDate ? formatDeliveryDate(delivery.requestedDeliveryDate as IsoDate) : null;
  const lines = (delivery?.products ?? []).map((p) => ({ lineNumber: p.lineNumber, sku: p.sku, productName: p.productName, quantity: p.orderedQuantity }));
  const address = delivery && {
    addressName: delivery.addressName,
    companyName: delivery.deliveryCompanyName,
    name: [delivery.deliveryFirstname, delivery.deliveryLastname].filter(Boolean).join(' '),
    address1: delivery.deliveryAddress1,
    address2: delivery.deliveryAddress2,
    zipCode: delivery.deliveryAddressZipCode,
    city: delivery.deliveryAddressCity,
    countryISO2: delivery.deliveryAddressCountryISO2,
  };
  const text = [
    t('greeting', { firstName: to.firstName }),
    t('intro', { orderNumber: order.orderNumber, orderDate }),
    date ? t('deliveryDate', { date }) : t('noDeliveryDate'),
    address ? t('deliverTo', { addressName: address.addressName ?? '' }) : '',
    address
      ? [address.companyName, address.name, address.address1, address.address2, `${address.zipCode} ${address.city}`, address.countryISO2]
          .filter(Boolean)
          .join('\n')
      : '',
    t('lines'),
    ...lines.map((l) => t('line', l)),
    t('closing'),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    from: { email: from },
    personalizations: toPerson(to, {
      subject: t('subject', { orderNumber: order.orderNumber }),
      text,
      orderNumber: order.orderNumber,
      statusCode: order.statusCode,
      statusName: order.statusName,
      orderDate,
      requestedDeliveryDate: date,
      orderReference: order.orderReference,
      poNumber: order.poNumber,
      address,
      lines,
    }),
    template_id: templateId(ORDER_MAILS[kind].template, language),
  };
}

/**
 * Reads the order again and stores its update or cancellation mail. Never throws: the change is
 * already committed, so a failure (reading the order, storing the mail) is only logged.
 */
export async function sendOrderMail(
  db: Db,
  log: FastifyBaseLogger,
  kind: OrderMailKind,
  owner: { idClientAccount: string; idCustomerOrder: string },
  to: Recipient,
  from: string,
) {
  try {
    const order = await readOrder(db, { idCustomerOrder: owner.idCustomerOrder, idClientAccount: owner.idClientAccount, idUser: to.idUser });
    if (!order) return;
    const mail = orderMail(kind, order, to, from);
    await db.insert(mails).values({ templateId: mail.template_id, fromEmail: from, payload: JSON.stringify(mail) });
  } catch (error) {
    log.error({ err: error, idCustomerOrder: owner.idCustomerOrder, kind }, 'order e-mail not sent');
  }
}

/** Stores one confirmation per order; each failure is logged and the others still go. */
export async function sendOrderConfirmations(db: Db, log: FastifyBaseLogger, idClientAccount: string, to: Recipient, idOrders: string[], from: string) {
  for (const idCustomerOrder of idOrders) {
    try {
      const order = await readOrder(db, { idCustomerOrder, idClientAccount, idUser: to.idUser });
      if (!order) continue;
      const mail = confirmationMail(order, to, from);
      await db.insert(mails).values({ templateId: mail.template_id, fromEmail: from, payload: JSON.stringify(mail) });
    } catch (error) {
      log.error({ err: error, idCustomerOrder }, 'order confirmation e-mail not sent');
    }
  }
}
