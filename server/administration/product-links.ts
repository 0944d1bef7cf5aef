/**
 * A product's links as save-plan parts: categories, labels, tags (created on the fly), attributes,
 * children with their attribute options, packaging units. Link rows repeat the product's account,
 * and composite foreign keys refuse a category, label, tag, attribute or child of another account
 * (answered 400 "unknown reference"); the checks here give the other rules their messages.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { hasChildren, PRODUCT_MESSAGES } from '../../shared/rules/products';
import type { Tx } from '../db';
import {
  attributeOptions,
  attributes,
  catalogCategories,
  catalogs,
  labels,
  productAttributes,
  productCategories,
  productChildAttributeOptions,
  productChildren,
  productLabels,
  productPackagingUnits,
  products,
  productTags,
  tags,
} from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { ensureTags } from './tags';
import type { PartBinding } from '../registry/binding';
import { linkRows } from '../registry/link-rows';
import { pickColumns } from '../db/columns';
import { requireSimpleProduct } from './account-products';

type ProductRow = typeof products.$inferSelect;
const refuse = (field: string, key: string) => badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION');

export const categoriesPart: PartBinding<ProductRow, { idCatalogCategory: string; displayPosition?: number | null; enabled?: boolean | null }> = {
  ...linkRows(
    productCategories.idProduct,
    (row: ProductRow) => row.idProduct,
    pickColumns(productCategories, 'idCatalogCategory', 'displayPosition', 'enabled'),
    'idCatalogCategory',
  ),
  add: async (tx, { row }, item) => {
    await tx.insert(productCategories).values({
      idProduct: row.idProduct,
      idClientAccount: row.idClientAccount,
      idCatalogCategory: item.idCatalogCategory,
      displayPosition: item.displayPosition ?? 0,
      enabled: item.enabled ?? true,
    });
  },
};

export const labelsPart: PartBinding<ProductRow, { idLabel: string; fromDate?: string | null; toDate?: string | null; enabled?: boolean | null }> = {
  ...linkRows(productLabels.idProduct, (row: ProductRow) => row.idProduct, pickColumns(productLabels, 'idLabel', 'fromDate', 'toDate', 'enabled'), 'idLabel'),
  add: async (tx, { row }, item) => {
    await tx.insert(productLabels).values({
      idProduct: row.idProduct,
      idClientAccount: row.idClientAccount,
      idLabel: item.idLabel,
      fromDate: item.fromDate ?? null,
      toDate: item.toDate ?? null,
      enabled: item.enabled ?? true,
    });
  },
};

export const tagsPart: PartBinding<ProductRow, { tagName: string }> = {
  current: (tx, { row }) =>
    tx.select({ tagName: tags.tagName }).from(productTags).innerJoin(tags, eq(tags.idTag, productTags.idTag)).where(eq(productTags.idProduct, row.idProduct)),
  remove: async (tx, { row }, item) => {
    const tag = tx
      .select({ idTag: tags.idTag })
      .from(tags)
      .where(and(eq(tags.idClientAccount, row.idClientAccount), sql`lower(${tags.tagName}) = ${item.tagName.toLowerCase()}`));
    await tx.delete(productTags).where(and(eq(productTags.idProduct, row.idProduct), inArray(productTags.idTag, tag)));
  },
  add: async (tx, { row }, item) => {
    const [tag] = await ensureTags(tx, row.idClientAccount, [item.tagName]);
    await tx.insert(productTags).values({ idProduct: row.idProduct, idTag: tag.idTag, idClientAccount: row.idClientAccount }).onConflictDoNothing();
  },
};

export const attributesPart: PartBinding<ProductRow, { idAttribute: string }> = {
  ...linkRows(productAttributes.idProduct, (row: ProductRow) => row.idProduct, { idAttribute: productAttributes.idAttribute }, 'idAttribute'),
  add: async (tx, { row }, item) => {
    await tx.insert(productAttributes).values({ idProduct: row.idProduct, idAttribute: item.idAttribute, idClientAccount: row.idClientAccount });
  },
};

/** The attribute options the given product children stand for (none asked, none read). */
async function childOptions(tx: Tx, idProductChildren: string[]) {
  if (!idProductChildren.length) return [];
  return tx.select().from(productChildAttributeOptions).where(inArray(productChildAttributeOptions.idProductChild, idProductChildren));
}

type ChildItem = {
  idChild: string;
  quantity: number;
  attributeOptions: { idAttribute: string; idAttributeOption: string }[];
};

export const childrenPart: PartBinding<ProductRow, ChildItem> = {
  current: async (tx, { row }) => {
    const children = await tx
      .select({ idProductChild: productChildren.idProductChild, idChild: productChildren.idChild, quantity: productChildren.quantity })
      .from(productChildren)
      .where(eq(productChildren.idProduct, row.idProduct));
    const options = await childOptions(
      tx,
      children.map((c) => c.idProductChild),
    );
    return children.map((c) => ({
      idChild: c.idChild,
      quantity: c.quantity,
      attributeOptions: options
        .filter((o) => o.idProductChild === c.idProductChild)
        .map(({ idAttribute, idAttributeOption }) => ({ idAttribute, idAttributeOption })),
    }));
  },
  remove: async (tx, { row }, item) => {
    await tx.delete(productChildren).where(and(eq(productChildren.idProduct, row.idProduct), eq(productChildren.idChild, item.idChild)));
  },
  add: async (tx, { row }, item) => {
    if (!hasChildren(row.type)) throw refuse('children', PRODUCT_MESSAGES.childrenNotAllowed);
    await requireSimpleProduct(tx, row.idClientAccount, item.idChild, 'children', PRODUCT_MESSAGES.childNotSimple);
    if (item.attributeOptions.length && row.type !== 'CONFIGURABLE') throw refuse('children', PRODUCT_MESSAGES.optionsOnlyConfigurable);
    const [link] = await tx
      .insert(productChildren)
      .values({ idProduct: row.idProduct, idChild: item.idChild, idClientAccount: row.idClientAccount, quantity: item.quantity })
      .returning({ idProductChild: productChildren.idProductChild });
    if (!item.attributeOptions.length) return;
    // The option must be one of its attribute's (foreign key), and the attribute one of the account's.
    const known = await tx
      .select({ idAttribute: attributes.idAttribute })
      .from(attributes)
      .where(
        and(
          eq(attributes.idClientAccount, row.idClientAccount),
          inArray(
            attributes.idAttribute,
            item.attributeOptions.map((o) => o.idAttribute),
          ),
        ),
      );
    if (item.attributeOptions.some((o) => !known.some((k) => k.idAttribute === o.idAttribute))) throw refuse('children', GENERIC_MESSAGES.unknownReference);
    await tx.insert(productChildAttributeOptions).values(item.attributeOptions.map((o) => ({ ...o, idProductChild: link.idProductChild })));
  },
};

type PackagingItem = Omit<typeof productPackagingUnits.$inferInsert, 'idProduct' | 'idProductPackagingUnit'>;

export const packagingUnitsPart: PartBinding<ProductRow, PackagingItem> = {
  current: (tx, { row }) =>
    tx
      .select(pickColumns(productPackagingUnits, 'packagingUnitName', 'quantity', 'barcode', 'weight', 'length', 'width', 'height', 'displayPosition'))
      .from(productPackagingUnits)
      .where(eq(productPackagingUnits.idProduct, row.idProduct)),
  remove: async (tx, { row }, item) => {
    await tx
      .delete(productPackagingUnits)
      .where(
        and(
          eq(productPackagingUnits.idProduct, row.idProduct),
          sql`lower(${productPackagingUnits.packagingUnitName}) = ${item.packagingUnitName.toLowerCase()}`,
        ),
      );
  },
  add: async (tx, { row }, item) => {
    await tx.insert(productPackagingUnits).values({ ...item, idProduct: row.idProduct });
  },
};

/** The categories the products are filed in, by display position, then name. */
const categoryLinks = (tx: Tx, ids: string[]) =>
  tx
    .select({
      ...pickColumns(productCategories, 'idProduct', 'idProductCategory', 'idCatalogCategory'),
      categoryName: catalogCategories.categoryName,
      ...pickColumns(productCategories, 'displayPosition', 'enabled'),
    })
    .from(productCategories)
    .innerJoin(catalogCategories, eq(catalogCategories.idCatalogCategory, productCategories.idCatalogCategory))
    .where(inArray(productCategories.idProduct, ids))
    .orderBy(asc(productCategories.displayPosition), asc(catalogCategories.categoryName));

/** The products' labels, by name. */
const labelLinks = (tx: Tx, ids: string[]) =>
  tx
    .select({
      ...pickColumns(productLabels, 'idProduct', 'idProductLabel', 'idLabel'),
      labelName: labels.labelName,
      ...pickColumns(productLabels, 'fromDate', 'toDate', 'enabled'),
    })
    .from(productLabels)
    .innerJoin(labels, eq(labels.idLabel, productLabels.idLabel))
    .where(inArray(productLabels.idProduct, ids))
    .orderBy(asc(labels.labelName));

/** The products' tags, by name. */
const tagLinks = (tx: Tx, ids: string[]) =>
  tx
    .select({ ...pickColumns(productTags, 'idProduct', 'idProductTag'), ...pickColumns(tags, 'idTag', 'tagName', 'idClientAccount') })
    .from(productTags)
    .innerJoin(tags, eq(tags.idTag, productTags.idTag))
    .where(inArray(productTags.idProduct, ids))
    .orderBy(asc(tags.tagName));

/** The products' attributes, by display position, then name. */
const attributeLinks = (tx: Tx, ids: string[]) =>
  tx
    .select({ ...pickColumns(productAttributes, 'idProduct', 'idProductAttribute', 'idAttribute'), attributeName: attributes.attributeName })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.idAttribute, productAttributes.idAttribute))
    .where(inArray(productAttributes.idProduct, ids))
    .orderBy(asc(attributes.displayPosition), asc(attributes.attributeName));

/** The products' children, by name, each with the attribute options it stands for. */
async function childLinks(tx: Tx, ids: string[]) {
  const childRows = await tx
    .select({
      ...pickColumns(productChildren, 'idProduct', 'idProductChild', 'idChild'),
      ...pickColumns(products, 'productName', 'sku'),
      quantity: productChildren.quantity,
    })
    .from(productChildren)
    .innerJoin(products, eq(products.idProduct, productChildren.idChild))
    .where(inArray(productChildren.idProduct, ids))
    .orderBy(asc(products.productName));
  const optionRows = await childOptions(
    tx,
    childRows.map((c) => c.idProductChild),
  );
  return childRows.map((child) => ({
    ...child,
    attributeOptions: optionRows
      .filter((o) => o.idProductChild === child.idProductChild)
      .map((o) => ({
        idProductChildAttributeOption: o.idProductChildAttributeOption,
        idAttribute: o.idAttribute,
        idAttributeOption: o.idAttributeOption,
        recordStatus: 'unchanged' as const,
      })),
  }));
}

/** The products' packaging units, by display position. */
const packagingUnitLinks = (tx: Tx, ids: string[]) =>
  tx.select().from(productPackagingUnits).where(inArray(productPackagingUnits.idProduct, ids)).orderBy(asc(productPackagingUnits.displayPosition));

/** Everything a product record carries beyond its row, for the given products (one query per part). */
export async function linksOf(tx: Tx, ids: string[], idClientAccount: string) {
  const categories = await categoryLinks(tx, ids);
  const productLabelRows = await labelLinks(tx, ids);
  const tagRows = await tagLinks(tx, ids);
  const attributeRows = await attributeLinks(tx, ids);
  const children = await childLinks(tx, ids);
  const units = await packagingUnitLinks(tx, ids);
  const available = await accountAttributes(tx, idClientAccount);
  const of = <T extends { idProduct: string }>(rows: T[], id: string) => rows.filter((r) => r.idProduct === id).map(({ idProduct: _p, ...r }) => r);
  return (id: string) => ({
    productCategories: of(categories, id),
    productLabels: of(productLabelRows, id),
    productTags: of(tagRows, id),
    productAttributes: of(attributeRows, id),
    children: of(children, id),
    packagingUnits: of(units, id),
    availableAttributes: available,
  });
}

/** The account's attributes with their options, by display position. */
export async function accountAttributes(tx: Tx, idClientAccount: string) {
  const rows = await tx
    .select({ idAttribute: attributes.idAttribute, attributeName: attributes.attributeName })
    .from(attributes)
    .where(eq(attributes.idClientAccount, idClientAccount))
    .orderBy(asc(attributes.displayPosition), asc(attributes.attributeName));
  const options = rows.length
    ? await tx
        .select({ idAttribute: attributeOptions.idAttribute, idAttributeOption: attributeOptions.idAttributeOption, optionName: attributeOptions.optionName })
        .from(attributeOptions)
        .where(
          inArray(
            attributeOptions.idAttribute,
            rows.map((r) => r.idAttribute),
          ),
        )
        .orderBy(asc(attributeOptions.displayPosition), asc(attributeOptions.optionName))
    : [];
  return rows.map((r) => ({
    ...r,
    options: options.filter((o) => o.idAttribute === r.idAttribute).map(({ idAttributeOption, optionName }) => ({ idAttributeOption, optionName })),
  }));
}

/** Every category of the account's catalogs with its path ("Catalog › Parent › Category"), sorted by path. */
export async function accountCategories(tx: Tx, idClientAccount: string) {
  const rows = await tx
    .select({ ...pickColumns(catalogCategories, 'idCatalogCategory', 'idParentCategory', 'categoryName'), catalogName: catalogs.catalogName })
    .from(catalogCategories)
    .innerJoin(catalogs, eq(catalogs.idCatalog, catalogCategories.idCatalog))
    .where(eq(catalogCategories.idClientAccount, idClientAccount));
  const byId = new Map(rows.map((r) => [r.idCatalogCategory, r]));
  const pathOf = (row: (typeof rows)[number]): string[] => {
    const names: string[] = [];
    // The tree has no cycles (a trigger refuses them); the bound only guards against a broken one.
    for (let node: (typeof rows)[number] | undefined = row, depth = 0; node && depth < 50; node = byId.get(node.idParentCategory ?? ''), depth++)
      names.unshift(node.categoryName);
    return [row.catalogName, ...names];
  };
  return rows.map((r) => ({ idCatalogCategory: r.idCatalogCategory, path: pathOf(r).join(' › ') })).sort((a, b) => a.path.localeCompare(b.path));
}
