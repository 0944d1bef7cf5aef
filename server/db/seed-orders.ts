/**
 * Demo customer orders: a handful per demo account, placed by its orderer over the last weeks, in
 * the statuses an order goes through (open, in progress, preparation, shipped, delivered,
 * cancelled, out of stock), with deliveries to the orderer's own addresses, a bundle expanded into
 * its children, shipments with tracking for shipped and delivered ones, and the stock reserved for
 * the ones still waiting in the warehouse; and one draft order. Deterministic: the same data at every first start.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_ORDER_STATUSES as S } from '../../shared/rules/statuses';
import type { Tx } from './index';
import * as t from './schema';
import { reserve } from '../stock/stock';
import { deliveryAddressCopy } from '../ordering/orders';
import { DEMO_USERS } from './demo-users';

/** Which orderer orders in which account (a function: seed.ts and this module import each other). */
const orderers = (): { accountCode: string; email: string }[] => [
  { accountCode: 'NWO', email: DEMO_USERS.orderer },
  { accountCode: 'MLS', email: DEMO_USERS.multiAccount },
  { accountCode: 'MLE', email: DEMO_USERS.multiAccount },
];

interface DemoOrder {
  statusCode: number;
  statusName: string;
  daysAgo: number;
  /** Products by their position among the account's simple products in stock, with quantities. */
  lines: [number, number][];
  withBundle?: boolean;
  reference?: string;
  /** Shipped or delivered: everything left the warehouse and has a parcel. */
  shipped?: boolean;
}

const ORDERS: DemoOrder[] = [
  {
    statusCode: S.acknowledged,
    statusName: 'Open',
    daysAgo: 1,
    lines: [
      [0, 2],
      [1, 1],
    ],
    reference: 'SPRING-01',
  },
  { statusCode: S.inProgress, statusName: 'In Progress', daysAgo: 3, lines: [[2, 3]], withBundle: true },
  { statusCode: S.outOfStock, statusName: 'Waiting', daysAgo: 4, lines: [[3, 1]] },
  {
    statusCode: S.preparation,
    statusName: 'In Progress',
    daysAgo: 6,
    lines: [
      [4, 2],
      [0, 1],
    ],
    reference: 'STORE-RESTOCK',
  },
  { statusCode: S.shipped, statusName: 'In Progress', daysAgo: 2, lines: [[1, 4]], shipped: true },
  {
    statusCode: S.delivered,
    statusName: 'Closed',
    daysAgo: 21,
    lines: [
      [2, 1],
      [3, 2],
      [5, 1],
    ],
    shipped: true,
    reference: 'WINTER-12',
  },
  { statusCode: S.cancelled, statusName: 'Canceled', daysAgo: 14, lines: [[5, 2]] },
];

/** Orders still waiting in the warehouse hold their stock, as checkout leaves them. */
const HOLDS_STOCK: readonly number[] = [S.outOfStock, S.acknowledged, S.inProgress, S.preparation];

const DAY = 86_400_000;

/** What an orderer's demo orders are made of, or null when the account lacks any of it. */
async function orderSetting(tx: Tx, accountCode: string, email: string) {
  const [account] = await tx.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, accountCode));
  const [user] = await tx.select().from(t.users).where(eq(t.users.email, email));
  if (!account || !user) return null;
  const [warehouse] = await tx
    .select({ idWarehouse: t.warehouses.idWarehouse })
    .from(t.clientAccountWarehouses)
    .innerJoin(t.warehouses, eq(t.warehouses.idWarehouse, t.clientAccountWarehouses.idWarehouse))
    .where(and(eq(t.clientAccountWarehouses.idClientAccount, account.idClientAccount), eq(t.warehouses.warehouseType, 'WAREHOUSE')));
  const [method] = await tx
    .select()
    .from(t.shippingMethods)
    .where(
      and(eq(t.shippingMethods.idClientAccount, account.idClientAccount), eq(t.shippingMethods.enabled, true), eq(t.shippingMethods.isProvisionAtDock, false)),
    )
    .orderBy(asc(t.shippingMethods.displayPosition));
  const addresses = await tx
    .select()
    .from(t.addressBookAddresses)
    .where(and(eq(t.addressBookAddresses.idUser, user.idUser), eq(t.addressBookAddresses.enabled, true)))
    .orderBy(asc(t.addressBookAddresses.addressName));
  // Simple products with room for every demo line (at least 20 available).
  const simples = await tx
    .select({ product: t.products, available: t.productStocks.availableQuantity })
    .from(t.products)
    .innerJoin(t.productStocks, and(eq(t.productStocks.idProduct, t.products.idProduct), eq(t.productStocks.idWarehouse, warehouse?.idWarehouse ?? sql`null`)))
    .where(and(eq(t.products.idClientAccount, account.idClientAccount), eq(t.products.type, 'SIMPLE'), sql`${t.productStocks.availableQuantity} >= 20`))
    .orderBy(asc(t.products.sku));
  if (!warehouse || !method || !addresses.length || simples.length < 6) return null;
  const [bundle] = await tx
    .select()
    .from(t.products)
    .where(and(eq(t.products.idClientAccount, account.idClientAccount), eq(t.products.type, 'BUNDLE')))
    .orderBy(asc(t.products.sku));
  const bundleChildren = bundle ? await tx.select().from(t.productChildren).where(eq(t.productChildren.idProduct, bundle.idProduct)) : [];
  const idChildren = bundleChildren.map((c) => c.idChild);
  const childProducts = idChildren.length ? await tx.select().from(t.products).where(inArray(t.products.idProduct, idChildren)) : [];

  return { account, user, warehouse, method, addresses, simples, bundle, bundleChildren, childProducts };
}
type Setting = NonNullable<Awaited<ReturnType<typeof orderSetting>>>;
type OrderRow = typeof t.customerOrders.$inferSelect;
type DeliveryRow = typeof t.customerOrderDeliveries.$inferSelect;

/** A demo order's lines (a bundle's children with it), each holding what it could reserve, as checkout leaves them. */
async function insertDemoLines(tx: Tx, setting: Setting, demo: DemoOrder, order: OrderRow, delivery: DeliveryRow) {
  const { user, warehouse, simples, bundle, bundleChildren, childProducts } = setting;
  const lines: { idProduct: string; idBundle: string | null; quantity: number; product: typeof t.products.$inferSelect }[] = demo.lines.map(
    ([index, quantity]) => ({ idProduct: simples[index].product.idProduct, idBundle: null, quantity, product: simples[index].product }),
  );
  if (demo.withBundle && bundle) {
    for (const child of bundleChildren) {
      const product = childProducts.find((p) => p.idProduct === child.idChild)!;
      lines.push({ idProduct: child.idChild, idBundle: bundle.idProduct, quantity: child.quantity, product });
    }
  }
  // Each line holds what it could reserve, as checkout leaves it.
  const held: number[] = [];
  for (const line of lines) {
    const short = HOLDS_STOCK.includes(demo.statusCode)
      ? await reserve(tx, [{ idWarehouse: warehouse.idWarehouse, idProduct: line.idProduct, quantity: line.quantity }], {
          cause: 'checkout',
          idReference: order.idCustomerOrder,
          idUser: user.idUser,
        })
      : line.idProduct;
    held.push(short ? 0 : line.quantity);
  }
  await tx.insert(t.customerOrderDeliveryProducts).values(
    lines.map((line, n) => ({
      idCustomerOrderDelivery: delivery.idCustomerOrderDelivery,
      lineNumber: n + 1,
      idProduct: line.idProduct,
      idBundle: line.idBundle,
      orderedQuantity: line.quantity,
      deliveredQuantity: demo.shipped ? line.quantity : 0,
      reservedQuantity: held[n],
      productName: line.product.productName,
      sku: line.product.sku,
      skuClient: line.product.skuClient,
      priceSell: line.product.priceSell,
    })),
  );
}

/**
 * The order's story: placed (acknowledged) at its date, its present status some time after (when
 * its parcel left, a day later when delivered, two hours later otherwise).
 */
async function backdateStory(tx: Tx, demo: DemoOrder, order: OrderRow, orderDate: Date, now: number) {
  // Inserting the order recorded its present status at its date: that row moves to when it was reached.
  if (demo.statusCode === S.acknowledged) return;
  const reached =
    demo.statusCode === S.shipped
      ? new Date(now - 26 * 3_600_000)
      : demo.statusCode === S.delivered
        ? new Date(orderDate.getTime() + 2 * DAY)
        : new Date(orderDate.getTime() + 2 * 3_600_000);
  await tx.update(t.customerOrderStatusChanges).set({ changedAt: reached }).where(eq(t.customerOrderStatusChanges.idCustomerOrder, order.idCustomerOrder));
  await tx
    .insert(t.customerOrderStatusChanges)
    .values({ idCustomerOrder: order.idCustomerOrder, statusCode: S.acknowledged, statusName: 'Open', changedAt: orderDate });
}

/** The `i`th demo order of an orderer, numbered from `first`: its delivery, lines, parcel (once shipped) and story. */
async function insertDemoOrder(
  tx: Tx,
  setting: Setting,
  demo: DemoOrder,
  i: number,
  { accountCode, accountIndex, first, now }: { accountCode: string; accountIndex: number; first: number; now: number },
) {
  const { account, user, warehouse, method, addresses } = setting;
  const orderNumber = `${accountCode}-${String(first + i).padStart(6, '0')}`;
  const orderDate = new Date(now - demo.daysAgo * DAY - (i + 1) * 3_600_000);
  const address = addresses[i % addresses.length];
  const [order] = await tx
    .insert(t.customerOrders)
    .values({
      idClientAccount: account.idClientAccount,
      idUser: user.idUser,
      orderNumber,
      orderDate,
      statusCode: demo.statusCode,
      statusName: demo.statusName,
      orderReference: demo.reference ?? null,
      poNumber: i % 3 === 0 ? `PO-${2400 + accountIndex * 10 + i}` : null,
      orderReason: demo.statusCode === S.cancelled ? 'Ordered twice' : null,
      buyerFirstname: user.firstName,
      buyerLastname: user.lastName,
      buyerEmail: user.email,
      buyerPhone: user.phone,
      buyerMobile: user.mobile,
      requesterFirstname: user.firstName,
      requesterLastname: user.lastName,
      requesterEmail: user.email,
      requesterPhone: user.phone,
      requesterMobile: user.mobile,
    })
    .returning();
  const [delivery] = await tx
    .insert(t.customerOrderDeliveries)
    .values({
      idCustomerOrder: order.idCustomerOrder,
      idWarehouse: warehouse.idWarehouse,
      idShippingMethod: method.idShippingMethod,
      requestedDeliveryDate: new Date(orderDate.getTime() + 4 * DAY).toISOString().slice(0, 10),
      ...deliveryAddressCopy(address),
      transportType: demo.shipped ? 'Parcel' : null,
    })
    .returning();
  await insertDemoLines(tx, setting, demo, order, delivery);
  if (demo.shipped) {
    const idTracking = `WP${accountCode}${String(first + i).padStart(8, '0')}`;
    await tx.insert(t.customerOrderShipments).values({
      idCustomerOrderDelivery: delivery.idCustomerOrderDelivery,
      idTracking,
      trackingURL: `https://carrier.example/track/${idTracking}`,
      carrierName: 'Colis Express',
      // The shipped order's parcel left a day ago: its tracking reaches the depot now and delivery in the hours after the first start.
      shippedDate: demo.statusCode === S.shipped ? new Date(now - 26 * 3_600_000) : new Date(orderDate.getTime() + DAY),
    });
  }
  await backdateStory(tx, demo, order, orderDate, now);
}

/** One draft waiting to be resumed, as a checkout saved for later leaves it. */
async function insertDemoDraft(tx: Tx, { account, user, warehouse, method, addresses, simples }: Setting, accountCode: string) {
  const [draft] = await tx
    .insert(t.draftOrders)
    .values({
      idClientAccount: account.idClientAccount,
      idWarehouse: warehouse.idWarehouse,
      idUser: user.idUser,
      idShippingMethod: method.idShippingMethod,
      orderReference: 'NEXT-SEASON',
      orderComment: accountCode === 'NWO' ? 'To confirm with the store manager' : 'À confirmer avec la responsable de boutique',
    })
    .returning();
  await tx.insert(t.draftOrderItems).values([
    { idDraft: draft.idDraft, idProduct: simples[0].product.idProduct, quantity: 6 },
    { idDraft: draft.idDraft, idProduct: simples[2].product.idProduct, quantity: 2 },
  ]);
  await tx.insert(t.draftOrderAddresses).values({ idDraft: draft.idDraft, idAddressBookAddress: addresses[0].idAddressBookAddress, displayPosition: 0 });
}

export async function seedOrdersDemo(tx: Tx) {
  const now = Date.now();
  for (const [accountIndex, { accountCode, email }] of orderers().entries()) {
    const setting = await orderSetting(tx, accountCode, email);
    if (!setting) continue;
    const { account } = setting;
    // A database that already has orders keeps its numbers: the demo ones come after them.
    const [counter] = await tx.select().from(t.orderNumbers).where(eq(t.orderNumbers.idClientAccount, account.idClientAccount));
    const first = (counter?.lastNumber ?? 0) + 1;
    for (const [i, demo] of ORDERS.entries()) await insertDemoOrder(tx, setting, demo, i, { accountCode, accountIndex, first, now });
    await insertDemoDraft(tx, setting, accountCode);
    await tx
      .insert(t.orderNumbers)
      .values({ idClientAccount: account.idClientAccount, lastNumber: first - 1 + ORDERS.length })
      .onConflictDoUpdate({ target: t.orderNumbers.idClientAccount, set: { lastNumber: first - 1 + ORDERS.length } });
  }
}
