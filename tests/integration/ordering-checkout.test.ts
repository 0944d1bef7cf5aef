import { beforeAll, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import {
  customerOrderDeliveries,
  customerOrderDeliveryProducts,
  customerOrderDocuments,
  shippingMethodGroups,
  shippingMethods,
  users,
  warehouses,
} from '../../server/db/schema';
import { DEFAULT_DELIVERY_SETTINGS } from '../../server/ordering/checkouts';
import { allowedDeliveryDates, deliveryDateBounds } from '../../shared/rules/delivery-dates';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { MAX_UPLOAD_BYTES } from '../../shared/rules/file-upload';
import { orderingClient } from '../../shared/ordering/client';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { mailsFor, orderingFixture } from '../support/ordering';
import { createUserWithPermissions } from '../support/users';

const validDate = () => allowedDeliveryDates(DEFAULT_DELIVERY_SETTINGS, new Date())[0];
const pdf = Buffer.from('%PDF-1.4 order form').toString('base64');

describeEachEngine('checkout and order creation', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
  });

  /** A fresh event cart (so tests do not share one) with the given lines. */
  async function cartWith(lines: { idProduct: string; quantity: number }[]) {
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    for (const line of lines) await f.ordering.addCartItem(cart.idCart, line);
    return cart;
  }

  it('saves the checkout as sent (addresses as ids, empty date as null) and answers the spec’s entity', async () => {
    const cart = await cartWith([]);
    const [a, b] = await f.addresses(2);
    const saved = await f.ordering.saveCheckout(cart.idCart, {
      idShippingMethod: f.idShippingMethod,
      shippingMethod: { idShippingMethod: f.idShippingMethod },
      deliveryDate: '',
      shipToMultiple: true,
      selectedAddresses: [b, a],
      orderComment: 'Ring twice',
      orderReference: 'REF-1',
      poNumber: 'PO-9',
    });
    expect(saved).toMatchObject({ idShippingMethod: f.idShippingMethod, deliveryDate: null, shipToMultiple: true, orderType: 'DELIVERY', poNumber: 'PO-9' });
    expect(saved.selectedAddresses.map((x) => x.idAddressBookAddress)).toEqual([b.idAddressBookAddress, a.idAddressBookAddress]);
    expect(saved.shippingMethod?.idShippingMethod).toBe(f.idShippingMethod);
    expect(saved.deliverySettings).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(await f.ordering.getCheckout(cart.idCart)).toEqual(saved);
  });

  it('empties the selected addresses when the shipping method switches between dock provisioning and delivery', async () => {
    const cart = await cartWith([]);
    const [dock] = await f.db
      .insert(shippingMethods)
      .values({
        idClientAccount: f.scope.idClientAccount,
        shippingMethodCode: `DOCK${Date.now() % 100000}`,
        shippingMethodName: 'Dock',
        isProvisionAtDock: true,
      })
      .returning();
    await f.db
      .insert(shippingMethodGroups)
      .values({ idShippingMethod: dock.idShippingMethod, idClientAccountGroup: f.idGroup, idClientAccount: f.scope.idClientAccount });
    const [a] = await f.addresses(1);
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [a] });
    // Raw saves that leave the addresses out: the shared client always sends the whole checkout.
    const put = (body: object) =>
      f.tom.request<{ checkout: { selectedAddresses: unknown[] } }>({
        method: 'PUT',
        path: ORDERING_PATHS.checkout,
        params: { ...f.scope, idCart: cart.idCart },
        body,
      });
    expect((await put({ orderComment: 'same method' })).checkout.selectedAddresses).toHaveLength(1);
    expect((await put({ idShippingMethod: f.idShippingMethod })).checkout.selectedAddresses).toHaveLength(1);
    expect((await put({ idShippingMethod: dock.idShippingMethod })).checkout.selectedAddresses).toEqual([]);
  });

  it('refuses a shipping method the user’s groups do not see, addresses of others or of the wrong type, and a date outside the rule', async () => {
    const cart = await cartWith([]);
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.hiddenMethod.idShippingMethod }))).errors).toEqual({
      idShippingMethod: 'validation.unknownReference',
    });
    const methods = await f.ordering.shippingMethods(f.scope.idClientAccount);
    expect(methods.map((m) => m.idShippingMethod)).toContain(f.idShippingMethod);
    expect(methods.map((m) => m.idShippingMethod)).not.toContain(f.hiddenMethod.idShippingMethod);

    const [julieUser] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
    const [foreign] = await f.addresses(1, { idUser: julieUser.idUser });
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { selectedAddresses: [foreign] }))).errors).toEqual({
      selectedAddresses: 'validation.checkout.addressNotAllowed',
    });
    // Address-type filters: a warehouse address is no DELIVERY address; the current warehouse is the only DESTRUCT one.
    const [site] = await f.addresses(1, { addressType: 'WAREHOUSE', idWarehouse: f.scope.idWarehouse });
    const [other] = await f.db.select().from(warehouses).where(eq(warehouses.warehouseName, 'Paris Nord Warehouse'));
    const [otherSite] = await f.addresses(1, { addressType: 'WAREHOUSE', idWarehouse: other.idWarehouse });
    const [customer] = await f.addresses(1);
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { selectedAddresses: [site] }))).status).toBe(400);
    expect((await f.ordering.saveCheckout(cart.idCart, { orderType: 'DESTRUCT', selectedAddresses: [site] })).selectedAddresses).toHaveLength(1);
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { orderType: 'TRANSFERT', selectedAddresses: [site] }))).status).toBe(400);
    expect((await f.ordering.saveCheckout(cart.idCart, { orderType: 'TRANSFERT', selectedAddresses: [otherSite] })).selectedAddresses).toHaveLength(1);
    const listed = async (orderType: string) => (await f.ordering.checkoutAddresses({ orderType })).map((x) => x.idAddressBookAddress);
    expect(await listed('DELIVERY')).toContain(customer.idAddressBookAddress);
    expect(await listed('DELIVERY')).not.toContain(site.idAddressBookAddress);
    expect(await listed('TRANSFERT')).toEqual([otherSite.idAddressBookAddress]);
    expect(await listed('DESTRUCT')).toEqual([site.idAddressBookAddress]);
    // A box user is a user of the account.
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { idBoxUser: julieUser.idUser }))).errors).toEqual({ idBoxUser: 'validation.unknownReference' });
    // Nor a deleted user, though still linked to the account (the buyers' list never offers one).
    const gone = await createUserWithPermissions(f.db, {
      idClient: f.tomUser.idClient,
      grants: [{ idClientAccount: f.scope.idClientAccount, permissions: [] }],
    });
    await f.db.update(users).set({ deleted: true }).where(eq(users.idUser, gone.idUser));
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { idBoxUser: gone.idUser }))).errors).toEqual({ idBoxUser: 'validation.unknownReference' });
    expect((await f.ordering.saveCheckout(cart.idCart, { idBoxUser: f.tomUser.idUser, boxUserFirstName: 'Tom' })).idBoxUser).toBe(f.tomUser.idUser);
    // Two addresses need "ship to multiple".
    const [x, y] = await f.addresses(2);
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { orderType: 'DELIVERY', shipToMultiple: false, selectedAddresses: [x, y] }))).errors).toEqual({
      selectedAddresses: 'validation.checkout.oneAddressOnly',
    });

    const { max } = deliveryDateBounds(DEFAULT_DELIVERY_SETTINGS, new Date());
    const tooLate = new Date(Date.parse(max) + 7 * 86_400_000).toISOString().slice(0, 10);
    const late = await failure(f.ordering.saveCheckout(cart.idCart, { deliveryDate: tooLate }));
    expect(late.errors).toEqual({ deliveryDate: 'validation.deliveryDate.outOfRange' });
    const saturday = allowedDeliveryDates({ ...DEFAULT_DELIVERY_SETTINGS, deliveryWeekEndEnabled: true }, new Date()).find(
      (d) => new Date(d).getUTCDay() === 6,
    )!;
    expect((await failure(f.ordering.saveCheckout(cart.idCart, { deliveryDate: saturday }))).status).toBe(400);
  });

  it('creates one order per address with a bundle and a document, reserves the stock and sends one e-mail each in the user’s language', async () => {
    const tent = await f.product(20, 99);
    const peg = await f.product(100, 0.5);
    const kit = await f.bundle([{ idProduct: peg.idProduct, quantity: 10 }]);
    const cart = await cartWith([
      { idProduct: tent.idProduct, quantity: 2 },
      { idProduct: kit.idProduct, quantity: 1 },
    ]);
    const addresses = await f.addresses(3);
    const date = validDate();
    await f.ordering.saveCheckout(cart.idCart, {
      idShippingMethod: f.idShippingMethod,
      deliveryDate: date,
      shipToMultiple: true,
      selectedAddresses: addresses,
      poNumber: 'PO-3',
      orderReference: 'REF-3',
      orderComment: 'Ring twice',
      addressComment: 'Gate B',
      boxUserFirstName: 'Ann',
      boxUserEmail: 'ann@example.com',
    });
    const docs = await f.ordering.saveDocuments(cart.idCart, [
      { document: pdf, documentName: 'Order form', documentFileName: 'form.pdf', fileType: 'application/pdf', displayPosition: 0 },
    ]);
    expect(docs).toHaveLength(1);

    const done = await f.ordering.complete(cart.idCart, 'WAREHOUSE');
    expect(done.failures).toEqual([]);
    expect(done.orders.map((o) => o.addressName)).toEqual(addresses.map((a) => a.addressName));
    expect(done.idOrder).toBe(done.orders[0].idCustomerOrder);
    expect(new Set(done.orders.map((o) => o.orderNumber)).size).toBe(3);
    expect(done.orders[0].orderNumber).toMatch(/^NWO-\d{6}$/);

    expect(await f.stock(tent.idProduct)).toMatchObject({ physicalQuantity: 20, reservedQuantity: 6, availableQuantity: 14 });
    expect(await f.stock(peg.idProduct)).toMatchObject({ reservedQuantity: 30, availableQuantity: 70 });

    const order = await f.ordering.getCustomerOrder(done.idOrder);
    expect(order).toMatchObject({
      statusCode: 1,
      statusName: 'Open',
      orderType: 'DELIVERY',
      poNumber: 'PO-3',
      orderReference: 'REF-3',
      orderComment: 'Ring twice',
      buyerEmail: DEMO_USERS.orderer,
      requesterEmail: DEMO_USERS.orderer,
    });
    expect(order.deliveries).toHaveLength(1);
    expect(order.deliveries[0]).toMatchObject({
      requestedDeliveryDate: date,
      idShippingMethod: f.idShippingMethod,
      idAddressBookAddress: addresses[0].idAddressBookAddress,
      addressName: addresses[0].addressName,
      deliveryAddress1: addresses[0].address1,
      deliveryAddressCity: addresses[0].city,
      addressComment: 'Gate B',
    });
    expect(order.deliveries[0].products.map((p) => [p.lineNumber, p.sku, p.orderedQuantity, p.idBundle, p.priceSell])).toEqual([
      [1, tent.sku, 2, null, 99],
      [2, peg.sku, 10, kit.idProduct, 0.5],
    ]);
    expect(order.deliveries[0].products[0].currentProduct?.idProduct).toBe(tent.idProduct);
    expect(order.documents.map((d) => [d.documentName, d.displayPosition])).toEqual([['Order form', 0]]);
    // What the answer does not show: the cart's event on the order, the box user's fields on each delivery.
    expect((await f.ordersOf([done.idOrder]))[0].idEvent).toBe(cart.idEvent);
    const deliveries = await f.db
      .select({ boxUserFirstName: customerOrderDeliveries.boxUserFirstName, boxUserEmail: customerOrderDeliveries.boxUserEmail })
      .from(customerOrderDeliveries)
      .where(
        inArray(
          customerOrderDeliveries.idCustomerOrder,
          done.orders.map((o) => o.idCustomerOrder),
        ),
      );
    expect(deliveries).toEqual(Array(3).fill({ boxUserFirstName: 'Ann', boxUserEmail: 'ann@example.com' }));
    const list = await f.ordering.listCustomerOrders({ pageSize: 200 });
    expect(list.items.map((o) => o.idCustomerOrder)).toEqual(expect.arrayContaining(done.orders.map((o) => o.idCustomerOrder)));

    // The cart is emptied and the checkout reset.
    const after = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: cart.idEvent! });
    expect(after.items).toEqual([]);
    expect((await f.ordering.getCheckout(cart.idCart)).selectedAddresses).toEqual([]);
    expect(await f.ordering.listDocuments(cart.idCart)).toEqual([]);

    const mails = await mailsFor(f.db, (p) => done.orders.some((o) => p.includes(o.orderNumber)), 3);
    expect(mails).toHaveLength(3);
    const mail = JSON.parse(mails.find((m) => m.payload.includes(done.orders[0].orderNumber))!.payload);
    expect(mail.template_id).toBe('order-confirmation-en');
    expect(mail.personalizations[0].to[0].email).toBe(DEMO_USERS.orderer);
    const data = mail.personalizations[0].dynamic_template_data;
    expect(data.subject).toBe(`Your order ${done.orders[0].orderNumber} is confirmed`);
    expect(data.lines).toEqual([
      { lineNumber: 1, sku: tent.sku, productName: tent.productName, quantity: 2 },
      { lineNumber: 2, sku: peg.sku, productName: peg.productName, quantity: 10 },
    ]);
    expect(data.text).toContain(addresses[0].address1);
    expect(data.text).toContain(`${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`);
  });

  it('sends the e-mail in French to a French-speaking user', async () => {
    await f.db.execute(sql`update users set culture_language_code = 'fr' where id_user = ${f.tomUser.idUser}`);
    try {
      const cart = await cartWith([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const [address] = await f.addresses(1);
      await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
      const done = await f.ordering.complete(cart.idCart);
      const [mail] = await mailsFor(f.db, (p) => p.includes(done.orders[0].orderNumber), 1);
      const parsed = JSON.parse(mail.payload);
      expect(parsed.template_id).toBe('order-confirmation-fr');
      expect(parsed.personalizations[0].dynamic_template_data.subject).toBe(`Votre commande ${done.orders[0].orderNumber} est confirmée`);
    } finally {
      await f.db.execute(sql`update users set culture_language_code = 'en' where id_user = ${f.tomUser.idUser}`);
    }
  });

  it('fails everything when the first order fails, and lists later failures per address', async () => {
    const scarce = await f.product(2);
    const addresses = await f.addresses(3);
    const first = await cartWith([{ idProduct: scarce.idProduct, quantity: 3 }]);
    await f.ordering.saveCheckout(first.idCart, { idShippingMethod: f.idShippingMethod, shipToMultiple: true, selectedAddresses: addresses });
    const refused = await failure(f.ordering.complete(first.idCart));
    expect(refused).toMatchObject({ status: 409, message: 'Insufficient quantity', code: 'INSUFFICIENT_QUANTITY' });
    expect(await f.stock(scarce.idProduct)).toMatchObject({ reservedQuantity: 0 });
    expect((await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: first.idEvent! })).items).toHaveLength(1);

    const second = await cartWith([{ idProduct: scarce.idProduct, quantity: 1 }]);
    await f.ordering.saveCheckout(second.idCart, { idShippingMethod: f.idShippingMethod, shipToMultiple: true, selectedAddresses: addresses });
    const partly = await f.ordering.complete(second.idCart);
    expect(partly.orders.map((o) => o.addressName)).toEqual([addresses[0].addressName, addresses[1].addressName]);
    expect(partly.failures).toEqual([
      {
        idAddressBookAddress: addresses[2].idAddressBookAddress,
        addressName: addresses[2].addressName,
        message: `Order for ${addresses[2].addressName} failed with error - Insufficient quantity`,
        errorMessage: 'Insufficient quantity',
      },
    ]);
    expect(await f.stock(scarce.idProduct)).toMatchObject({ reservedQuantity: 2, availableQuantity: 0 });
  });

  it('refuses an empty cart, a missing shipping method or address, and more than 100 addresses', async () => {
    const empty = await cartWith([]);
    expect((await failure(f.ordering.complete(empty.idCart))).errors).toEqual({ items: 'validation.checkout.emptyCart' });
    const cart = await cartWith([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
    expect((await failure(f.ordering.complete(cart.idCart))).errors).toEqual({ idShippingMethod: 'validation.checkout.shippingMethodRequired' });
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, shipToMultiple: true });
    expect((await failure(f.ordering.complete(cart.idCart))).errors).toEqual({ selectedAddresses: 'validation.checkout.addressRequired' });
    const many = await f.addresses(101);
    const tooMany = await failure(f.ordering.saveCheckout(cart.idCart, { selectedAddresses: many }));
    expect(tooMany.errors).toEqual({ selectedAddresses: 'validation.checkout.tooManyAddresses' });
  });

  it('places the order even when the mail path fails', async () => {
    const { db } = f;
    await db.execute(sql`create or replace function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'mail relay down'; end $$`);
    await db.execute(sql`create trigger refuse_mail before insert on mails for each row execute function refuse_mail()`);
    try {
      const cart = await cartWith([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const [address] = await f.addresses(1);
      await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
      const done = await f.ordering.complete(cart.idCart);
      expect(done.orders).toHaveLength(1);
      expect((await f.ordersOf([done.idOrder])).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsFor(db, (p) => p.includes(done.orders[0].orderNumber), 1, 200)).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mails`);
    }
  });

  it("checks a checkout document's first bytes and takes one of the spec's largest size", async () => {
    const cart = await cartWith([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
    const doc = { idCart: cart.idCart, documentName: 'Invoice', documentFileName: 'invoice.pdf', fileType: 'application/pdf', displayPosition: 0 };
    const page = Buffer.from('<!doctype html><script>alert(document.cookie)</script>').toString('base64');
    const refused = await failure(f.ordering.addCheckoutDocument({ ...doc, document: page, fileType: 'text/html' }));
    expect([refused.status, refused.errors]).toEqual([400, { document: 'validation.file.unsupportedType' }]);
    expect(await f.ordering.listDocuments(cart.idCart)).toEqual([]);
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    bytes.write('%PDF-1.7\n');
    const added = await f.ordering.addCheckoutDocument({ ...doc, document: bytes.toString('base64'), fileType: 'text/html' });
    expect([added.documentSize, added.fileType]).toEqual([MAX_UPLOAD_BYTES, 'application/pdf']);
    const params = { idClientAccount: f.scope.idClientAccount, idWarehouse: f.scope.idWarehouse, id: added.idCartDocument };
    const replaced = await failure(f.tom.request({ method: 'PUT', path: ORDERING_PATHS.checkoutDocument, params, body: { ...doc, document: page } }));
    expect(replaced.errors).toEqual({ document: 'validation.file.unsupportedType' });
    const renamed = await failure(
      f.tom.request({ method: 'PUT', path: ORDERING_PATHS.checkoutDocument, params, body: { ...doc, documentFileName: 'invoice.html' } }),
    );
    expect(renamed.errors).toEqual({ document: 'validation.file.unsupportedType' });
  });

  it('keeps checkouts, documents and orders to their owner', async () => {
    const cart = await cartWith([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
    const [address] = await f.addresses(1);
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
    const [doc] = await f.ordering.saveDocuments(cart.idCart, [
      { document: pdf, documentName: 'Mine', documentFileName: 'm.pdf', fileType: 'application/pdf', displayPosition: 0 },
    ]);
    const adminApi = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin, f.scope);
    const admin = orderingClient(adminApi);
    for (const call of [
      () => admin.getCheckout(cart.idCart),
      () => admin.saveCheckout(cart.idCart, { orderComment: 'mine now' }),
      () => admin.complete(cart.idCart),
      () => admin.listDocuments(cart.idCart),
      () => admin.saveDocuments(cart.idCart, []),
    ]) {
      expect((await failure(call())).status).toBe(404);
    }
    const params = { idClientAccount: f.scope.idClientAccount, idWarehouse: f.scope.idWarehouse, id: doc.idCartDocument };
    expect((await failure(adminApi.request({ method: 'DELETE', path: ORDERING_PATHS.checkoutDocument, params }))).status).toBe(404);
    // Moving one's own document onto somebody else's cart is refused too.
    const adminCart = await admin.getCart({ ...f.scope, type: 'WAREHOUSE' });
    const moved = await failure(f.tom.request({ method: 'PUT', path: ORDERING_PATHS.checkoutDocument, params, body: { ...doc, idCart: adminCart.idCart } }));
    expect(moved.status).toBe(400);
    expect(await f.ordering.listDocuments(cart.idCart)).toHaveLength(1);

    const placed = await f.ordering.complete(cart.idCart);
    // The administrator may see the account's orders (shared/rules/account-orders.ts): any of them by its id.
    expect((await admin.getCustomerOrder(placed.idOrder)).idUser).toBe(f.tomUser.idUser);
    const julie = await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, f.scope);
    expect((await failure(orderingClient(julie).getCustomerOrder(placed.idOrder))).status).toBe(403);
    expect((await failure(orderingClient(julie).complete(cart.idCart))).status).toBe(403);
    // The order's account under another client is not found.
    const wrongClient = { ...f.scope, idClient: crypto.randomUUID() };
    expect((await failure(f.tom.request({ path: ORDERING_PATHS.customerOrder, params: { ...wrongClient, idCustomerOrder: placed.idOrder } }))).status).toBe(
      404,
    );
    const lines = await f.db
      .select()
      .from(customerOrderDeliveryProducts)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
      .where(inArray(customerOrderDeliveries.idCustomerOrder, [placed.idOrder]));
    expect(lines).toHaveLength(1);
    expect(await f.db.select().from(customerOrderDocuments).where(eq(customerOrderDocuments.idCustomerOrder, placed.idOrder))).toHaveLength(1);
  });
});
