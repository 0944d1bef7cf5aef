/**
 * Carts: one per user, account, warehouse and type (one per event for EVENT carts), created on
 * first read. Every read and write is narrowed to the acting user's own carts, so another user's
 * cart or item ids answer "not found".
 */
import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { CART_MESSAGES } from '../../shared/rules/cart';
import { decideQuickOrder, type QuickOrderDecision, type QuickOrderLine } from '../../shared/rules/quick-order';
import type { Cart, CartError, CartItem } from '../../shared/ordering/schemas';
import type { Tx } from '../db';
import { cartItems, carts, productChildren, productImages, products, productStocks } from '../db/schema';
import { english } from '../lib/translate';
import { filedInVisibleCatalog } from '../administration/product-search';

import type { OrderingScope } from './scope';
import { availability } from '../stock/stock';
import { orderableProducts } from './order-lines';
import { pickColumns } from '../db/columns';

export type CartRow = typeof carts.$inferSelect;
const SUGGESTIONS = 4;

const ownCart = (scope: OrderingScope) =>
  and(eq(carts.idUser, scope.idUser), eq(carts.idClientAccount, scope.idClientAccount), eq(carts.idWarehouse, scope.idWarehouse));

export async function openCart(tx: Tx, scope: OrderingScope, type: CartRow['type'], idEvent: string | null): Promise<CartRow> {
  const key = { idUser: scope.idUser, idClientAccount: scope.idClientAccount, idWarehouse: scope.idWarehouse, type, idEvent };
  await tx.insert(carts).values(key).onConflictDoNothing();
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(ownCart(scope), eq(carts.type, type), idEvent ? eq(carts.idEvent, idEvent) : isNull(carts.idEvent)));
  return cart;
}

/** The user's cart in this account and warehouse, or null (the route answers 404). */
export async function findCart(tx: Tx, scope: OrderingScope, idCart: string): Promise<CartRow | null> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.idCart, idCart), ownCart(scope)));
  return cart ?? null;
}

export async function findItem(tx: Tx, scope: OrderingScope, idCartItem: string) {
  const [row] = await tx
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.idCart, cartItems.idCart))
    .where(and(eq(cartItems.idCartItem, idCartItem), ownCart(scope)));
  return row?.item ?? null;
}

const defaultImage = sql<string | null>`(select ${productImages.idImage} from ${productImages}
  where ${productImages.idProduct} = ${products.idProduct} order by ${productImages.defaultImage} desc, ${productImages.displayPosition} limit 1)`;

/** Whether the user may put the product in the cart: orderable as order-lines.ts says. */
export async function orderableProduct(tx: Tx, scope: OrderingScope, idProduct: string) {
  return (await orderableProducts(tx, scope, { idProducts: [idProduct] })).length > 0;
}

/**
 * What a bundle costs in the cart: what its order lines will cost, its children's prices times
 * their quantities (an order keeps the children, each at its own price; a bundle's own price is 0).
 * A bundle without children is ordered as itself, at its own price.
 */
async function bundlePrices(tx: Tx, idBundles: string[]): Promise<Map<string, number>> {
  if (!idBundles.length) return new Map();
  const rows = await tx
    .select({ idBundle: productChildren.idProduct, price: sql<number>`sum(${products.priceSell} * ${productChildren.quantity})`.mapWith(Number) })
    .from(productChildren)
    .innerJoin(products, eq(products.idProduct, productChildren.idChild))
    .where(inArray(productChildren.idProduct, idBundles))
    .groupBy(productChildren.idProduct);
  return new Map(rows.map((r) => [r.idBundle, Math.round(r.price * 100) / 100]));
}

const priceOf = (row: { idProduct: string; type: string; priceSell: number | string }, bundles: Map<string, number>) =>
  row.type === 'BUNDLE' ? (bundles.get(row.idProduct) ?? Number(row.priceSell)) : Number(row.priceSell);

/** What a cart item shows of itself and its product. */
const itemColumns = {
  ...pickColumns(cartItems, 'idCartItem', 'idCart', 'idProduct', 'quantity'),
  ...pickColumns(products, 'productName', 'sku', 'skuClient', 'type', 'priceSell'),
  idImage: defaultImage,
};

export async function cartItemView(tx: Tx, scope: OrderingScope, idCartItem: string): Promise<CartItem> {
  const [row] = await tx
    .select(itemColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.idProduct, cartItems.idProduct))
    .where(eq(cartItems.idCartItem, idCartItem));
  const available = await availability(tx, scope.idWarehouse, [row.idProduct]);
  const bundles = await bundlePrices(tx, row.type === 'BUNDLE' ? [row.idProduct] : []);
  return { ...row, priceSell: priceOf(row, bundles), availableQuantity: available.get(row.idProduct) ?? 0 };
}

/**
 * The cart as the spec answers it: items, totals, suggestions and one error per product whose
 * quantity is not available (negative diff), or whose product can no longer be ordered.
 */
export async function cartView(tx: Tx, scope: OrderingScope, cart: CartRow): Promise<Cart> {
  const rows = await tx
    .select({ ...itemColumns, enabled: products.enabled })
    .from(cartItems)
    .innerJoin(products, eq(products.idProduct, cartItems.idProduct))
    .where(eq(cartItems.idCart, cart.idCart))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.idCartItem));
  const available = await availability(
    tx,
    scope.idWarehouse,
    rows.map((r) => r.idProduct),
  );
  const bundles = await bundlePrices(
    tx,
    rows.filter((r) => r.type === 'BUNDLE').map((r) => r.idProduct),
  );
  const items: CartItem[] = rows.map(({ enabled: _enabled, ...r }) => ({
    ...r,
    priceSell: priceOf(r, bundles),
    availableQuantity: available.get(r.idProduct) ?? 0,
  }));
  const text = english({ key: CART_MESSAGES.notAvailable });
  const errors = rows.flatMap((r): CartError[] => {
    if (!r.enabled) return [{ idProduct: r.idProduct, diff: null, error: CART_MESSAGES.notAvailable, message: text }];
    const diff = (available.get(r.idProduct) ?? 0) - r.quantity;
    return diff < 0 ? [{ idProduct: r.idProduct, diff, error: CART_MESSAGES.notAvailable, message: text }] : [];
  });
  const totalQuantity = items.reduce((sum, i) => sum + i.quantity, 0);
  const subtotalPrice = Math.round(items.reduce((sum, i) => sum + i.quantity * i.priceSell, 0) * 100) / 100;
  return {
    idCart: cart.idCart,
    type: cart.type,
    idEvent: cart.idEvent,
    items,
    totalQuantity,
    subtotalPrice,
    productsSuggestions: await suggestions(
      tx,
      scope,
      items.map((i) => i.idProduct),
    ),
    errors,
  };
}

/** A few visible simple products in stock here that are not in the cart yet, by display position. */
async function suggestions(tx: Tx, scope: OrderingScope, inCart: string[]) {
  const rows = await tx
    .select({ idProduct: products.idProduct, productName: products.productName, sku: products.sku, priceSell: products.priceSell, idImage: defaultImage })
    .from(products)
    .innerJoin(productStocks, and(eq(productStocks.idProduct, products.idProduct), eq(productStocks.idWarehouse, scope.idWarehouse)))
    .where(
      and(
        eq(products.idClientAccount, scope.idClientAccount),
        eq(products.enabled, true),
        eq(products.type, 'SIMPLE'),
        gt(productStocks.availableQuantity, 0),
        inCart.length ? notInArray(products.idProduct, inCart) : undefined,
        scope.seesAllGroups ? undefined : filedInVisibleCatalog(tx, scope),
      ),
    )
    .orderBy(asc(products.displayPosition), asc(products.productName))
    .limit(SUGGESTIONS);
  return rows.map((r) => ({ ...r, priceSell: Number(r.priceSell) }));
}

/** Adds a product, or adds to its quantity when it is already in the cart (one line per product). */
export async function addItem(tx: Tx, idCart: string, idClientAccount: string, idProduct: string, quantity: number) {
  const [row] = await tx
    .insert(cartItems)
    .values({ idCart, idClientAccount, idProduct, quantity })
    .onConflictDoUpdate({ target: [cartItems.idCart, cartItems.idProduct], set: { quantity: sql`${cartItems.quantity} + excluded.quantity` } })
    .returning({ idCartItem: cartItems.idCartItem });
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.idCart, idCart));
  return row.idCartItem;
}

/**
 * The quick order pad's lines into the cart: the SKUs the buyer may order (and the configurable
 * ones the buyer sees, refused with their reason), their stock here and what the cart holds of
 * them, decided by the shared rule; the lines taken are added (to a line already in the cart).
 */
export async function quickOrder(tx: Tx, scope: OrderingScope, cart: CartRow, lines: readonly QuickOrderLine[]): Promise<QuickOrderDecision> {
  const skus = [...new Set(lines.map((l) => l.sku.trim().toLowerCase()).filter(Boolean))];
  const orderable = await orderableProducts(tx, scope, { skus });
  const configurable = skus.length
    ? await tx
        .select({ idProduct: products.idProduct, sku: products.sku, productName: products.productName, type: products.type })
        .from(products)
        .where(
          and(
            eq(products.idClientAccount, scope.idClientAccount),
            eq(products.enabled, true),
            eq(products.type, 'CONFIGURABLE'),
            inArray(sql`lower(${products.sku})`, skus),
            scope.seesAllGroups ? undefined : filedInVisibleCatalog(tx, scope),
          ),
        )
    : [];
  const ids = orderable.map((p) => p.idProduct);
  const available = await availability(tx, scope.idWarehouse, ids);
  const held = ids.length
    ? await tx
        .select({ idProduct: cartItems.idProduct, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.idCart, cart.idCart), inArray(cartItems.idProduct, ids)))
    : [];
  const inCart = new Map(held.map((h) => [h.idProduct, h.quantity]));
  const decision = decideQuickOrder(
    lines.map((l) => ({ ...l, sku: l.sku.trim(), quantity: l.quantity.trim() })),
    [
      ...orderable.map((p) => ({ ...p, availableQuantity: available.get(p.idProduct) ?? 0, inCart: inCart.get(p.idProduct) ?? 0 })),
      ...configurable.map((p) => ({ ...p, availableQuantity: null, inCart: 0 })),
    ],
  );
  for (const line of decision.taken) await addItem(tx, cart.idCart, scope.idClientAccount, line.idProduct, line.quantity);
  return decision;
}
