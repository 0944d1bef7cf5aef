/**
 * Events: created with their tags, changed only while upcoming (an update of another changes
 * nothing and answers the event), their four dates kept once orders are attached (an order placed
 * from the event's cart), tags saved as a diff by name only when the body lists some, the tag
 * search, and the demo's event account in the session.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { EVENT_TAG_PATHS, EVENT_TAG_SEARCH_PATH, events, RESERVATION_PATHS, type EventRecord } from '../../shared/planning/events';
import { DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { orderingFixture } from '../support/ordering';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachEngine('events', (ctx) => {
  let admin: ApiClient;
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let params: { idClientAccount: string };

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    params = { idClientAccount: f.account.idClientAccount };
  });

  const create = async (body: Record<string, unknown>) =>
    (await admin.request<{ event: EventRecord }>({ method: 'POST', path: events.paths.list, params, body })).event;
  const update = async (id: string, body: Record<string, unknown>) =>
    (await admin.request<{ event: EventRecord }>({ method: 'PUT', path: events.paths.item, params: { ...params, id }, body })).event;
  const upcoming = (extra: Record<string, unknown> = {}) =>
    create({
      eventName: `Fair ${randomUUID().slice(0, 6)}`,
      eventStartDate: inDays(10),
      eventEndDate: inDays(12),
      expeditionDate: inDays(8),
      returnDate: inDays(14),
      ...extra,
    });

  it('creates an upcoming event with its tags, and saves tags as a diff by name (an empty list leaves them)', async () => {
    const e = await upcoming({ eventTags: [{ tagName: 'Salon' }, { tagName: 'VIP' }, { tagName: 'salon' }] });
    expect(e).toMatchObject({ status: 'upcoming', attachedOrders: 0 });
    expect(e.eventTags.map((x) => x.tagName)).toEqual(['Salon', 'VIP']);
    const kept = e.eventTags.find((x) => x.tagName === 'Salon')!;
    const changed = await update(e.idEvent, { ...e, eventTags: [{ tagName: 'SALON' }, { tagName: 'Press' }] });
    expect(changed.eventTags.map((x) => x.tagName)).toEqual(['Press', 'Salon']);
    expect(changed.eventTags.find((x) => x.tagName === 'Salon')!.idEventTag).toBe(kept.idEventTag);
    expect((await update(e.idEvent, { ...e, eventTags: [] })).eventTags).toHaveLength(2);
    const found = await admin.request<{ tags: { tagName: string }[] }>({ path: EVENT_TAG_SEARCH_PATH, params: { ...params, query: 'pre' } });
    expect(found.tags.map((x) => x.tagName)).toContain('Press');
  });

  it("changes an event's tags one by one: listed, added by name (the account's tag, any case), removed; only while upcoming; only in the caller's accounts", async () => {
    type Tag = { idEventTag: string; idTag: string; tagName: string };
    const e = await upcoming({ eventTags: [{ tagName: 'Stand' }] });
    const list = async (id = e.idEvent) => (await admin.request<{ eventTags: Tag[] }>({ path: EVENT_TAG_PATHS.list, params: { idEvent: id } })).eventTags;
    const add = (tagName: string, id = e.idEvent, api = admin) =>
      api.request<{ eventTag: Tag }>({ method: 'POST', path: EVENT_TAG_PATHS.list, params: { idEvent: id }, body: { idEvent: id, tagName } });
    const [stand] = await list();
    const { eventTag } = await add('Press');
    expect(eventTag).toMatchObject({ tagName: 'Press', idClientAccount: params.idClientAccount });
    // An existing tag of the account, named in another case, is that tag: no second one.
    expect((await add('STAND')).eventTag).toEqual({ ...stand, idClientAccount: params.idClientAccount });
    expect((await list()).map((x) => x.tagName)).toEqual(['Press', 'Stand']);
    await admin.request({ method: 'DELETE', path: EVENT_TAG_PATHS.item, params: { idEvent: e.idEvent, idEventTag: stand.idEventTag } });
    expect((await list()).map((x) => x.tagName)).toEqual(['Press']);
    expect(
      (await failure(admin.request({ method: 'DELETE', path: EVENT_TAG_PATHS.item, params: { idEvent: e.idEvent, idEventTag: stand.idEventTag } }))).status,
    ).toBe(404);
    expect((await failure(add(' '))).errors).toEqual({ tagName: 'validation.required' });

    const running = await create({ eventName: 'Running', eventStartDate: inDays(-1), eventEndDate: inDays(2), eventTags: [{ tagName: 'Now' }] });
    const refused = await failure(add('Later', running.idEvent));
    expect([refused.status, refused.code, refused.message]).toEqual([409, 'EVENT_NOT_UPCOMING', 'Only an upcoming event can be changed.']);
    // An event created already running keeps no tags (only an upcoming one changes): a removal is refused before any lookup.
    expect(
      (await failure(admin.request({ method: 'DELETE', path: EVENT_TAG_PATHS.item, params: { idEvent: running.idEvent, idEventTag: randomUUID() } }))).status,
    ).toBe(409);
    expect(await list(running.idEvent)).toEqual([]);

    // Another client's administrator neither reads nor changes them; an unknown event is 404.
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    expect((await failure(claire.request({ path: EVENT_TAG_PATHS.list, params: { idEvent: e.idEvent } }))).status).toBe(403);
    expect((await failure(add('Mine', e.idEvent, claire))).status).toBe(403);
    expect((await list()).map((x) => x.tagName)).toEqual(['Press']);
    expect((await failure(admin.request({ path: EVENT_TAG_PATHS.list, params: { idEvent: randomUUID() } }))).status).toBe(404);
  });

  it('refuses an end before the start', async () => {
    expect((await failure(upcoming({ eventStartDate: inDays(5), eventEndDate: inDays(4) }))).errors).toEqual({ eventEndDate: 'validation.event.dates' });
  });

  it('changes nothing of an event that is no longer upcoming, and answers it', async () => {
    const e = await create({ eventName: 'Running', eventStartDate: inDays(-1), eventEndDate: inDays(2), eventTags: [{ tagName: 'Now' }] });
    expect(e.status).toBe('ongoing');
    const answer = await update(e.idEvent, { eventName: 'Renamed', eventStartDate: inDays(20), eventEndDate: inDays(21), eventTags: [{ tagName: 'Other' }] });
    expect(answer).toEqual(e);
    const past = await create({ eventName: 'Gone', eventStartDate: inDays(-10), eventEndDate: inDays(-8) });
    expect(past.status).toBe('past');
  });

  it('keeps the four dates of an event with attached orders; its name still changes', async () => {
    const e = await upcoming();
    const p = await f.product(10);
    const [address] = await f.addresses(1);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: e.idEvent });
    await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 2 });
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
    const done = await f.ordering.complete(cart.idCart, 'EVENT');
    const [order] = await f.db.select().from(t.customerOrders).where(eq(t.customerOrders.idCustomerOrder, done.idOrder));
    expect(order.idEvent).toBe(e.idEvent);
    const answer = await update(e.idEvent, {
      eventName: 'Renamed fair',
      eventStartDate: inDays(40),
      eventEndDate: inDays(41),
      expeditionDate: null,
      returnDate: inDays(45),
    });
    expect(answer).toMatchObject({
      eventName: 'Renamed fair',
      attachedOrders: 1,
      eventStartDate: e.eventStartDate,
      eventEndDate: e.eventEndDate,
      expeditionDate: e.expeditionDate,
      returnDate: e.returnDate,
    });
    // Without orders the dates change.
    const free = await upcoming();
    expect((await update(free.idEvent, { ...free, eventStartDate: inDays(40), eventEndDate: inDays(41) })).eventStartDate).toBe(inDays(40));
  });

  it("refuses a cart in event mode naming anything but an upcoming event of the cart's account, and a checkout once its event has started", async () => {
    const refused = async (idEvent: string) => {
      const e = await failure(f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent }));
      return [e.status, e.errors];
    };
    const notUpcoming = [400, { idEvent: 'validation.event.notUpcoming' }];
    const [ecommerce] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLE'));
    const [foreign] = await f.db.select().from(t.events).where(eq(t.events.idClientAccount, ecommerce.idClientAccount)).limit(1);
    expect(await refused(foreign.idEvent)).toEqual(notUpcoming);
    expect(await refused(randomUUID())).toEqual(notUpcoming);
    const past = await create({ eventName: 'Past fair', eventStartDate: inDays(-10), eventEndDate: inDays(-8) });
    expect(await refused(past.idEvent)).toEqual(notUpcoming);
    const running = await create({ eventName: 'Running fair', eventStartDate: inDays(0), eventEndDate: inDays(2) });
    expect(await refused(running.idEvent)).toEqual(notUpcoming);
    // A cart opened while its event was upcoming places nothing once it has started.
    const e = await upcoming();
    const p = await f.product(10);
    const [address] = await f.addresses(1);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: e.idEvent });
    await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 1 });
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
    await f.db
      .update(t.events)
      .set({ eventStartDate: inDays(-1) })
      .where(eq(t.events.idEvent, e.idEvent));
    const late = await failure(f.ordering.complete(cart.idCart, 'EVENT'));
    expect([late.status, late.errors]).toEqual(notUpcoming);
    expect((await f.stock(p.idProduct)).reservedQuantity).toBe(0);
  });

  it("reserves stock for an event: other orders may not take it, the event's orders draw on it and give it back when cancelled", async () => {
    const p = await f.product(10);
    const reservation = (quantity: number) => [{ idProduct: p.idProduct, idWarehouse: f.warehouse.idWarehouse, quantity }];
    const e = await upcoming({ reservations: reservation(6) });
    expect(e.reservations).toEqual([expect.objectContaining({ idProduct: p.idProduct, quantity: 6, usedQuantity: 0, remaining: 6 })]);
    // Another order finds 4 of the 10.
    expect((await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 5 }]))).message).toBe('Insufficient quantity');
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 4 }]);
    // Nothing is free to reserve for another event.
    const other = await failure(upcoming({ reservations: reservation(1) }));
    expect([other.status, other.errors, other.params]).toEqual([
      400,
      { reservations: 'validation.event.reservationStock' },
      { reservations: { available: 0 } },
    ]);
    // The event's own order draws on its reservation.
    const [address] = await f.addresses(1);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: e.idEvent });
    await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 5 });
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
    const done = await f.ordering.complete(cart.idCart, 'EVENT');
    const read = async () => (await admin.request<{ event: EventRecord }>({ path: events.paths.item, params: { ...params, id: e.idEvent } })).event;
    expect((await read()).reservations[0]).toMatchObject({ quantity: 6, usedQuantity: 5, remaining: 1 });
    const { reservations } = await admin.request<{ reservations: { idEvent: string; remaining: number; fromDate: string; toDate: string }[] }>({
      path: RESERVATION_PATHS.range,
      params: { idProduct: p.idProduct, fromDate: inDays(0), toDate: inDays(30) },
    });
    expect(reservations).toEqual([expect.objectContaining({ idEvent: e.idEvent, remaining: 1, fromDate: inDays(8), toDate: inDays(14) })]);
    const { stocks } = await admin.request<{ stocks: Record<string, number | string>[] }>({
      path: RESERVATION_PATHS.stocks,
      params: { idProduct: p.idProduct, date: inDays(10) },
    });
    expect(stocks).toEqual([
      expect.objectContaining({ idWarehouse: f.warehouse.idWarehouse, availableQuantity: 1, eventReservedQuantity: 1, availableOnDate: 0 }),
    ]);
    // After the event's return, nothing is held.
    const after = await admin.request<{ stocks: Record<string, number>[] }>({
      path: RESERVATION_PATHS.stocks,
      params: { idProduct: p.idProduct, date: inDays(15) },
    });
    expect(after.stocks[0]).toMatchObject({ eventReservedQuantity: 0, availableOnDate: 1 });
    // Not under what its orders drew; cancelling the order gives it back.
    const below = await failure(update(e.idEvent, { ...e, reservations: reservation(4) }));
    expect([below.errors, below.params]).toEqual([{ reservations: 'validation.event.reservationBelowUsed' }, { reservations: { used: 5 } }]);
    await f.ordering.cancelCustomerOrder(done.idOrder);
    expect((await read()).reservations[0]).toMatchObject({ usedQuantity: 0, remaining: 6 });
    expect((await update(e.idEvent, { ...e, reservations: reservation(2) })).reservations[0]).toMatchObject({ quantity: 2 });
    expect((await update(e.idEvent, { ...e, reservations: [] })).reservations).toEqual([]);
  });

  it("refuses reservations out of the caller's reach: another account's product, another client's reservations", async () => {
    const [stores] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const [foreign] = await f.db.select().from(t.products).where(eq(t.products.idClientAccount, stores.idClientAccount)).limit(1);
    const e = await failure(upcoming({ reservations: [{ idProduct: foreign.idProduct, idWarehouse: f.warehouse.idWarehouse, quantity: 1 }] }));
    expect(e.errors).toEqual({ reservations: 'validation.unknownReference' });
    const p = await f.product(5);
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    expect(
      (await failure(claire.request({ path: RESERVATION_PATHS.range, params: { idProduct: p.idProduct, fromDate: inDays(0), toDate: inDays(9) } }))).status,
    ).toBe(403);
    expect((await failure(claire.request({ path: RESERVATION_PATHS.stocks, params: { idProduct: p.idProduct, date: inDays(0) } }))).status).toBe(403);
    expect((await failure(claire.request({ path: RESERVATION_PATHS.stocks, params: { idProduct: randomUUID(), date: inDays(0) } }))).status).toBe(404);
  });

  it('names the demo event account in the session of its users', async () => {
    const [ecommerce] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLE'));
    const julie = await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount);
    const info = await julie.request<{ eventAccounts: string[] }>({ path: '/userinfo' });
    expect(info.eventAccounts).toEqual([ecommerce.idClientAccount]);
    const list = await julie.request<{ events: EventRecord[] }>({ path: events.paths.list, params: { idClientAccount: ecommerce.idClientAccount } });
    expect(list.events.map((e) => e.status).sort()).toEqual(['past', 'upcoming']);
  });
});
