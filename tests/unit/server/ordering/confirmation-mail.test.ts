import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../../../server/ordering/confirmation-mail';
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
    expect(String(data.text)).toContain('Date de livraison souhaitée : dès que possible');
    expect(String(data.text)).toContain('Merci pour votre commande NWO-000042 du 01/04/2026.');
  });
});
