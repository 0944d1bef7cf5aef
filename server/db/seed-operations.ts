/**
 * Demo goods in: each account's suppliers (the ones its products name), and in the account's
 * warehouse supplier orders in every status (one partly received, one received, a return),
 * a kitting and a dekitting order, work orders open, cancelled and completed, and two stock
 * corrections (a count, a damaged unit). Every receipt, completion and correction runs through
 * the operations' own code, so stock moves through server/stock and the ledger sums hold. Each
 * kit gets the product that carries its stock (its SKU). Deterministic.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SUPPLIER_ORDER_STATUS } from '../../shared/operations/supplier-orders';
import { WORK_ORDER_STATUS } from '../../shared/operations/work-orders';
import { completeOrder } from '../operations/work-orders';
import { receiveQuantities } from '../operations/supplier-orders';
import { correctStock } from '../operations/warehouse-stock';
import { openStock } from '../stock/stock';
import type { Tx } from './index';
import * as t from './schema';
import { accountsWarehouses } from '../administration/warehouses';

const day = (offset: number) => new Date(Date.UTC(2026, 0, 15) + offset * 86_400_000).toISOString().slice(0, 10);

type Account = typeof t.clientAccounts.$inferSelect;
type Supplier = typeof t.suppliers.$inferSelect;
type Kit = typeof t.kits.$inferSelect;

/** The account's suppliers: the ones its products already name, and one more. */
async function addSuppliers(tx: Tx, account: Account) {
  const { idClientAccount } = account;
  const named = await tx
    .selectDistinct({ supplier: t.products.supplier })
    .from(t.products)
    .where(and(eq(t.products.idClientAccount, idClientAccount), sql`${t.products.supplier} is not null`))
    .orderBy(asc(t.products.supplier));
  const names = [...named.map((n) => n.supplier!), account.cultureLanguageCode === 'fr' ? 'Cartonnages de Loire' : 'Harbor Packaging Co.'];
  const suppliers = await tx
    .insert(t.suppliers)
    .values(names.map((supplierName, i) => ({ idClientAccount, supplierName, supplierCode: `SUP${String(i + 1).padStart(2, '0')}` })))
    .returning();

  return { names, suppliers };
}

/** The account's warehouse and four simple products with stock to spare there; null when it has fewer. */
async function stockedWarehouse(tx: Tx, idClientAccount: string) {
  const [warehouse] = await accountsWarehouses(tx, [idClientAccount]);
  if (!warehouse) return null;
  const { idWarehouse } = warehouse;
  const stocked = await tx
    .select({ idProduct: t.products.idProduct, physical: t.productStocks.physicalQuantity, available: t.productStocks.availableQuantity })
    .from(t.productStocks)
    .innerJoin(t.products, eq(t.products.idProduct, t.productStocks.idProduct))
    .where(
      and(
        eq(t.productStocks.idWarehouse, idWarehouse),
        eq(t.products.idClientAccount, idClientAccount),
        eq(t.products.type, 'SIMPLE'),
        gt(t.productStocks.availableQuantity, 5),
      ),
    )
    .orderBy(asc(t.products.sku))
    .limit(4);
  if (stocked.length < 4) return null;
  return { idWarehouse, stocked };
}

/** The account's kits, each with the product that carries its stock (its SKU). */
async function kitsWithProducts(tx: Tx, idClientAccount: string, idWarehouse: string, supplier: string) {
  const kits = await tx.select().from(t.kits).where(eq(t.kits.idClientAccount, idClientAccount)).orderBy(asc(t.kits.sku));
  for (const kit of kits) {
    const [product] = await tx
      .insert(t.products)
      .values({ idClientAccount, type: 'SIMPLE', productName: kit.kitName, sku: kit.sku, supplier })
      .onConflictDoNothing()
      .returning();
    if (product) await openStock(tx, [{ idWarehouse, idProduct: product.idProduct, physical: 0 }]);
  }
  return kits;
}

/** Writes supplier orders of the account, numbered in the order they come, and receives them through the operations' code. */
function supplierOrderWriter(tx: Tx, account: Account, idWarehouse: string, suppliers: Supplier[]) {
  const { idClientAccount } = account;
  let serial = 0;
  const order = async (
    lines: [string, number][],
    options: { status?: number; orderType?: 'Supplier' | 'Return'; kittingType?: 'KitAssembly' | 'KitDisassembly'; priority?: string; offset?: number } = {},
  ) => {
    serial++;
    const [row] = await tx
      .insert(t.supplierOrders)
      .values({
        idClientAccount,
        idWarehouse,
        idClientAccountSupplier: suppliers[serial % suppliers.length].idClientAccountSupplier,
        orderReference: `${account.accountCode}-PO-${String(serial).padStart(3, '0')}`,
        orderType: options.orderType ?? 'Supplier',
        kittingType: options.kittingType ?? null,
        priority: options.priority ?? 'Normal',
        expectedDate: day(options.offset ?? serial * 3),
      })
      .returning();
    // Created awaiting receipt like every order, then in the status asked: its status history tells both.
    if (options.status !== undefined && options.status !== row.status)
      await tx.update(t.supplierOrders).set({ status: options.status }).where(eq(t.supplierOrders.idSupplierOrder, row.idSupplierOrder));
    const saved = await tx
      .insert(t.supplierOrderLines)
      .values(
        lines.map(([idProduct, orderedQuantity], displayPosition) => ({
          idSupplierOrder: row.idSupplierOrder,
          idClientAccount,
          idProduct,
          orderedQuantity,
          displayPosition,
        })),
      )
      .returning();
    return { row, lines: saved };
  };
  const receive = async (made: Awaited<ReturnType<typeof order>>, quantities: number[]) => {
    const [row] = await tx.select().from(t.supplierOrders).where(eq(t.supplierOrders.idSupplierOrder, made.row.idSupplierOrder));
    const lines = made.lines.map((l, i) => ({ idSupplierOrderLine: l.idSupplierOrderLine, quantity: quantities[i] ?? 0 })).filter((l) => l.quantity > 0);
    await receiveQuantities(tx, row, lines, null);
  };
  return { order, receive };
}
type OrderWriter = ReturnType<typeof supplierOrderWriter>;

/** Supplier orders in every status: one partly received, one received, expired, cancelled, a return. */
async function seedSupplierOrders({ order, receive }: OrderWriter, [p0, p1, p2, p3]: string[]) {
  await order(
    [
      [p0, 24],
      [p1, 12],
    ],
    { priority: 'High' },
  );
  await order([[p2, 10]], { status: SUPPLIER_ORDER_STATUS.receiving, priority: 'Urgent' });
  await receive(
    await order([
      [p0, 20],
      [p1, 8],
      [p3, 6],
    ]),
    [12, 8],
  );
  await receive(
    await order(
      [
        [p2, 15],
        [p3, 5],
      ],
      { priority: 'Low' },
    ),
    [15, 5],
  );
  await order([[p1, 4]], { status: SUPPLIER_ORDER_STATUS.expired, priority: 'VeryLow', offset: -30 });
  await order([[p3, 9]], { status: SUPPLIER_ORDER_STATUS.cancelled });
  await receive(await order([[p2, 2]], { orderType: 'Return' }), [2]);
}

/** The warehouse stock screen's corrections: a count that found more, and a damaged unit. */
async function seedCorrections(tx: Tx, account: Account, idWarehouse: string, stocked: { idProduct: string; physical: number }[]) {
  const { idClientAccount } = account;
  const p3 = stocked[3].idProduct;
  const [count] = stocked.filter((s) => s.idProduct === p3);
  await correctStock(tx, { idClientAccount, idWarehouse, idUser: null }, [
    {
      idProduct: p3,
      mode: 'set',
      quantity: count.physical + 2,
      reasonCode: 'inventory',
      comment: account.cultureLanguageCode === 'fr' ? 'Inventaire annuel' : 'Yearly count',
    },
    { idProduct: p3, mode: 'adjust', quantity: -1, reasonCode: 'damaged', comment: account.cultureLanguageCode === 'fr' ? 'Carton écrasé' : 'Crushed box' },
  ]);
}

/** Kitting and dekitting of the account's first kit, when its components are in stock, and its work orders open, cancelled and completed. */
async function seedKitting(tx: Tx, account: Account, idWarehouse: string, kits: Kit[], { order, receive }: OrderWriter) {
  const { idClientAccount } = account;
  const [kit] = kits;
  if (!kit) return;
  const [kitProduct] = await tx
    .select({ idProduct: t.products.idProduct })
    .from(t.products)
    .where(and(eq(t.products.idClientAccount, idClientAccount), sql`lower(${t.products.sku}) = lower(${kit.sku})`));
  const components = await tx.select().from(t.kitComponents).where(eq(t.kitComponents.idKit, kit.idKit));
  // Enough components for three kits: top them up through an opening move where short.
  for (const c of components) {
    const [line] = await tx
      .select({ available: t.productStocks.availableQuantity })
      .from(t.productStocks)
      .where(and(eq(t.productStocks.idWarehouse, idWarehouse), eq(t.productStocks.idProduct, c.idProduct)));
    const missing = c.quantity * 3 - (line?.available ?? 0);
    if (missing > 0) await openStock(tx, [{ idWarehouse, idProduct: c.idProduct, physical: missing }]);
  }
  await receive(await order([[kitProduct.idProduct, 2]], { kittingType: 'KitAssembly' }), [2]);
  await receive(await order([[kitProduct.idProduct, 1]], { kittingType: 'KitDisassembly' }), [1]);

  const work = async (reference: string, quantity: number, status: number) => {
    const [row] = await tx
      .insert(t.workOrders)
      .values({ idClientAccount, idWarehouse, idKit: kit.idKit, orderReference: `${account.accountCode}-WO-${reference}`, quantity, dueDate: day(10) })
      .returning();
    if (status === WORK_ORDER_STATUS.completed) await completeOrder(tx, row, null);
    else if (status !== WORK_ORDER_STATUS.open) await tx.update(t.workOrders).set({ status }).where(eq(t.workOrders.idWorkOrder, row.idWorkOrder));
  };
  await work('001', 1, WORK_ORDER_STATUS.completed);
  await work('002', 2, WORK_ORDER_STATUS.open);
  await work('003', 5, WORK_ORDER_STATUS.cancelled);
}

export async function seedOperationsDemo(tx: Tx) {
  const accounts = await tx.select().from(t.clientAccounts).orderBy(asc(t.clientAccounts.accountCode));
  for (const account of accounts) {
    const { names, suppliers } = await addSuppliers(tx, account);
    const place = await stockedWarehouse(tx, account.idClientAccount);
    if (!place) continue;
    const { idWarehouse, stocked } = place;
    const kits = await kitsWithProducts(tx, account.idClientAccount, idWarehouse, names[0]);
    const writer = supplierOrderWriter(tx, account, idWarehouse, suppliers);
    await seedSupplierOrders(
      writer,
      stocked.map((s) => s.idProduct),
    );
    await seedCorrections(tx, account, idWarehouse, stocked);
    await seedKitting(tx, account, idWarehouse, kits, writer);
  }
}
