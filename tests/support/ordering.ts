/**
 * Ordering fixtures over the demo data: Tom (Northwind, account NWO) orders from the Lyon
 * warehouse. Products are made here with exact stock, filed in a category his group sees, so each
 * test knows precisely what is available.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { openStock } from '../../server/stock/stock';
import { orderingClient } from '../../shared/ordering/client';
import { clientFor } from './api';
import type { RunningServer } from './server';

let serial = 0;
const nextCode = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${(serial++).toString(36)}`.toUpperCase().slice(0, 15);

export async function orderingFixture(server: RunningServer) {
  const db: Db = server.database.db;
  const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'NWO'));
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Lyon Distribution Centre'));
  const [tomUser] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.orderer));
  const [group] = await db
    .select({ idClientAccountGroup: t.clientAccountGroupUsers.idClientAccountGroup })
    .from(t.clientAccountGroupUsers)
    .where(and(eq(t.clientAccountGroupUsers.idUser, tomUser.idUser), eq(t.clientAccountGroupUsers.idClientAccount, account.idClientAccount)));
  const [visible] = await db
    .select({ idCatalogCategory: t.catalogCategories.idCatalogCategory })
    .from(t.catalogCategories)
    .innerJoin(t.catalogGroups, eq(t.catalogGroups.idCatalog, t.catalogCategories.idCatalog))
    .where(and(eq(t.catalogGroups.idClientAccountGroup, group.idClientAccountGroup), eq(t.catalogGroups.enabled, true)))
    .limit(1);
  const methods = await db
    .select({ idShippingMethod: t.shippingMethodGroups.idShippingMethod })
    .from(t.shippingMethodGroups)
    .where(eq(t.shippingMethodGroups.idClientAccountGroup, group.idClientAccountGroup));
  const [hiddenMethod] = await db
    .insert(t.shippingMethods)
    .values({ idClientAccount: account.idClientAccount, shippingMethodCode: nextCode('HID'), shippingMethodName: 'Administrators only' })
    .returning();

  const scope = {
    idClient: account.idClient,
    idClientAccount: account.idClientAccount,
    idWarehouse: warehouse.idWarehouse,
    warehouseType: 'WAREHOUSE' as const,
  };
  const tom = await clientFor(server.apiUrl, DEMO_USERS.orderer, scope);

  /** A simple product in Tom's visible catalog with `physical` units in Lyon (none reserved). */
  async function product(physical: number, priceSell = 10) {
    const sku = nextCode('T');
    const [row] = await db
      .insert(t.products)
      .values({ idClientAccount: account.idClientAccount, type: 'SIMPLE', productName: `Test ${sku}`, sku, priceSell })
      .returning();
    await db
      .insert(t.productCategories)
      .values({ idProduct: row.idProduct, idCatalogCategory: visible.idCatalogCategory, idClientAccount: account.idClientAccount });
    await openStock(db, [{ idProduct: row.idProduct, idWarehouse: warehouse.idWarehouse, physical }]);
    return row;
  }

  async function bundle(children: { idProduct: string; quantity: number }[]) {
    const sku = nextCode('B');
    const [row] = await db
      .insert(t.products)
      .values({ idClientAccount: account.idClientAccount, type: 'BUNDLE', productName: `Bundle ${sku}`, sku })
      .returning();
    await db
      .insert(t.productCategories)
      .values({ idProduct: row.idProduct, idCatalogCategory: visible.idCatalogCategory, idClientAccount: account.idClientAccount });
    await db
      .insert(t.productChildren)
      .values(children.map((c) => ({ idProduct: row.idProduct, idChild: c.idProduct, idClientAccount: account.idClientAccount, quantity: c.quantity })));
    return row;
  }

  /** `count` delivery addresses in a user's own book (Tom's unless told). */
  async function addresses(count: number, options: { idUser?: string; addressType?: string; idWarehouse?: string } = {}) {
    const tag = nextCode('A');
    return db
      .insert(t.addressBookAddresses)
      .values(
        Array.from({ length: count }, (_, i) => ({
          idUser: options.idUser ?? tomUser.idUser,
          addressType: options.addressType ?? 'DELIVERY',
          idWarehouse: options.idWarehouse,
          addressName: `Store ${tag} ${i + 1}`,
          firstname: 'Tom',
          lastname: 'Baker',
          address1: `${i + 1} rue de la Paix`,
          zipCode: '75002',
          city: 'Paris',
          countryISO2: 'FR',
        })),
      )
      .returning();
  }

  const stock = async (idProduct: string) => {
    const [row] = await db
      .select()
      .from(t.productStocks)
      .where(and(eq(t.productStocks.idProduct, idProduct), eq(t.productStocks.idWarehouse, warehouse.idWarehouse)));
    return row;
  };

  const ordersOf = (idCustomerOrders: string[]) =>
    idCustomerOrders.length ? db.select().from(t.customerOrders).where(inArray(t.customerOrders.idCustomerOrder, idCustomerOrders)) : Promise.resolve([]);

  /** A new upcoming event of the account: its cart is a fresh one (a cart in event mode names an upcoming event of its account). */
  async function event() {
    return (await events(1))[0];
  }

  /** `count` new upcoming events at once (for a test that may not reach the database while it runs). */
  async function events(count: number) {
    const rows = await db
      .insert(t.events)
      .values(
        Array.from({ length: count }, () => ({
          idClientAccount: account.idClientAccount,
          eventName: `Event ${nextCode('E')}`,
          eventStartDate: '2099-06-01',
          eventEndDate: '2099-06-03',
        })),
      )
      .returning({ idEvent: t.events.idEvent });
    return rows.map((r) => r.idEvent);
  }

  /**
   * Places one order through the real checkout (a fresh event cart, so tests do not share one),
   * to a new address of Tom's, and returns the created order.
   */
  async function placeOrder(lines: { idProduct: string; quantity: number }[], checkout: { orderReference?: string; poNumber?: string } = {}) {
    const ordering = orderingClient(tom);
    const cart = await ordering.getCart({ ...scope, type: 'EVENT', idEvent: await event() });
    for (const line of lines) await ordering.addCartItem(cart.idCart, line);
    const [address] = await addresses(1);
    await ordering.saveCheckout(cart.idCart, { idShippingMethod: methods[0].idShippingMethod, selectedAddresses: [address], ...checkout });
    const done = await ordering.complete(cart.idCart);
    return ordering.getCustomerOrder(done.idOrder);
  }

  return {
    db,
    account,
    placeOrder,
    event,
    events,
    warehouse,
    tomUser,
    scope,
    tom,
    ordering: orderingClient(tom),
    idShippingMethod: methods[0].idShippingMethod,
    hiddenMethod,
    idGroup: group.idClientAccountGroup,
    product,
    bundle,
    addresses,
    stock,
    ordersOf,
  };
}

/** Waits for the outbox to hold `count` mails matching the filter (mails are sent after the answer). */
export async function mailsFor(db: Db, filter: (payload: string) => boolean, count: number, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    const rows = (await db.select().from(t.mails)).filter((m) => filter(m.payload));
    if (rows.length >= count || Date.now() - started > timeoutMs) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
