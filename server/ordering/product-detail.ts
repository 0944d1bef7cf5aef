/**
 * What an orderer reads of one product: its fields, pictures, documents, bundle children or
 * configurable variants (with the option each variant stands for) and available stock. Only an
 * enabled product of the account filed in a catalog the scope sees is found; anything else is
 * null (the route answers 404, so other groups' products are not revealed).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import {
  attributeOptions,
  attributes,
  productChildAttributeOptions,
  productChildren,
  productDocuments,
  productImages,
  products,
  productStocks,
} from '../db/schema';
import type { CatalogScope } from '../administration/catalog-scope';
import { filedInVisibleCatalog } from '../administration/product-search';

/** Available units per product, in one warehouse or summed over the account's warehouses. */
export async function availableByProduct(tx: Tx, idClientAccount: string, idProducts: string[], idWarehouse?: string): Promise<Map<string, number>> {
  if (!idProducts.length) return new Map();
  const rows = await tx
    .select({ idProduct: productStocks.idProduct, available: sql<number>`coalesce(sum(${productStocks.availableQuantity}), 0)`.mapWith(Number) })
    .from(productStocks)
    .where(
      and(
        eq(productStocks.idClientAccount, idClientAccount),
        inArray(productStocks.idProduct, idProducts),
        idWarehouse ? eq(productStocks.idWarehouse, idWarehouse) : undefined,
      ),
    )
    .groupBy(productStocks.idProduct);
  return new Map(rows.map((r) => [r.idProduct, r.available]));
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
        scope.seesAllGroups ? undefined : filedInVisibleCatalog(tx, scope),
      ),
    );
  if (!product) return null;
  const images = await tx
    .select({ idImage: productImages.idImage, defaultImage: productImages.defaultImage, width: productImages.width, heigth: productImages.heigth })
    .from(productImages)
    .where(eq(productImages.idProduct, idProduct))
    .orderBy(sql`${productImages.defaultImage} desc`, asc(productImages.displayPosition));
  const documents = await tx
    .select({ idDocument: productDocuments.idDocument, documentDescription: productDocuments.documentDescription })
    .from(productDocuments)
    .where(eq(productDocuments.idProduct, idProduct))
    .orderBy(asc(productDocuments.displayPosition));
  const children = await tx
    .select({
      idProductChild: productChildren.idProductChild,
      idProduct: products.idProduct,
      productName: products.productName,
      sku: products.sku,
      skuClient: products.skuClient,
      priceSell: products.priceSell,
      quantity: productChildren.quantity,
    })
    .from(productChildren)
    .innerJoin(products, eq(products.idProduct, productChildren.idChild))
    .where(and(eq(productChildren.idProduct, idProduct), eq(products.enabled, true)))
    .orderBy(asc(products.productName));
  const options = children.length
    ? await tx
        .select({
          idProductChild: productChildAttributeOptions.idProductChild,
          attributeName: attributes.attributeName,
          optionName: attributeOptions.optionName,
        })
        .from(productChildAttributeOptions)
        .innerJoin(attributes, eq(attributes.idAttribute, productChildAttributeOptions.idAttribute))
        .innerJoin(attributeOptions, eq(attributeOptions.idAttributeOption, productChildAttributeOptions.idAttributeOption))
        .where(
          inArray(
            productChildAttributeOptions.idProductChild,
            children.map((c) => c.idProductChild),
          ),
        )
    : [];
  const stock = await availableByProduct(tx, scope.idClientAccount, [idProduct, ...children.map((c) => c.idProduct)], idWarehouse);
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
    availableQuantity: stock.get(idProduct) ?? 0,
    images,
    documents,
    children: children.map(({ idProductChild, ...child }) => ({
      ...child,
      availableQuantity: stock.get(child.idProduct) ?? 0,
      options: options.filter((o) => o.idProductChild === idProductChild).map(({ attributeName, optionName }) => ({ attributeName, optionName })),
    })),
  };
}
