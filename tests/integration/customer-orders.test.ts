import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import {
  clientAccounts,
  customerOrderDeliveries,
  customerOrderDeliveryProducts,
  customerOrders,
  customerOrderShipments,
  productChildren,
  products,
  users,
} from '../../server/db/schema';
import type { CustomerOrderCreate } from '../../shared/ordering/schemas';
import { createUserWithPermissions } from '../support/users';
import { orderingClient } from '../../shared/ordering/client';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { fetchTracking } from '../../shared/ordering/tracking';
import { parse } from 'csv-parse/sync';
import { clientFor, failure, signIn } from '../support/api';
import { runCli, type Route } from '../unit/cli/harness';
import { describeEachEngine } from '../support/engines';
import { mailsFor, orderingFixture } from '../support/ordering';
import { orderCollectionsOf } from '../support/order-collections';
import { customerOrderDocuments as orderDocuments } from '../../shared/ordering/order-documents';
import { allowedDeliveryDates } from '../../shared/rules/delivery-dates';
import { MAX_UPLOAD_BYTES } from '../../shared/rules/file-upload';

describeEachEngine('customer orders after checkout', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let claire: ReturnType<typeof orderingClient> & ReturnType<typeof orderCollectionsOf>;
  let mine: ReturnType<typeof orderCollectionsOf>;
  let claireAccount: string;
  let admin: Awaited<ReturnType<typeof clientFor>>;
  let tag = 0;
  /** A reference unique to this run, so searches find only this test's orders among the demo ones. */
  const ref = (name: string) => `${name}${Date.now().toString(36).slice(-4)}${tag++}`.toUpperCase().slice(0, 30);

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    const [mls] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    claireAccount = mls.idClientAccount;
    const claireApi = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin, { idClient: mls.idClient, idClientAccount: mls.idClientAccount });
    claire = { ...orderingClient(claireApi), ...orderCollectionsOf(claireApi) };
    mine = orderCollectionsOf(f.tom);
    admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin, f.scope);
  });

  describe('list', () => {
    it('is not empty out of the box: the demo orders in every status, with shipments for shipped ones', async () => {
      const demo = await f.ordering.listCustomerOrders({ sortField: 'orderNumber', sortOrder: 'asc', pageSize: 7 });
      expect(demo.items.map((o) => o.statusCode).sort((a, b) => a - b)).toEqual([-10, 0, 1, 10, 30, 60, 70]);
      const delivered = demo.items.find((o) => o.statusCode === 70)!;
      const [delivery] = (await f.ordering.getCustomerOrder(delivered.idCustomerOrder)).deliveries;
      expect(delivery.shipments).toHaveLength(1);
      expect(delivery.products.every((p) => p.deliveredQuantity === p.orderedQuantity)).toBe(true);
      const withBundle = await f.ordering.getCustomerOrder(demo.items.find((o) => o.statusCode === 10)!.idCustomerOrder);
      expect(withBundle.deliveries[0].products.some((p) => p.bundle !== null)).toBe(true);
      // Julie's two Maison Lumière accounts have theirs too.
      for (const code of ['MLS', 'MLE']) {
        const [account] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, code));
        const rows = await f.db.select().from(customerOrders).where(eq(customerOrders.idClientAccount, account.idClientAccount));
        expect(rows.length).toBeGreaterThanOrEqual(7);
      }
    });

    it('searches, filters by status, stock and label, sorts and pages the user’s own orders', async () => {
      const p = await f.product(50);
      const run = ref('LST');
      const first = await f.placeOrder([{ idProduct: p.idProduct, quantity: 1 }], { orderReference: `${run}-A` });
      const second = await f.placeOrder([{ idProduct: p.idProduct, quantity: 1 }], { orderReference: `${run}-B`, poNumber: 'PO-ZZ' });
      const third = await f.placeOrder([{ idProduct: p.idProduct, quantity: 1 }], { orderReference: `${run}-C` });
      await f.db.update(customerOrders).set({ statusCode: 60, statusName: 'In Progress' }).where(eq(customerOrders.idCustomerOrder, second.idCustomerOrder));
      await f.db.update(customerOrders).set({ statusCode: -10 }).where(eq(customerOrders.idCustomerOrder, third.idCustomerOrder));

      const numbers = (answer: { items: { orderNumber: string }[] }) => answer.items.map((o) => o.orderNumber);
      const all = await f.ordering.listCustomerOrders({ searchText: run });
      expect(all.searchCriteria).toMatchObject({ totalCount: 3, currentPage: 1, pageSize: 25 });
      // Newest first by default.
      expect(numbers(all)).toEqual([third.orderNumber, second.orderNumber, first.orderNumber]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: run, sortField: 'orderNumber', sortOrder: 'asc' }))).toEqual([
        first.orderNumber,
        second.orderNumber,
        third.orderNumber,
      ]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: run, statusCode: [60] }))).toEqual([second.orderNumber]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: run, statusCode: [1, -10] }))).toEqual([third.orderNumber, first.orderNumber]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: run, stockFilter: 'outOfStock' }))).toEqual([third.orderNumber]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: run, stockFilter: 'inStock' }))).toEqual([second.orderNumber, first.orderNumber]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: run, labelFilter: 'In Progress' }))).toEqual([second.orderNumber]);
      const paged = await f.ordering.listCustomerOrders({ searchText: run, pageSize: 1, currentPage: 2 });
      expect(numbers(paged)).toEqual([second.orderNumber]);
      expect(paged.searchCriteria).toMatchObject({ totalCount: 3, currentPage: 2, pageSize: 1 });
      // The PO number and the order number are searched too, case-insensitively.
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: `${run}-b` }))).toEqual([second.orderNumber]);
      expect(numbers(await f.ordering.listCustomerOrders({ searchText: first.orderNumber }))).toEqual([first.orderNumber]);
      // Under 3 characters a search does not filter (the spec's minimum).
      expect((await f.ordering.listCustomerOrders({ searchText: 'zz' })).searchCriteria.totalCount).toBeGreaterThanOrEqual(3);
    });

    it('refuses unknown sort fields, status codes and filters with 400', async () => {
      for (const query of [{ sortField: 'idUser' }, { statusCode: [5] }, { stockFilter: 'low' }, { labelFilter: 'Lost' }]) {
        expect((await failure(f.ordering.listCustomerOrders(query))).status).toBe(400);
      }
    });
  });

  describe('detail', () => {
    it('answers deliveries with address, method and warehouse, bundles expanded with multiplied quantities, stock and shipments', async () => {
      const tent = await f.product(40, 120);
      const peg = await f.product(100, 1);
      const kit = await f.bundle([
        { idProduct: tent.idProduct, quantity: 1 },
        { idProduct: peg.idProduct, quantity: 4 },
      ]);
      const order = await f.placeOrder([{ idProduct: kit.idProduct, quantity: 3 }], { orderReference: ref('DET') });
      const [delivery] = order.deliveries;
      await f.db.insert(customerOrderShipments).values({
        idCustomerOrderDelivery: delivery.idCustomerOrderDelivery,
        idTracking: `TRK${order.orderNumber}`,
        trackingURL: 'https://carrier.example/track/1',
        carrierName: 'Carrier',
      });
      const read = await f.ordering.getCustomerOrder(order.idCustomerOrder);
      expect(read).toMatchObject({ statusCode: 1, statusName: 'Open', buyerFirstname: 'Tom', requesterLastname: 'Baker' });
      const [d] = read.deliveries;
      expect(d).toMatchObject({
        deliveryAddressCity: 'Paris',
        deliveryAddressCountryISO2: 'FR',
        warehouseName: 'Lyon Distribution Centre',
        transportRequired: true,
      });
      expect(d.shippingMethodName).toEqual(expect.any(String));
      expect(d.products.map((p) => [p.idProduct, p.orderedQuantity, p.bundle?.idProduct])).toEqual([
        [tent.idProduct, 3, kit.idProduct],
        [peg.idProduct, 12, kit.idProduct],
      ]);
      expect(d.products[1]).toMatchObject({ deliveredQuantity: 0, stock: { physicalQuantity: 100, reservedQuantity: 12, availableQuantity: 88 } });
      expect(d.shipments).toEqual([expect.objectContaining({ idTracking: `TRK${order.orderNumber}`, trackingURL: 'https://carrier.example/track/1' })]);
    });
  });

  describe('tracking', () => {
    it('plays the tracking service for the order’s owner, with events that progress with time', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const idTracking = `TRK${order.orderNumber}`;
      const [shipment] = await f.db
        .insert(customerOrderShipments)
        .values({
          idCustomerOrderDelivery: order.deliveries[0].idCustomerOrderDelivery,
          idTracking,
          trackingURL: 'https://carrier.example/track/2',
          shippedDate: new Date(Date.now() - 7 * 3_600_000),
        })
        .returning();
      const read = () => fetchTracking(f.tom, idTracking, () => undefined);
      expect(await read()).toEqual({
        urlCarrierTracking: 'https://carrier.example/track/2',
        trackingEvents: [
          expect.objectContaining({ eventCode: 'PICKED_UP', location: 'Lyon' }),
          expect.objectContaining({ eventCode: 'DEPARTED_HUB', location: 'Paris Hub' }),
        ],
      });
      await f.db
        .update(customerOrderShipments)
        .set({ shippedDate: new Date(Date.now() - 40 * 3_600_000) })
        .where(eq(customerOrderShipments.idCustomerOrderShipment, shipment.idCustomerOrderShipment));
      expect((await read()).trackingEvents.at(-1)).toMatchObject({ eventCode: 'DELIVERED', location: 'Paris' });
      // Another client's user, and an unknown parcel: not found.
      const claireApi = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
      expect((await failure(fetchTracking(claireApi, idTracking, () => undefined))).status).toBe(404);
      expect((await failure(fetchTracking(f.tom, 'NO-SUCH-PARCEL', () => undefined))).status).toBe(404);
    });
  });

  describe('cancel', () => {
    it('cancels an open order, gives its stock back, and writes the cancellation e-mail', async () => {
      const p = await f.product(10);
      const order = await f.placeOrder([{ idProduct: p.idProduct, quantity: 4 }], { orderReference: ref('CAN') });
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 4 });
      const cancelled = await f.ordering.cancelCustomerOrder(order.idCustomerOrder);
      expect(cancelled).toMatchObject({ statusCode: 0, statusName: 'Canceled' });
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 0 });
      const [mail] = await mailsFor(f.db, (payload) => payload.includes('order-cancellation-en') && payload.includes(order.orderNumber), 1);
      expect(JSON.parse(mail.payload)).toMatchObject({
        template_id: 'order-cancellation-en',
        personalizations: [
          { to: [{ email: DEMO_USERS.orderer }], dynamic_template_data: { subject: `Your order ${order.orderNumber} has been cancelled`, statusCode: 0 } },
        ],
      });
      const again = await failure(f.ordering.cancelCustomerOrder(order.idCustomerOrder));
      expect(again).toMatchObject({ status: 409, message: 'This order can no longer be cancelled.' });
    });

    it('refuses an order already in preparation or shipped', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      await f.db.update(customerOrders).set({ statusCode: 30 }).where(eq(customerOrders.idCustomerOrder, order.idCustomerOrder));
      expect(await failure(f.ordering.cancelCustomerOrder(order.idCustomerOrder))).toMatchObject({ status: 409 });
    });
  });

  describe('edit', () => {
    it('changes quantities within the available quantity, moves the reservation and writes the update e-mail', async () => {
      const p = await f.product(10);
      const order = await f.placeOrder([{ idProduct: p.idProduct, quantity: 4 }], { orderReference: ref('EDT') });
      const line = order.deliveries[0].products[0];
      // 6 left + the 4 already ordered: up to 10.
      const updated = await f.ordering.updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        orderReference: 'CHANGED',
        products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity: 10 }],
      });
      expect(updated.orderReference).toBe('CHANGED');
      expect(updated.deliveries[0].products[0].orderedQuantity).toBe(10);
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 10 });

      const short = await failure(
        f.ordering.updateCustomerOrder({
          idCustomerOrder: order.idCustomerOrder,
          products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity: 11 }],
        }),
      );
      expect(short).toMatchObject({ status: 409, message: 'Insufficient quantity' });
      expect(short.errors).toEqual({ [line.idCustomerOrderDeliveryProduct]: 'messages.insufficientQuantity' });

      await f.ordering.updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity: 2 }],
      });
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 2 });
      const sent = await mailsFor(f.db, (payload) => payload.includes('order-update-en') && payload.includes(order.orderNumber), 2);
      const quantities = sent.map(
        (m) =>
          (JSON.parse(m.payload) as { personalizations: { dynamic_template_data: { lines: { quantity: number }[] } }[] }).personalizations[0]
            .dynamic_template_data.lines[0].quantity,
      );
      expect(quantities.sort((a, b) => a - b)).toEqual([2, 10]);
    });

    it('changes references, comment and the desired date by the checkout’s date rule, only while the order can change', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const settings = (await f.ordering.getCustomerOrder(order.idCustomerOrder)).deliverySettings!;
      expect(settings).toBeDefined();
      const [allowed] = allowedDeliveryDates(settings, new Date());
      const saved = await f.ordering.updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        orderReference: 'REF-2',
        poNumber: null,
        orderComment: 'Ring twice',
        requestedDeliveryDate: allowed,
      });
      expect(saved).toMatchObject({ orderReference: 'REF-2', poNumber: null, orderComment: 'Ring twice' });
      expect(saved.deliveries[0].requestedDeliveryDate?.slice(0, 10)).toBe(allowed);
      // Today is before the earliest day the rule allows.
      const today = new Date().toISOString().slice(0, 10);
      const refused = await failure(f.ordering.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, requestedDeliveryDate: today }));
      expect(refused.status).toBe(400);
      expect(refused.errors).toEqual({ deliveryDate: 'validation.deliveryDate.outOfRange' });
      expect((await f.ordering.getCustomerOrder(order.idCustomerOrder)).deliveries[0].requestedDeliveryDate?.slice(0, 10)).toBe(allowed);
      expect((await failure(f.ordering.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, orderReference: 'X'.repeat(31) }))).status).toBe(400);

      await f.db.update(customerOrders).set({ statusCode: 60 }).where(eq(customerOrders.idCustomerOrder, order.idCustomerOrder));
      expect((await f.ordering.getCustomerOrder(order.idCustomerOrder)).deliverySettings).toBeUndefined();
      expect((await failure(f.ordering.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, orderComment: 'Late' }))).status).toBe(409);
    });

    it('never goes below the delivered quantity, nor to zero', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(10)).idProduct, quantity: 5 }]);
      const line = order.deliveries[0].products[0];
      await f.db
        .update(customerOrderDeliveryProducts)
        .set({ deliveredQuantity: 3 })
        .where(eq(customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, line.idCustomerOrderDeliveryProduct));
      const edit = (orderedQuantity: number) =>
        failure(
          f.ordering.updateCustomerOrder({
            idCustomerOrder: order.idCustomerOrder,
            products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity }],
          }),
        );
      const below = await edit(2);
      expect(below.status).toBe(400);
      expect(below.errors).toEqual({ [line.idCustomerOrderDeliveryProduct]: 'validation.quantity.belowDelivered' });
      expect((await edit(0)).errors).toEqual({ [line.idCustomerOrderDeliveryProduct]: 'validation.quantity.positiveWhole' });
    });

    it('edits an out-of-stock order (-10) and refuses a shipped one', async () => {
      const p = await f.product(6);
      const order = await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
      const line = order.deliveries[0].products[0];
      await f.db.update(customerOrders).set({ statusCode: -10 }).where(eq(customerOrders.idCustomerOrder, order.idCustomerOrder));
      // physical 6 - (reserved 2 - ordered 2) = 6.
      const body = {
        idCustomerOrder: order.idCustomerOrder,
        products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity: 6 }],
      };
      expect((await f.ordering.updateCustomerOrder(body)).deliveries[0].products[0].orderedQuantity).toBe(6);
      await f.db.update(customerOrders).set({ statusCode: 60 }).where(eq(customerOrders.idCustomerOrder, order.idCustomerOrder));
      expect(await failure(f.ordering.updateCustomerOrder({ ...body, products: [] }))).toMatchObject({
        status: 409,
        message: 'This order can no longer be changed.',
      });
    });

    it('adds lines under the edit rule: physical - (reserved - ordered) at -10, available + ordered otherwise', async () => {
      const held = await f.product(8);
      const order = await f.placeOrder([{ idProduct: held.idProduct, quantity: 3 }]);
      const add = (idProduct: string, orderedQuantity: number) =>
        f.ordering.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, products: [{ idProduct, orderedQuantity }] });
      for (const statusCode of [-10, 1]) {
        await f.db.update(customerOrders).set({ statusCode }).where(eq(customerOrders.idCustomerOrder, order.idCustomerOrder));
        // A product the order does not hold (ordered 0): 4 physical, 1 reserved by another order -> 3.
        const fresh = await f.product(4);
        await f.placeOrder([{ idProduct: fresh.idProduct, quantity: 1 }]);
        expect(await failure(add(fresh.idProduct, 4))).toMatchObject({ status: 409, errors: { [fresh.idProduct]: 'messages.insufficientQuantity' } });
        const added = await add(fresh.idProduct, 3);
        expect(added.deliveries[0].products.find((l) => l.idProduct === fresh.idProduct)?.orderedQuantity).toBe(3);
        expect(await f.stock(fresh.idProduct)).toMatchObject({ physicalQuantity: 4, reservedQuantity: 4, availableQuantity: 0 });
      }
      // A product it holds: 8 physical, 3 reserved by this order's own line -> 5 more, not one beyond.
      expect((await failure(add(held.idProduct, 6))).status).toBe(409);
      const more = await add(held.idProduct, 5);
      expect(
        more.deliveries[0].products
          .filter((l) => l.idProduct === held.idProduct)
          .map((l) => l.orderedQuantity)
          .sort(),
      ).toEqual([3, 5]);
    });

    it('refuses a line of another order and ids that do not match the order', async () => {
      const a = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const b = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const foreignLine = b.deliveries[0].products[0].idCustomerOrderDeliveryProduct;
      const refused = await failure(
        f.ordering.updateCustomerOrder({ idCustomerOrder: a.idCustomerOrder, products: [{ idCustomerOrderDeliveryProduct: foreignLine, orderedQuantity: 2 }] }),
      );
      expect(refused).toMatchObject({ status: 400, errors: { products: 'validation.unknownReference' } });
      const raw = await failure(
        f.tom.request({
          method: 'PUT',
          path: ORDERING_PATHS.customerOrderUpdate,
          params: { idCustomerOrder: a.idCustomerOrder },
          body: { idCustomerOrder: b.idCustomerOrder },
        }),
      );
      expect(raw.status).toBe(400);
    });
  });

  describe('issues', () => {
    it('reports issues newest first, 25 a page, updates them in place, and says Issue not found otherwise', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const first = await mine.createIssue(order.idCustomerOrder, { subject: 'Box damaged', description: 'The corner was crushed' });
      expect(first).toMatchObject({ subject: 'Box damaged', statusName: 'Open', userName: 'Tom Baker', idCustomerOrder: order.idCustomerOrder });
      for (let i = 0; i < 25; i++) await mine.createIssue(order.idCustomerOrder, { subject: `Issue ${i}` });
      const page = await mine.listIssues(order.idCustomerOrder);
      expect(page.searchCriteria).toEqual({ totalCount: 26, currentPage: 1, pageSize: 25, searchText: null });
      expect(page.items[0].subject).toBe('Issue 24');
      expect((await mine.listIssues(order.idCustomerOrder, { currentPage: 2 })).items.map((i) => i.subject)).toEqual(['Box damaged']);
      expect((await mine.listIssues(order.idCustomerOrder, { searchText: 'crushed' })).items.map((i) => i.idCustomerOrderIssue)).toEqual([
        first.idCustomerOrderIssue,
      ]);

      const updated = await mine.updateIssue(order.idCustomerOrder, first.idCustomerOrderIssue, { subject: 'Box damaged', statusName: 'Closed' });
      expect(updated).toMatchObject({ statusName: 'Closed', description: null });
      expect(await mine.getIssue(order.idCustomerOrder, first.idCustomerOrderIssue)).toEqual(updated);
      expect((await failure(mine.updateIssue(order.idCustomerOrder, first.idCustomerOrderIssue, { subject: 'x', statusName: 'Lost' as never }))).status).toBe(
        400,
      );
      expect((await failure(mine.createIssue(order.idCustomerOrder, { subject: '  ' }))).errors).toEqual({ subject: 'validation.required' });

      const other = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const missing = await failure(mine.getIssue(other.idCustomerOrder, first.idCustomerOrderIssue));
      expect(missing).toMatchObject({ status: 404, message: 'Issue not found' });
      expect((await failure(mine.updateIssue(other.idCustomerOrder, first.idCustomerOrderIssue, { subject: 'x' }))).message).toBe('Issue not found');
    });

    it('refuses another client’s user on every issue route', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const issue = await mine.createIssue(order.idCustomerOrder, { subject: 'Late' });
      const calls = [
        () => claire.listIssues(order.idCustomerOrder),
        () => claire.getIssue(order.idCustomerOrder, issue.idCustomerOrderIssue),
        () => claire.createIssue(order.idCustomerOrder, { subject: 'Mine now' }),
        () => claire.updateIssue(order.idCustomerOrder, issue.idCustomerOrderIssue, { subject: 'Changed', statusName: 'Canceled' }),
      ];
      for (const call of calls) expect((await failure(call())).status).toBe(404);
      expect(await mine.getIssue(order.idCustomerOrder, issue.idCustomerOrderIssue)).toMatchObject({ subject: 'Late', statusName: 'Open' });
      expect((await mine.listIssues(order.idCustomerOrder)).searchCriteria.totalCount).toBe(1);
    });
  });

  describe('timeline', () => {
    const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

    it('tells the order’s story oldest first: placed, a document, an issue, cancelled; an edit that keeps the status adds nothing', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      expect((await f.ordering.customerOrderTimeline(order.idCustomerOrder)).events).toEqual([
        { kind: 'status', at: order.orderDate, statusCode: 1, statusName: 'Open' },
      ]);
      await pause();
      await f.ordering.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, orderReference: ref('TML') });
      const document = await mine.addOrderDocument(order.idCustomerOrder, {
        document: Buffer.from('%PDF-1.4 x').toString('base64'),
        documentName: 'Delivery note',
        documentFileName: 'note.pdf',
        fileType: 'application/pdf',
      });
      await pause();
      const issue = await mine.createIssue(order.idCustomerOrder, { subject: 'Box damaged' });
      await pause();
      await f.ordering.cancelCustomerOrder(order.idCustomerOrder);
      const { events } = await f.ordering.customerOrderTimeline(order.idCustomerOrder);
      expect(kinds(events)).toEqual(['status', 'document', 'issue', 'status']);
      expect(events[1]).toMatchObject({ idCustomerOrderDocument: document.idCustomerOrderDocument, documentName: 'Delivery note' });
      expect(events[2]).toMatchObject({ idCustomerOrderIssue: issue.idCustomerOrderIssue, subject: 'Box damaged', statusName: 'Open', at: issue.creationDate });
      expect(events[3]).toMatchObject({ statusCode: 0, statusName: 'Canceled' });
      expect(events.map((e) => e.at)).toEqual(events.map((e) => e.at).sort());
    });

    it('records every status and label change whoever writes it, with the parcels between', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const byId = eq(customerOrders.idCustomerOrder, order.idCustomerOrder);
      await pause();
      await f.db.update(customerOrders).set({ statusCode: 30, statusName: 'In Progress' }).where(byId);
      await pause();
      await f.db.insert(customerOrderShipments).values({
        idCustomerOrderDelivery: order.deliveries[0].idCustomerOrderDelivery,
        idTracking: `TML${order.orderNumber}`,
        trackingURL: 'https://carrier.example/track/tml',
        carrierName: 'Colis Express',
        shippedDate: new Date(),
      });
      await pause();
      await f.db.update(customerOrders).set({ statusCode: 60 }).where(byId);
      await f.db.update(customerOrders).set({ statusName: 'Closed' }).where(byId);
      // Written again as it is: no change, no moment.
      await f.db.update(customerOrders).set({ statusName: 'Closed' }).where(byId);
      const { events } = await f.ordering.customerOrderTimeline(order.idCustomerOrder);
      expect(events.map((e) => (e.kind === 'status' ? `${e.statusCode} ${e.statusName}` : e.kind))).toEqual([
        '1 Open',
        '30 In Progress',
        'shipment',
        '60 In Progress',
        '60 Closed',
      ]);
      expect(events[2]).toMatchObject({ idTracking: `TML${order.orderNumber}`, carrierName: 'Colis Express', deliveryNumber: 1 });
    });

    it('tells the demo orders’ stories: placed first, then the status they are in', async () => {
      const [delivered] = (await f.ordering.listCustomerOrders({ statusCode: [70] })).items;
      const { events } = await f.ordering.customerOrderTimeline(delivered.idCustomerOrder);
      expect(kinds(events)).toEqual(['status', 'shipment', 'status']);
      expect(events[0]).toMatchObject({ statusCode: 1, at: delivered.orderDate });
      expect(events[2]).toMatchObject({ statusCode: 70, statusName: 'Closed' });
    });

    it('follows the order’s reading rule: another client’s user gets not found, a bad id a 400', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      expect((await failure(claire.customerOrderTimeline(order.idCustomerOrder))).status).toBe(404);
      expect((await failure(f.ordering.customerOrderTimeline('not-an-id'))).status).toBe(400);
    });
  });

  describe('reorder', () => {
    it('puts every line of a delivered demo order back into the cart, variants of configurable products included', async () => {
      const [delivered] = (await f.ordering.listCustomerOrders({ statusCode: [70] })).items;
      const order = await f.ordering.getCustomerOrder(delivered.idCustomerOrder);
      const lines = order.deliveries.flatMap((d) => d.products);
      const [variant] = await f.db.select().from(productChildren).where(eq(productChildren.idChild, lines[0].currentProduct!.idProduct));
      expect(variant).toBeDefined();
      const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
      for (const line of lines) await f.ordering.addCartItem(cart.idCart, { idProduct: line.currentProduct!.idProduct, quantity: line.orderedQuantity });
      const filled = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: cart.idEvent! });
      expect(filled.totalQuantity).toBe(lines.reduce((sum, l) => sum + l.orderedQuantity, 0));
    });
  });

  describe('documents', () => {
    const file = (text: string) => ({
      document: Buffer.from(`%PDF-1.4 ${text}`).toString('base64'),
      documentName: 'Delivery note',
      documentFileName: 'note.pdf',
      fileType: 'application/pdf',
      documentDescription: 'Gate code 1234',
    });
    const textOf = (base64: string) => Buffer.from(base64, 'base64').toString().replace('%PDF-1.4 ', '');

    it('adds, lists, reads back, renames and removes a document of one’s own open order', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      expect(await mine.listOrderDocuments(order.idCustomerOrder)).toEqual([]);
      const added = await mine.addOrderDocument(order.idCustomerOrder, file('hello'));
      expect(added).toMatchObject({ documentName: 'Delivery note', documentFileName: 'note.pdf', documentSize: 14, documentDescription: 'Gate code 1234' });
      expect((await f.ordering.getCustomerOrder(order.idCustomerOrder)).documents.map((d) => d.idCustomerOrderDocument)).toEqual([
        added.idCustomerOrderDocument,
      ]);
      const read = await mine.getOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument);
      expect(textOf(read.document)).toBe('hello');
      const renamed = await mine.updateOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument, {
        ...file('ignored'),
        document: undefined,
        documentName: 'Gate',
      });
      expect(renamed).toMatchObject({ documentName: 'Gate', documentSize: 14 });
      await mine.deleteOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument);
      expect(await mine.listOrderDocuments(order.idCustomerOrder)).toEqual([]);
      expect((await failure(mine.getOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument))).status).toBe(404);
    });

    it('refuses changes once the order is in preparation, and another client’s user everywhere', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const added = await mine.addOrderDocument(order.idCustomerOrder, file('kept'));
      const calls = [
        () => claire.listOrderDocuments(order.idCustomerOrder),
        () => claire.getOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument),
        () => claire.addOrderDocument(order.idCustomerOrder, file('mine')),
        () => claire.updateOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument, file('mine')),
        () => claire.deleteOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument),
      ];
      for (const call of calls) expect((await failure(call())).status).toBe(404);
      await f.db.update(customerOrders).set({ statusCode: 30 }).where(eq(customerOrders.idCustomerOrder, order.idCustomerOrder));
      expect((await failure(mine.addOrderDocument(order.idCustomerOrder, file('late')))).status).toBe(409);
      expect((await failure(mine.deleteOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument))).status).toBe(409);
      const [kept] = await mine.listOrderDocuments(order.idCustomerOrder);
      expect(textOf((await mine.getOrderDocument(order.idCustomerOrder, kept.idCustomerOrderDocument)).document)).toBe('kept');
    });

    it('refuses a page named invoice.pdf, a program and a script in SVG, and keeps the type the bytes are', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const refusals = [
        {
          ...file(''),
          document: Buffer.from('<html><script>alert(document.cookie)</script></html>').toString('base64'),
          documentFileName: 'invoice.pdf',
          fileType: 'text/html',
        },
        {
          ...file(''),
          document: Buffer.from('MZ\x90\x00\x03 this program cannot be run in DOS mode').toString('base64'),
          documentFileName: 'setup.exe',
          fileType: 'application/x-msdownload',
        },
        {
          ...file(''),
          document: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
          documentFileName: 'logo.svg',
          fileType: 'image/svg+xml',
        },
        { ...file(''), document: Buffer.from('<svg onload="alert(1)"/>').toString('base64'), documentFileName: 'logo.png', fileType: 'image/png' },
        { ...file(''), document: 'not base64!', documentFileName: 'note.pdf' },
      ];
      for (const body of refusals) {
        const refused = await failure(mine.addOrderDocument(order.idCustomerOrder, body));
        expect([body.documentFileName, refused.status, refused.code, refused.errors]).toEqual([
          body.documentFileName,
          400,
          'VALIDATION',
          { document: body.document === 'not base64!' ? 'validation.invalid' : 'validation.file.unsupportedType' },
        ]);
      }
      expect(await mine.listOrderDocuments(order.idCustomerOrder)).toEqual([]);

      // A real PDF declared as a web page is stored, listed and served as what it is, as a download.
      const added = await mine.addOrderDocument(order.idCustomerOrder, { ...file('real'), fileType: 'text/html' });
      expect(added.fileType).toBe('application/pdf');
      const { accessToken } = await signIn(ctx().server.apiUrl, DEMO_USERS.orderer);
      const path = orderDocuments.paths.item
        .replace('{idCustomerOrder}', order.idCustomerOrder)
        .replace('{idCustomerOrderDocument}', added.idCustomerOrderDocument);
      const served = await fetch(`${ctx().server.apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect([served.status, served.headers.get('content-disposition'), served.headers.get('x-content-type-options')]).toEqual([200, 'attachment', 'nosniff']);
      expect(((await served.json()) as { document: { fileType: string } }).document.fileType).toBe('application/pdf');
      // Renamed, the name must still say what the bytes are; a change of the file is checked like a new one.
      const renamed = await failure(
        mine.updateOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument, {
          ...file(''),
          document: undefined,
          documentFileName: 'invoice.html',
        }),
      );
      expect(renamed.errors).toEqual({ document: 'validation.file.unsupportedType' });
      const replaced = await failure(mine.updateOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument, refusals[0]));
      expect(replaced.errors).toEqual({ document: 'validation.file.unsupportedType' });
      expect(textOf((await mine.getOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument)).document)).toBe('real');
    });

    it("takes a document of the spec's largest size, base64 included, and refuses one byte more with the spec's message", async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      const sized = (size: number) => {
        const bytes = Buffer.alloc(size, 0x20);
        bytes.write('%PDF-1.4\n');
        return { ...file(''), document: bytes.toString('base64'), documentSize: Math.min(size, MAX_UPLOAD_BYTES) };
      };
      const added = await mine.addOrderDocument(order.idCustomerOrder, sized(MAX_UPLOAD_BYTES));
      expect(added.documentSize).toBe(MAX_UPLOAD_BYTES);
      const over = await failure(mine.addOrderDocument(order.idCustomerOrder, sized(MAX_UPLOAD_BYTES + 1)));
      expect([over.status, over.errors, over.params]).toEqual([400, { document: 'validation.file.tooLarge' }, { document: { fileTitle: 'Delivery note' } }]);
      const changed = await mine.updateOrderDocument(order.idCustomerOrder, added.idCustomerOrderDocument, sized(MAX_UPLOAD_BYTES - 1));
      expect(changed.documentSize).toBe(MAX_UPLOAD_BYTES - 1);
    });
  });

  describe('access', () => {
    it('refuses another client’s user on every route', async () => {
      const p = await f.product(10);
      const order = await f.placeOrder([{ idProduct: p.idProduct, quantity: 1 }]);
      // Tom's account in the path: Claire holds no permission there.
      const tomsPath = { idClient: f.scope.idClient, idClientAccount: f.scope.idClientAccount };
      const claireApi = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin, tomsPath);
      expect((await failure(orderingClient(claireApi).listCustomerOrders())).status).toBe(403);
      expect((await failure(orderingClient(claireApi).getCustomerOrder(order.idCustomerOrder))).status).toBe(403);
      // Her own account in the path, Tom's order id: not found.
      expect((await failure(claire.getCustomerOrder(order.idCustomerOrder))).status).toBe(404);
      expect((await failure(claire.cancelCustomerOrder(order.idCustomerOrder))).status).toBe(404);
      expect((await failure(claire.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, orderReference: 'X' }))).status).toBe(404);
      // Her own account under Tom's client in the path: the pair does not exist.
      expect(
        (await failure(claireApi.request({ path: ORDERING_PATHS.customerOrders, params: { idClient: f.scope.idClient, idClientAccount: claireAccount } })))
          .status,
      ).toBe(404);
      const [still] = await f.ordersOf([order.idCustomerOrder]);
      expect(still).toMatchObject({ statusCode: 1, orderReference: null });
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 1 });
    });

    it('changes only the user’s own orders, even for an all-accounts administrator', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
      expect((await failure(orderingClient(admin).cancelCustomerOrder(order.idCustomerOrder))).status).toBe(404);
    });

    it('lets a holder of AdminUsers search another user’s orders through the IdUser header, and nobody else', async () => {
      const order = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }], { orderReference: ref('OBO') });
      const onBehalf = await orderingClient(admin).listCustomerOrders({ searchText: order.orderReference! }, f.tomUser.idUser);
      expect(onBehalf.items.map((o) => o.idCustomerOrder)).toEqual([order.idCustomerOrder]);
      expect((await orderingClient(admin).getCustomerOrder(order.idCustomerOrder, f.tomUser.idUser)).orderNumber).toBe(order.orderNumber);
      // Without the header the administrator sees only their own orders.
      expect((await orderingClient(admin).listCustomerOrders({ searchText: order.orderReference! })).items).toEqual([]);
      // Tom has no AdminUsers: the header is refused.
      const [julie] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
      expect((await failure(f.ordering.listCustomerOrders({}, julie.idUser))).status).toBe(403);
      // A user who does not work in the account is not found.
      expect((await failure(orderingClient(admin).listCustomerOrders({}, julie.idUser))).status).toBe(404);
    });

    it('gives a holder of CoreOrders and AdminUsers View the account’s orders with their buyers, and refuses them to a buyer', async () => {
      const [mls] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
      const [julie] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
      const [claireRow] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
      const mlsScope = { idClient: mls.idClient, idClientAccount: mls.idClientAccount };
      const julieApi = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, mlsScope));
      const inDb = await f.db.select().from(customerOrders).where(eq(customerOrders.idClientAccount, mls.idClientAccount));
      const julies = inDb.filter((o) => o.idUser === julie.idUser);
      expect(julies.length).toBeGreaterThan(0);

      // Claire (Client Administrator): every buyer's orders, the buyer named on each; one buyer's through the header.
      const all = await claire.listCustomerOrders({ allBuyers: 'true', pageSize: 100 });
      expect(all.searchCriteria.totalCount).toBe(inDb.length);
      expect(all.items.filter((o) => o.idUser === julie.idUser).every((o) => o.buyerEmail === julie.email)).toBe(true);
      const hers = await claire.listCustomerOrders({ allBuyers: 'true', pageSize: 100 }, julie.idUser);
      expect(hers.items.map((o) => o.idCustomerOrder).sort()).toEqual(julies.map((o) => o.idCustomerOrder).sort());
      // Searched and filtered like the buyer's own list.
      const number = julies[0].orderNumber;
      expect((await claire.listCustomerOrders({ allBuyers: 'true', searchText: number })).items.map((o) => o.orderNumber)).toEqual([number]);
      // She reads any order of the account by its id; the buyer's list of her own is unchanged.
      expect((await claire.getCustomerOrder(julies[0].idCustomerOrder)).idUser).toBe(julie.idUser);
      expect((await claire.listCustomerOrders({ pageSize: 100 })).items.every((o) => o.idUser === claireRow.idUser)).toBe(true);
      const buyers = await claire.orderBuyers();
      expect(buyers.find((b) => b.idUser === julie.idUser)).toMatchObject({ email: julie.email, mayOrder: true });

      // Julie (a buyer): her own orders only; the account's, another's, the buyers list and another's order are refused.
      expect((await julieApi.listCustomerOrders({ pageSize: 100 })).items.every((o) => o.idUser === julie.idUser)).toBe(true);
      expect((await failure(julieApi.listCustomerOrders({ allBuyers: 'true' }))).status).toBe(403);
      expect((await failure(julieApi.listCustomerOrders({}, claireRow.idUser))).status).toBe(403);
      expect((await failure(julieApi.orderBuyers())).status).toBe(403);
      const claires = inDb.find((o) => o.idUser !== julie.idUser);
      if (claires) expect((await failure(julieApi.getCustomerOrder(claires.idCustomerOrder))).status).toBe(404);

      // Another client's account: Claire holds nothing in Tom's NWO; its orders never reach her.
      const claireInNwo = orderingClient(
        await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin, { idClient: f.scope.idClient, idClientAccount: f.scope.idClientAccount }),
      );
      expect((await failure(claireInNwo.listCustomerOrders({ allBuyers: 'true' }))).status).toBe(403);
      expect((await failure(claireInNwo.orderBuyers())).status).toBe(403);
      const toms = await f.ordering.listCustomerOrders({ pageSize: 1 });
      expect((await failure(claire.getCustomerOrder(toms.items[0].idCustomerOrder))).status).toBe(404);
      expect((await failure(claire.listCustomerOrders({ allBuyers: 'true' }, f.tomUser.idUser))).status).toBe(404);
      expect((await failure(claire.listCustomerOrders({ allBuyers: 'maybe' as 'true' }))).status).toBe(400);
    });

    it('exports the account’s orders with `wareport export customer-orders` against the API: --all-buyers every buyer’s, --user one buyer’s, refused to a buyer', async () => {
      const realApi: Route = (r) => fetch(r.url, { method: r.method, headers: r.headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });
      const cli = async (email: string, extra: string[]) => {
        const { accessToken } = await signIn(ctx().server.apiUrl, email);
        const env = { WAREPORT_API_URL: ctx().server.apiUrl, WAREPORT_TOKEN: accessToken };
        return runCli(['export', 'customer-orders', '--account', 'MLS', '--format', 'csv', '--quiet', ...extra], { env, api: realApi });
      };
      const numbers = (csv: Buffer) => (parse(csv, { bom: true, columns: true }) as Record<string, string>[]).map((row) => Object.values(row)[0]).sort();
      const [julie] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
      const all = await claire.listCustomerOrders({ allBuyers: 'true', pageSize: 200 });
      const hers = await claire.listCustomerOrders({ allBuyers: 'true', pageSize: 200 }, julie.idUser);
      expect(hers.items.length).toBeGreaterThan(0);
      expect(all.items).toHaveLength(all.searchCriteria.totalCount);

      const everyone = await cli(DEMO_USERS.clientAdmin, ['--all-buyers']);
      expect([everyone.code, everyone.stderr]).toEqual([0, '']);
      expect(numbers(everyone.stdout)).toEqual(all.items.map((o) => o.orderNumber).sort());
      const one = await cli(DEMO_USERS.clientAdmin, ['--user', DEMO_USERS.multiAccount.toUpperCase()]);
      expect([one.code, one.stderr]).toEqual([0, '']);
      expect(numbers(one.stdout)).toEqual(hers.items.map((o) => o.orderNumber).sort());
      // Another buyer's are not Julie's: her own (none in the demo) through the same option.
      const [claireRow] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
      const claires = await claire.listCustomerOrders({ allBuyers: 'true', pageSize: 200 }, claireRow.idUser);
      const other = await cli(DEMO_USERS.clientAdmin, ['--user', DEMO_USERS.clientAdmin]);
      expect(numbers(other.stdout)).toEqual(claires.items.map((o) => o.orderNumber).sort());
      expect(numbers(other.stdout)).not.toEqual(numbers(one.stdout));
      // Julie is a buyer: the account's orders are not hers to export, in one line.
      const refused = await cli(DEMO_USERS.multiAccount, ['--all-buyers']);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stdout.length).toBe(0);
    });
  });

  describe('placed through POST /customerorders, for oneself or by staff for a buyer', () => {
    let staff: ReturnType<typeof orderingClient>;
    let staffId: string;
    const orderFor = (
      idUser: string | undefined,
      products: { idProduct: string; quantity: number }[],
      address: string,
      extra: Partial<CustomerOrderCreate> = {},
    ) => ({
      idClientAccount: f.scope.idClientAccount,
      idWarehouse: f.scope.idWarehouse,
      idUser,
      idShippingMethod: f.idShippingMethod,
      idAddressBookAddress: address,
      products,
      ...extra,
    });

    beforeAll(async () => {
      const nwo = f.scope.idClientAccount;
      const made = await createUserWithPermissions(f.db, {
        idClient: f.scope.idClient,
        grants: [
          {
            idClientAccount: nwo,
            permissions: [
              { action: 'View', subject: 'CoreOrders' },
              { action: 'Create', subject: 'CoreOrders' },
              { action: 'Edit', subject: 'CoreOrders' },
              { action: 'View', subject: 'AdminUsers' },
              { action: 'Edit', subject: 'AdminUsers' },
            ],
          },
        ],
      });
      staffId = made.idUser;
      staff = orderingClient(await clientFor(ctx().server.apiUrl, made.email, f.scope));
    });

    it('places the order for the buyer under the checkout’s rules: the buyer’s order, staff recorded, stock reserved, the buyer’s mail', async () => {
      const p = await f.product(10, 12.5);
      const [address] = await f.addresses(1);
      const reference = ref('FOR');
      const order = await staff.createCustomerOrder(
        orderFor(f.tomUser.idUser, [{ idProduct: p.idProduct, quantity: 3 }], address.idAddressBookAddress, {
          orderReference: reference,
          addressComment: 'Gate B',
        }),
      );
      expect(order).toMatchObject({ idUser: f.tomUser.idUser, idPlacedBy: staffId, buyerEmail: DEMO_USERS.orderer, orderReference: reference, statusCode: 1 });
      expect(order.deliveries[0]).toMatchObject({ idAddressBookAddress: address.idAddressBookAddress, addressComment: 'Gate B' });
      expect(order.deliveries[0].products).toMatchObject([{ idProduct: p.idProduct, orderedQuantity: 3, priceSell: 12.5 }]);
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 3 });
      // The buyer has it among their own orders; the confirmation goes to the buyer.
      expect((await f.ordering.listCustomerOrders({ searchText: reference })).items.map((o) => o.idCustomerOrder)).toEqual([order.idCustomerOrder]);
      const mails = await mailsFor(f.db, (payload) => payload.includes(order.orderNumber), 1);
      expect(mails).toHaveLength(1);
      expect(mails[0].payload).toContain(DEMO_USERS.orderer);
      // The buyer's own order through the same call records nobody else.
      const own = await f.ordering.createCustomerOrder(orderFor(undefined, [{ idProduct: p.idProduct, quantity: 1 }], address.idAddressBookAddress));
      expect(own).toMatchObject({ idUser: f.tomUser.idUser, idPlacedBy: null });
    });

    it('refuses what the checkout refuses, and writes nothing', async () => {
      const p = await f.product(2);
      const [address] = await f.addresses(1);
      const tom = f.tomUser.idUser;
      const line = [{ idProduct: p.idProduct, quantity: 1 }];
      const before = await f.db
        .select({ id: customerOrders.idCustomerOrder })
        .from(customerOrders)
        .where(eq(customerOrders.idClientAccount, f.scope.idClientAccount));
      expect(await failure(staff.createCustomerOrder(orderFor(tom, [{ idProduct: p.idProduct, quantity: 3 }], address.idAddressBookAddress)))).toMatchObject({
        status: 409,
        code: 'INSUFFICIENT_QUANTITY',
      });
      expect((await failure(staff.createCustomerOrder(orderFor(tom, [{ idProduct: p.idProduct, quantity: 0 }], address.idAddressBookAddress)))).status).toBe(
        400,
      );
      expect((await failure(staff.createCustomerOrder(orderFor(tom, [], address.idAddressBookAddress)))).status).toBe(400);
      // A method the buyer's groups do not see; an address not in the buyer's books; a date outside the account's rule.
      const hidden = await failure(
        staff.createCustomerOrder(orderFor(tom, line, address.idAddressBookAddress, { idShippingMethod: f.hiddenMethod.idShippingMethod })),
      );
      expect([hidden.status, hidden.errors]).toEqual([400, { idShippingMethod: 'validation.unknownReference' }]);
      const [someoneElses] = await f.addresses(1, { idUser: staffId });
      const foreign = await failure(staff.createCustomerOrder(orderFor(tom, line, someoneElses.idAddressBookAddress)));
      expect([foreign.status, foreign.errors]).toEqual([400, { idAddressBookAddress: 'validation.checkout.addressNotAllowed' }]);
      const late = await failure(staff.createCustomerOrder(orderFor(tom, line, address.idAddressBookAddress, { requestedDeliveryDate: '2099-01-01' })));
      expect([late.status, Object.keys(late.errors ?? {})]).toEqual([400, ['deliveryDate']]);
      // A product of another account is not the buyer's to order.
      const [mls] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
      const [otherProduct] = await f.db.select().from(products).where(eq(products.idClientAccount, mls.idClientAccount)).limit(1);
      expect(
        (await failure(staff.createCustomerOrder(orderFor(tom, [{ idProduct: otherProduct.idProduct, quantity: 1 }], address.idAddressBookAddress)))).status,
      ).toBe(409);
      const after = await f.db
        .select({ id: customerOrders.idCustomerOrder })
        .from(customerOrders)
        .where(eq(customerOrders.idClientAccount, f.scope.idClientAccount));
      expect(after.length).toBe(before.length);
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 0 });
    });

    it('lets staff change a buyer’s order: address, shipping method, box user fields, a line added and one taken out, with the buyer’s update mail', async () => {
      const kept = await f.product(10, 5);
      const dropped = await f.product(10, 7);
      const extra = await f.product(4, 9);
      const [first, second] = await f.addresses(2);
      const order = await staff.createCustomerOrder(
        orderFor(
          f.tomUser.idUser,
          [
            { idProduct: kept.idProduct, quantity: 2 },
            { idProduct: dropped.idProduct, quantity: 3 },
          ],
          first.idAddressBookAddress,
        ),
      );
      const lineOf = (o: typeof order, idProduct: string) => o.deliveries[0].products.find((l) => l.idProduct === idProduct);
      // More than the stock of the new product: refused, nothing moves.
      const tooMany = await failure(
        staff.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, products: [{ idProduct: extra.idProduct, orderedQuantity: 5 }] }),
      );
      expect([tooMany.status, tooMany.code]).toEqual([409, 'INSUFFICIENT_QUANTITY']);
      // The warehouse stays; an address of someone else's book is refused.
      const [foreign] = await f.addresses(1, { idUser: staffId });
      expect(
        (await failure(staff.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, idAddressBookAddress: foreign.idAddressBookAddress }))).errors,
      ).toEqual({ idAddressBookAddress: 'validation.checkout.addressNotAllowed' });
      expect((await failure(staff.updateCustomerOrder({ idCustomerOrder: order.idCustomerOrder, idWarehouse: crypto.randomUUID() }))).errors).toEqual({
        idWarehouse: 'validation.order.warehouseFixed',
      });
      expect(await f.stock(extra.idProduct)).toMatchObject({ reservedQuantity: 0 });

      const changed = await staff.updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        idAddressBookAddress: second.idAddressBookAddress,
        addressComment: 'Ring twice',
        boxUserFirstName: 'Lea',
        products: [
          { idProduct: extra.idProduct, orderedQuantity: 4 },
          { idCustomerOrderDeliveryProduct: lineOf(order, dropped.idProduct)!.idCustomerOrderDeliveryProduct, removed: true },
        ],
      });
      expect(changed.idUser).toBe(f.tomUser.idUser);
      expect(changed.deliveries[0]).toMatchObject({
        idAddressBookAddress: second.idAddressBookAddress,
        addressName: second.addressName,
        addressComment: 'Ring twice',
      });
      const [stored] = await f.db.select().from(customerOrderDeliveries).where(eq(customerOrderDeliveries.idCustomerOrder, order.idCustomerOrder));
      expect(stored.boxUserFirstName).toBe('Lea');
      expect(changed.deliveries[0].products.map((l) => [l.idProduct, l.orderedQuantity]).sort()).toEqual(
        [
          [kept.idProduct, 2],
          [extra.idProduct, 4],
        ].sort(),
      );
      expect(await f.stock(extra.idProduct)).toMatchObject({ reservedQuantity: 4, availableQuantity: 0 });
      expect(await f.stock(dropped.idProduct)).toMatchObject({ reservedQuantity: 0 });
      // The confirmation and the update, both to the buyer.
      const mails = await mailsFor(f.db, (payload) => payload.includes(order.orderNumber) && payload.includes(DEMO_USERS.orderer), 2);
      expect(mails.length).toBeGreaterThanOrEqual(2);
      // A buyer (no AdminUsers) may not change another's order: it is not found for them.
      const [julie] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
      const [mls] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
      const julieApi = orderingClient(
        await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, { idClient: mls.idClient, idClientAccount: mls.idClientAccount }),
      );
      const [claires] = await f.db.select().from(customerOrders).where(eq(customerOrders.idClientAccount, mls.idClientAccount));
      if (claires && claires.idUser !== julie.idUser)
        expect((await failure(julieApi.updateCustomerOrder({ idCustomerOrder: claires.idCustomerOrder, orderReference: 'X' }))).status).toBe(404);
    });

    it('searches a buyer’s address book with the spec’s search body, and adds the caller’s own when asked', async () => {
      const mine = await f.addresses(3);
      const [staffs] = await f.addresses(1, { idUser: staffId });
      const tag = mine[0].addressName.split(' ')[1];
      const search = { filterGroups: [{ filters: [{ field: 'addressName', value: `%${tag}%`, conditionType: 'like' as const }] }] };
      const page = await staff.searchUserAddressBook(f.tomUser.idUser, { ...search, currentPage: 2, pageSize: 2 }, { idWarehouse: f.scope.idWarehouse });
      expect(page.searchCriteria).toEqual({ totalCount: 3, currentPage: 2, pageSize: 2 });
      expect(page.items.map((a) => a.idAddressBookAddress)).toEqual([mine[2].idAddressBookAddress]);
      // The caller's own book is added only where the caller may order: this staff member may not check out in NWO.
      const whole = await staff.searchUserAddressBook(f.tomUser.idUser, { pageSize: -1 }, { addAuthUserAddressBook: 'true' });
      expect(whole.items.map((a) => a.idAddressBookAddress)).toEqual(expect.arrayContaining(mine.map((a) => a.idAddressBookAddress)));
      expect(whole.items.map((a) => a.idAddressBookAddress)).not.toContain(staffs.idAddressBookAddress);
      const [admins] = await f.addresses(1, { idUser: admin.idUser });
      const withAdmins = await orderingClient(admin).searchUserAddressBook(f.tomUser.idUser, { pageSize: -1 }, { addAuthUserAddressBook: 'true' });
      expect(withAdmins.items.map((a) => a.idAddressBookAddress)).toEqual(expect.arrayContaining([...mine, admins].map((a) => a.idAddressBookAddress)));
      const theirs = await orderingClient(admin).searchUserAddressBook(f.tomUser.idUser, { pageSize: -1 });
      expect(theirs.items.map((a) => a.idAddressBookAddress)).not.toContain(admins.idAddressBookAddress);
      // The buyer reads his own (the checkout's call), not staff's; a bad body is refused with the one error shape.
      expect((await f.ordering.searchUserAddressBook(f.tomUser.idUser, search)).searchCriteria.totalCount).toBe(3);
      expect((await failure(f.ordering.searchUserAddressBook(staffId, search))).status).toBe(403);
      const bad = await failure(staff.searchUserAddressBook(f.tomUser.idUser, { pageSize: 0 }));
      expect([bad.status, Object.keys(bad.errors ?? {})]).toEqual([400, ['pageSize']]);
    });

    it('refuses ordering for a user of another account, for a user who may not order, and without the permission', async () => {
      const p = await f.product(5);
      const [address] = await f.addresses(1);
      const line = [{ idProduct: p.idProduct, quantity: 1 }];
      const [julie] = await f.db.select().from(users).where(eq(users.email, DEMO_USERS.multiAccount));
      // Julie works in Maison Lumière's accounts, not in NWO.
      const foreignBuyer = await failure(staff.createCustomerOrder(orderFor(julie.idUser, line, address.idAddressBookAddress)));
      expect([foreignBuyer.status, foreignBuyer.errors]).toEqual([400, { idUser: 'validation.order.buyerMayNotOrder' }]);
      // The staff member works in NWO but may not check out there.
      const notABuyer = await failure(staff.createCustomerOrder(orderFor(staffId, line, address.idAddressBookAddress)));
      expect(notABuyer.status).toBe(403);
      const viewer = await createUserWithPermissions(f.db, {
        idClient: f.scope.idClient,
        grants: [{ idClientAccount: f.scope.idClientAccount, permissions: [{ action: 'View', subject: 'CoreOrders' }] }],
      });
      const mayNotOrder = await failure(staff.createCustomerOrder(orderFor(viewer.idUser, line, address.idAddressBookAddress)));
      expect([mayNotOrder.status, mayNotOrder.errors]).toEqual([400, { idUser: 'validation.order.buyerMayNotOrder' }]);
      // Tom (a buyer) may not order for anyone else; Claire administers another client's accounts.
      expect((await failure(f.ordering.createCustomerOrder(orderFor(viewer.idUser, line, address.idAddressBookAddress)))).status).toBe(403);
      expect((await failure(claire.createCustomerOrder(orderFor(f.tomUser.idUser, line, address.idAddressBookAddress)))).status).toBe(403);
      // The buyer's addresses and methods are staff's to read, not a buyer's.
      expect((await staff.userAddressBook(f.tomUser.idUser)).map((a) => a.idAddressBookAddress)).toContain(address.idAddressBookAddress);
      expect((await staff.shippingMethods(f.scope.idClientAccount, f.tomUser.idUser)).map((m) => m.idShippingMethod)).toContain(f.idShippingMethod);
      expect((await failure(f.ordering.userAddressBook(viewer.idUser))).status).toBe(403);
      expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 0 });
    });
  });
});
