import { describe, expect, it, vi } from 'vitest';
import { confirmationMail, orderMail, sendOrderMail } from '../../../../server/ordering/confirmation-mail';
import type { Db } from '../../../../server/db';
import type { FastifyBaseLogger } from 'fastify';
import type { CustomerOrder } from '../../../../shared/ordering/schemas';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (lineNumber: number, sku: string, productName: string, orderedQuantity: number) => ({
  idCustomerOrderDeliveryProduct: id(100 + lineNumber),
  lineNumber,
  idProduct: id(200 + lineNumber),
  idBundle: null,
  orderedQuantity,
  productName,
  sku,
  skuClient: null,
  priceSell: 1,
  currentProduct: null,
});

const order = {
  idCustomerOrder: id(1),
  orderNumber: 'NWO-000042',
  // 23:30 UTC on 31 March is already 1 April in Paris.
  orderDate: '2026-03-31T23:30:00.000Z',
  orderReference: 'REF-7',
  poNumber: 'PO-1',
  deliveries: [
    {
      requestedDeliveryDate: '2026-04-08',
      addressName: 'Lille store',
      deliveryCompanyName: 'Northwind Outfitters',
      deliveryFirstname: 'Tom',
      deliveryLastname: 'Baker',
      deliveryAddress1: '18 rue Faidherbe',
      deliveryAddress2: null,
      deliveryAddressZipCode: '59000',
      deliveryAddressCity: 'Lille',
      deliveryAddressCountryISO2: 'FR',
      products: [product(1, 'TENT-2P', 'Trail tent', 2), product(2, 'PEG-10', 'Tent pegs', 10)],
    },
  ],
} as Pick<CustomerOrder, 'idCustomerOrder' | 'orderNumber' | 'orderDate' | 'orderReference' | 'poNumber'> & {
  deliveries: Partial<CustomerOrder['deliveries'][0]>[];
};

const tom = { idUser: id(9), email: 'tom@example.com', firstName: 'Tom', lastName: 'Baker' };

describe('the order confirmation e-mail', () => {
  it('is the English template with the order’s lines, address and Paris dates', () => {
    const mail = confirmationMail(order as CustomerOrder, { ...tom, cultureLanguageCode: 'en' }, 'no-reply@wareport.example');
    expect(mail.template_id).toBe('order-confirmation-en');
    expect(mail.personalizations[0].to).toEqual([{ email: 'tom@example.com', name: 'Tom Baker' }]);
    const data = mail.personalizations[0].dynamic_template_data!;
    expect(data).toMatchObject({ subject: 'Your order NWO-000042 is confirmed', orderDate: '01/04/2026', requestedDeliveryDate: '08.04.2026' });
    expect(data.lines).toEqual([
      { lineNumber: 1, sku: 'TENT-2P', productName: 'Trail tent', quantity: 2 },
      { lineNumber: 2, sku: 'PEG-10', productName: 'Tent pegs', quantity: 10 },
    ]);
    expect(String(data.text).split('\n')).toEqual([
      'Hello Tom,',
      'Thank you for your order NWO-000042 of 01/04/2026.',
      'Requested delivery date: 08.04.2026',
      'Delivery to Lille store:',
      'Northwind Outfitters',
      'Tom Baker',
      '18 rue Faidherbe',
      '59000 Lille',
      'FR',
      'Ordered products:',
      '1. TENT-2P Trail tent × 2',
      '2. PEG-10 Tent pegs × 10',
      'The Wareport team',
    ]);
  });

  it('is the French template for a French-speaking user, and says "as soon as possible" without a date', () => {
    const undated = { ...order, deliveries: [{ ...order.deliveries[0], requestedDeliveryDate: null }] };
    const mail = confirmationMail(undated as CustomerOrder, { ...tom, cultureLanguageCode: 'fr-FR' }, 'no-reply@wareport.example');
    expect(mail.template_id).toBe('order-confirmation-fr');
    const data = mail.personalizations[0].dynamic_template_data!;
    expect(data.subject).toBe('Votre commande NWO-000042 est confirmée');
    expect(String(data.text)).toContain('Date de livraison souhaitée : dès que possible');
    expect(String(data.text)).toContain('Merci pour votre commande NWO-000042 du 01/04/2026.');
  });
});

describe('the update and cancellation e-mails', () => {
  it('have their own templates, subjects and opening lines in both languages, with the order’s lines', () => {
    const en = orderMail('cancellation', order as CustomerOrder, { ...tom, cultureLanguageCode: 'en' }, 'no-reply@wareport.example');
    expect(en.template_id).toBe('order-cancellation-en');
    const data = en.personalizations[0].dynamic_template_data!;
    expect(data.subject).toBe('Your order NWO-000042 has been cancelled');
    expect(String(data.text).split('\n').slice(0, 2)).toEqual(['Hello Tom,', 'Your order NWO-000042 of 01/04/2026 has been cancelled. It contained:']);
    expect(String(data.text)).toContain('2. PEG-10 Tent pegs × 10');
    const fr = orderMail('update', order as CustomerOrder, { ...tom, cultureLanguageCode: 'fr' }, 'no-reply@wareport.example');
    expect(fr.template_id).toBe('order-update-fr');
    expect(fr.personalizations[0].dynamic_template_data!.subject).toBe('Votre commande NWO-000042 a été modifiée');
  });

  it('are only logged when the order cannot be read or the mail not stored: the action never fails', async () => {
    const broken = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    await expect(
      sendOrderMail(broken, log, 'cancellation', { idClientAccount: id(5), idCustomerOrder: id(1) }, { ...tom, cultureLanguageCode: 'en' }, 'x@y.z'),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ idCustomerOrder: id(1), kind: 'cancellation' }), 'order e-mail not sent');
  });
});
