/**
 * What an orderer reads of one product: its fields, pictures, documents, bundle children or
 * configurable variants (with the option each variant stands for) and available stock. Only an
 * enabled product of the account filed in a catalog the scope sees (or a variant of one) is found; anything else is
 * null (the route answers 404, so other groups' products are not revealed).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import {
  attributeOptions,
  attributes,
  catalogCategories,
  catalogs,
  productCategories,
  documents as files,
  productChildAttributeOptions,
  productChildren,
  productDocuments,
  productImages,
  products,
  productStocks,
} from '../db/schema';
import type { CatalogScope } from '../administration/catalog-scope';
import { orderableInVisibleCatalog, variantParents } from '../administration/product-search';
import { visibleCatalogIds, visibleCategory } from '../administration/catalog-visibility';
import { pickColumns } from '../db/columns';

/**
 * Available units per product, in one warehouse or summed over the account's warehouses. A bundle
 * holds no stock of its own: it is available as the complete sets its children allow (as the
 * cart counts it).
 */
export async function availableByProduct(tx: Tx, idClientAccount: string, idProducts: string[], idWarehouse?: string): Promise<Map<string, number>> {
  if (!idProducts.length) return new Map();
  const stockOf = async (ids: string[]) => {
    const rows = await tx
      .select({ idProduct: productStocks.idProduct, available: sql<number>`coalesce(sum(${productStocks.availableQuantity}), 0)`.mapWith(Number) })
      .from(productStocks)
      .where(
        and(
          eq(productStocks.idClientAccount, idClientAccount),
          inArray(productStocks.idProduct, ids),
          idWarehouse ? eq(productStocks.idWarehouse, idWarehouse) : undefined,
        ),
      )
      .groupBy(productStocks.idProduct);
    return new Map(rows.map((r) => [r.idProduct, r.available]));
  };
  const stock = await stockOf(idProducts);
  const bundles = await tx
    .select({ idBundle: productChildren.idProduct, idChild: productChildren.idChild, quantity: productChildren.quantity })
    .from(productChildren)
    .innerJoin(products, eq(products.idProduct, productChildren.idProduct))
    .where(and(inArray(productChildren.idProduct, idProducts), eq(products.type, 'BUNDLE')));
  if (bundles.length) {
    const children = await stockOf([...new Set(bundles.map((b) => b.idChild))]);
    const sets = new Map<string, number>();
    for (const b of bundles) {
      const possible = Math.max(0, Math.floor((children.get(b.idChild) ?? 0) / b.quantity));
      sets.set(b.idBundle, Math.min(sets.get(b.idBundle) ?? Number.POSITIVE_INFINITY, possible));
    }
    for (const [idBundle, count] of sets) stock.set(idBundle, count);
  }
  return stock;
}

export async function visibleProduct(tx: Tx, scope: CatalogScope, idProduct: string, idWarehouse?: string) {
  const [product] = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.idProduct, idProduct),
        eq(products.idClientAccount, scope.idClientAccount),
        eq(products.enabled, true),
        // A variant is seen through its parent, as the cart takes it.
        scope.seesAllGroups ? undefined : orderableInVisibleCatalog(tx, scope),
      ),
    );
  if (!product) return null;
  const images = await productImagesOf(tx, idProduct);
  const documents = await productDocumentsOf(tx, idProduct);
  const children = await enabledChildren(tx, idProduct);
  const options = await childOptions(tx, children);
  const stock = await availableByProduct(tx, scope.idClientAccount, [idProduct, ...children.map((c) => c.idProduct)], idWarehouse);
  const catalogPath = await catalogPathOf(tx, scope, idProduct);
  return {
    idProduct: product.idProduct,
    type: product.type,
    productName: product.productName,
    productShortName: product.productShortName,
    sku: product.sku,
    skuClient: product.skuClient,
    brand: product.brand,
    priceSell: product.priceSell,
    productDescription: product.productDescription,
    // A configurable product holds no stock of its own: its variants' together.
    availableQuantity:
      product.type === 'CONFIGURABLE' ? children.reduce((sum, child) => sum + (stock.get(child.idProduct) ?? 0), 0) : (stock.get(idProduct) ?? 0),
    images,
    documents,
    catalogPath,
    children: children.map(({ idProductChild, ...child }) => ({
      ...child,
      availableQuantity: stock.get(child.idProduct) ?? 0,
      options: options.filter((o) => o.idProductChild === idProductChild).map(({ idProductChild: _child, ...option }) => option),
    })),
  };
}

/** The product's pictures, the default one first. */
const productImagesOf = (tx: Tx, idProduct: string) =>
  tx
    .select({ idImage: productImages.idImage, defaultImage: productImages.defaultImage, width: productImages.width, heigth: productImages.heigth })
    .from(productImages)
    .where(eq(productImages.idProduct, idProduct))
    .orderBy(sql`${productImages.defaultImage} desc`, asc(productImages.displayPosition));

/** The product's documents, by display position. */
const productDocumentsOf = (tx: Tx, idProduct: string) =>
  tx
    .select({
      ...pickColumns(productDocuments, 'idDocument', 'documentDescription'),
      documentName: files.documentName,
      documentFileName: files.documentFileName,
      documentSize: files.documentSize,
    })
    .from(productDocuments)
    .innerJoin(files, eq(files.idDocument, productDocuments.idDocument))
    .where(eq(productDocuments.idProduct, idProduct))
    .orderBy(asc(productDocuments.displayPosition));

/** A bundle's or configurable product's enabled children (or variants), by name. */
const enabledChildren = (tx: Tx, idProduct: string) =>
  tx
    .select({
      idProductChild: productChildren.idProductChild,
      ...pickColumns(products, 'idProduct', 'productName', 'sku', 'skuClient', 'priceSell'),
      quantity: productChildren.quantity,
    })
    .from(productChildren)
    .innerJoin(products, eq(products.idProduct, productChildren.idChild))
    .where(and(eq(productChildren.idProduct, idProduct), eq(products.enabled, true)))
    .orderBy(asc(products.productName));

/** The attribute option each child stands for (a configurable product's variants). */
async function childOptions(tx: Tx, children: { idProductChild: string }[]) {
  if (!children.length) return [];
  return tx
    .select({
      idProductChild: productChildAttributeOptions.idProductChild,
      attributeName: attributes.attributeName,
      optionName: attributeOptions.optionName,
      attributePosition: attributes.displayPosition,
      optionPosition: attributeOptions.displayPosition,
    })
    .from(productChildAttributeOptions)
    .innerJoin(attributes, eq(attributes.idAttribute, productChildAttributeOptions.idAttribute))
    .innerJoin(attributeOptions, eq(attributeOptions.idAttributeOption, productChildAttributeOptions.idAttributeOption))
    .where(
      inArray(
        productChildAttributeOptions.idProductChild,
        children.map((c) => c.idProductChild),
      ),
    );
}

/** Where the page leads back to: the first visible category the product is filed in (a variant: its parent's), or null. */
async function catalogPathOf(tx: Tx, scope: CatalogScope, idProduct: string) {
  const filedAs = (await variantParents(tx, scope, [idProduct])).get(idProduct)?.idProduct ?? idProduct;
  const [filing] = await tx
    .select({ idCatalog: catalogCategories.idCatalog, idCatalogCategory: catalogCategories.idCatalogCategory })
    .from(productCategories)
    .innerJoin(catalogCategories, eq(catalogCategories.idCatalogCategory, productCategories.idCatalogCategory))
    .innerJoin(catalogs, eq(catalogs.idCatalog, catalogCategories.idCatalog))
    .where(
      and(eq(productCategories.idProduct, filedAs), eq(productCategories.enabled, true), inArray(catalogCategories.idCatalog, visibleCatalogIds(tx, scope))),
    )
    .orderBy(asc(catalogs.displayPosition), asc(catalogCategories.displayPosition))
    .limit(1);
  const category = filing ? await visibleCategory(tx, scope, filing.idCatalogCategory) : null;
  return category && filing ? { idCatalog: filing.idCatalog, breadCrumbs: category.breadCrumbs } : null;
}

/** A configurable product's variants at a glance: how many, their price range and their stock together. */
export interface VariantsSummary {
  count: number;
  priceMin: number;
  priceMax: number;
  availableQuantity: number;
}

/** The summary of each of these configurable products' enabled variants (stock in the warehouse, or over the account's). */
export async function variantsSummaries(
  tx: Tx,
  idClientAccount: string,
  idConfigurables: string[],
  idWarehouse?: string,
): Promise<Map<string, VariantsSummary>> {
  if (!idConfigurables.length) return new Map();
  const rows = await tx
    .select({ idParent: productChildren.idProduct, idChild: products.idProduct, priceSell: products.priceSell })
    .from(productChildren)
    .innerJoin(products, eq(products.idProduct, productChildren.idChild))
    .where(and(inArray(productChildren.idProduct, idConfigurables), eq(products.enabled, true), eq(products.idClientAccount, idClientAccount)));
  const stock = await availableByProduct(tx, idClientAccount, [...new Set(rows.map((r) => r.idChild))], idWarehouse);
  const summaries = new Map<string, VariantsSummary>();
  for (const row of rows) {
    const price = Number(row.priceSell);
    const available = stock.get(row.idChild) ?? 0;
    const known = summaries.get(row.idParent);
    summaries.set(
      row.idParent,
      known
        ? {
            count: known.count + 1,
            priceMin: Math.min(known.priceMin, price),
            priceMax: Math.max(known.priceMax, price),
            availableQuantity: known.availableQuantity + available,
          }
        : { count: 1, priceMin: price, priceMax: price, availableQuantity: available },
    );
  }
  return summaries;
}
