/**
 * What an orderer may order, and how it goes into an order, once for the cart, the checkout and
 * the orders import:
 * - orderableProducts: simple products and bundles of the account, enabled, filed in a catalog
 *   the user's groups see (administrators of the account's shipping methods see every one); or a
 *   variant (a simple product that is a child of an enabled configurable product so filed), since
 *   variants are ordered through their configurable product and are not filed themselves;
 * - placedLines: each bundle replaced by its children (the shared expandBundles rule), each line
 *   with the snapshot of its product that the order keeps (name, SKUs, price).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expandBundles } from '../../shared/rules/quantities';
import type { Tx } from '../db';
import { productChildren, products } from '../db/schema';
import { filedInVisibleCatalog } from '../administration/product-search';
import type { PlacedLine } from './orders';
import type { OrderingScope } from './scope';
import { pickColumns } from '../db/columns';

export interface OrderableProduct {
  idProduct: string;
  sku: string;
  skuClient: string | null;
  productName: string;
  priceSell: number;
  type: string;
}

const snapshotColumns = pickColumns(products, 'idProduct', 'sku', 'skuClient', 'productName', 'priceSell');

/** The products of these ids, or of these SKUs (lower-cased, matched in any case), that the user may order. */
export async function orderableProducts(tx: Tx, scope: OrderingScope, by: { idProducts: string[] } | { skus: string[] }): Promise<OrderableProduct[]> {
  const wanted = 'idProducts' in by ? inArray(products.idProduct, by.idProducts) : inArray(sql`lower(${products.sku})`, by.skus);
  if (!('idProducts' in by ? by.idProducts : by.skus).length) return [];
  const filed = scope.seesAllGroups ? sql<boolean>`true` : sql<boolean>`${filedInVisibleCatalog(tx, scope)}`;
  const rows = await tx
    .select({ ...snapshotColumns, type: products.type, filed })
    .from(products)
    .where(and(eq(products.idClientAccount, scope.idClientAccount), eq(products.enabled, true), inArray(products.type, ['SIMPLE', 'BUNDLE']), wanted));
  const unfiled = rows.filter((r) => !r.filed && r.type === 'SIMPLE').map((r) => r.idProduct);
  // In this query `products` is the configurable parent: the catalog condition applies to it.
  const variants = unfiled.length
    ? await tx
        .selectDistinct({ idChild: productChildren.idChild })
        .from(productChildren)
        .innerJoin(products, eq(products.idProduct, productChildren.idProduct))
        .where(
          and(
            inArray(productChildren.idChild, unfiled),
            eq(products.type, 'CONFIGURABLE'),
            eq(products.enabled, true),
            eq(products.idClientAccount, scope.idClientAccount),
            filedInVisibleCatalog(tx, scope),
          ),
        )
    : [];
  const isVariant = new Set(variants.map((v) => v.idChild));
  return rows.filter((r) => r.filed || isVariant.has(r.idProduct)).map(({ filed: _filed, ...r }) => ({ ...r, priceSell: Number(r.priceSell) }));
}

/**
 * The lines of each order as stock and deliveries see them: bundles expanded into their children
 * (a bundle without children is ordered as itself), each line with its product's snapshot.
 */
export async function placedLines(tx: Tx, orders: readonly (readonly { product: OrderableProduct; quantity: number }[])[]): Promise<PlacedLine[][]> {
  const bundles = [...new Set(orders.flat().flatMap((l) => (l.product.type === 'BUNDLE' ? [l.product.idProduct] : [])))];
  const children = bundles.length ? await tx.select().from(productChildren).where(inArray(productChildren.idProduct, bundles)) : [];
  const childIds = [...new Set(children.map((c) => c.idChild))];
  const childProducts = childIds.length ? await tx.select(snapshotColumns).from(products).where(inArray(products.idProduct, childIds)) : [];
  const snapshots = new Map<string, Omit<OrderableProduct, 'type'>>([
    ...childProducts.map((p) => [p.idProduct, { ...p, priceSell: Number(p.priceSell) }] as const),
    ...orders.flat().map((l) => [l.product.idProduct, l.product] as const),
  ]);
  return orders.map((lines) =>
    expandBundles(
      lines.map(({ product, quantity }) => ({
        idProduct: product.idProduct,
        quantity,
        type: product.type,
        children: children.filter((c) => c.idProduct === product.idProduct).map((c) => ({ idProduct: c.idChild, quantity: c.quantity })),
      })),
    ).map((line) => {
      const p = snapshots.get(line.idProduct)!;
      return { ...line, productName: p.productName, sku: p.sku, skuClient: p.skuClient, priceSell: p.priceSell };
    }),
  );
}
