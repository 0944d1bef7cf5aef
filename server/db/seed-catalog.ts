/**
 * Demo data of the catalog (see seed-catalog-data.ts): for each demo account found by its code,
 * shipping methods linked to the account's group, catalogs with their category trees visible to
 * that group, attributes, labels, tags, products of the three types with generated pictures and
 * data sheets, packaging units, kits and stock in each of the account's warehouses. Ids are made
 * here so that each table takes one insert for every account: the first start stays quick.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './index';
import * as t from './schema';
import { demoAccounts } from './demo-accounts';
import { writeDataSheet } from './demo-document';
import { drawProductImage } from './demo-product-image';
import { DEMO_CATALOG, type DemoAccountCatalog, type DemoProduct, type DemoTree } from './seed-catalog-data';
import { openStock } from '../stock/stock';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** The rows of every table, filled account by account and inserted at the end. */
function emptyRows() {
  return {
    shippingMethods: [] as Insert<typeof t.shippingMethods>,
    shippingMethodGroups: [] as Insert<typeof t.shippingMethodGroups>,
    catalogs: [] as Insert<typeof t.catalogs>,
    catalogGroups: [] as Insert<typeof t.catalogGroups>,
    catalogCategories: [] as Insert<typeof t.catalogCategories>,
    attributes: [] as Insert<typeof t.attributes>,
    attributeOptions: [] as Insert<typeof t.attributeOptions>,
    labels: [] as Insert<typeof t.labels>,
    tags: [] as Insert<typeof t.tags>,
    images: [] as Insert<typeof t.images>,
    documents: [] as Insert<typeof t.documents>,
    products: [] as Insert<typeof t.products>,
    productImages: [] as Insert<typeof t.productImages>,
    productDocuments: [] as Insert<typeof t.productDocuments>,
    productCategories: [] as Insert<typeof t.productCategories>,
    productLabels: [] as Insert<typeof t.productLabels>,
    productTags: [] as Insert<typeof t.productTags>,
    productAttributes: [] as Insert<typeof t.productAttributes>,
    productChildren: [] as Insert<typeof t.productChildren>,
    productChildAttributeOptions: [] as Insert<typeof t.productChildAttributeOptions>,
    productPackagingUnits: [] as Insert<typeof t.productPackagingUnits>,
    kits: [] as Insert<typeof t.kits>,
    kitComponents: [] as Insert<typeof t.kitComponents>,
    productStocks: [] as Parameters<typeof openStock>[1][number][],
  };
}
type Rows = ReturnType<typeof emptyRows>;

/** Customs codes by sub-family (the first six digits of the harmonised system). */
const HS_CODES: Record<string, string> = {
  Lampes: '940520',
  Lampadaires: '940520',
  Suspensions: '940510',
  Accessoires: '853952',
  Bougies: '340600',
  Textile: '630492',
  Vaisselle: '691200',
  'Linge de maison': '630140',
  Cartons: '481910',
  Tents: '630622',
  Cooking: '732111',
  Sleeping: '940490',
  Jackets: '620193',
  Hiking: '640319',
};

/** A small deterministic number from a text, so that stock figures are the same on every start. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** An EAN-13 with its check digit. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const monogram = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
const fileName = (text: string, ext: string) =>
  `${text
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.${ext}`;

interface AccountContext {
  idClientAccount: string;
  code: string;
  index: number;
  idGroup: string | undefined;
  idWarehouses: string[];
  french: boolean;
}

function addCategories(rows: Rows, ctx: AccountContext, idCatalog: string, tree: DemoTree, leaves: Map<string, string>, idParent: string | null = null) {
  Object.entries(tree).forEach(([categoryName, children], i) => {
    const idCatalogCategory = randomUUID();
    rows.catalogCategories.push({
      idCatalogCategory,
      idCatalog,
      idClientAccount: ctx.idClientAccount,
      idParentCategory: idParent,
      categoryName,
      displayPosition: (i + 1) * 10,
    });
    if (Object.keys(children).length) addCategories(rows, ctx, idCatalog, children, leaves, idCatalogCategory);
    else leaves.set(categoryName, idCatalogCategory);
  });
}

/** Pictures stay small: about 0.7 KB each, and drawing 80 of them keeps the first start quick. */
const IMAGE_SIZE = 96;

function addImage(rows: Rows, idProduct: string, title: string, color: string, shape: DemoProduct['shape'], position: number) {
  const content = drawProductImage(color, shape, monogram(title), IMAGE_SIZE);
  const idImage = randomUUID();
  rows.images.push({ idImage, imageName: title.slice(0, 50), imageFileName: fileName(title, 'png'), fileType: 'image/png', size: content.length, content });
  rows.productImages.push({ idProduct, idImage, width: IMAGE_SIZE, heigth: IMAGE_SIZE, displayPosition: position, defaultImage: position === 1 });
}

/** The account's shipping methods (those for its group tied to it). */
function addShippingMethods(rows: Rows, ctx: AccountContext, demo: DemoAccountCatalog) {
  const { idClientAccount } = ctx;
  demo.shippingMethods.forEach((m, i) => {
    const idShippingMethod = randomUUID();
    const [transportDays, minDeliveryDays, maxDeliveryDays] = m.days;
    rows.shippingMethods.push({
      idShippingMethod,
      idClientAccount,
      shippingMethodCode: m.code,
      shippingMethodName: m.name,
      description: m.description,
      isProvisionAtDock: m.provisionAtDock ?? false,
      displayPosition: (i + 1) * 10,
      transportDays,
      minDeliveryDays,
      maxDeliveryDays,
    });
    if (m.forGroup && ctx.idGroup) rows.shippingMethodGroups.push({ idShippingMethod, idClientAccountGroup: ctx.idGroup, idClientAccount });
  });
}

/** The account's catalogs and their category trees; answers each leaf category's id by name. */
function addCatalogs(rows: Rows, ctx: AccountContext, demo: DemoAccountCatalog) {
  const { idClientAccount } = ctx;
  const leaves = new Map<string, string>();
  demo.catalogs.forEach((c, i) => {
    const idCatalog = randomUUID();
    rows.catalogs.push({ idCatalog, idClientAccount, catalogName: c.name, displayPosition: (i + 1) * 10 });
    if (ctx.idGroup) rows.catalogGroups.push({ idCatalog, idClientAccountGroup: ctx.idGroup, idClientAccount });
    addCategories(rows, ctx, idCatalog, c.tree, leaves);
  });
  return leaves;
}

/** The account's attributes and their options; answers their ids by name (an option's as `attribute/option`). */
function addAttributes(rows: Rows, { idClientAccount }: AccountContext, demo: DemoAccountCatalog) {
  const attributeIds = new Map<string, string>();
  const optionIds = new Map<string, string>();
  Object.entries(demo.attributes).forEach(([attributeName, options], i) => {
    const idAttribute = randomUUID();
    attributeIds.set(attributeName, idAttribute);
    rows.attributes.push({ idAttribute, idClientAccount, attributeName, displayPosition: (i + 1) * 10 });
    options.forEach((optionName, j) => {
      const idAttributeOption = randomUUID();
      optionIds.set(`${attributeName}/${optionName}`, idAttributeOption);
      rows.attributeOptions.push({ idAttributeOption, idAttribute, optionName, displayPosition: (j + 1) * 10 });
    });
  });
  return { attributeIds, optionIds };
}

/** The account's labels and the tags its products name; answers their ids by name. */
function addLabelsAndTags(rows: Rows, { idClientAccount }: AccountContext, demo: DemoAccountCatalog) {
  const labelIds = new Map<string, string>();
  for (const [labelName, color] of Object.entries(demo.labels)) {
    const idLabel = randomUUID();
    labelIds.set(labelName, idLabel);
    rows.labels.push({ idLabel, idClientAccount, labelName, color });
  }
  const tagIds = new Map<string, string>();
  for (const tagName of new Set(demo.products.flatMap((p) => p.tags ?? []))) {
    const idTag = randomUUID();
    tagIds.set(tagName, idTag);
    rows.tags.push({ idTag, idClientAccount, tagName });
  }
  return { labelIds, tagIds };
}

/**
 * Adds products of the account, numbered in the order they come: the product row, its packaging
 * units (a simple product's) and its stock in each of the account's warehouses (all but a
 * configurable product's). `productIds` keeps each one's id by SKU.
 */
function productWriter(rows: Rows, ctx: AccountContext, demo: DemoAccountCatalog) {
  const { idClientAccount } = ctx;
  const productIds = new Map<string, string>();
  let serial = 0;
  const addProduct = (p: DemoProduct, type: t.ProductType, overrides: Partial<(typeof rows.products)[number]> = {}) => {
    const idProduct = randomUUID();
    serial++;
    const simple = type === 'SIMPLE';
    const row = {
      idProduct,
      idClientAccount,
      type,
      productName: p.name,
      productShortName: p.shortName ?? null,
      sku: p.sku,
      skuClient: `${ctx.code}-${String(1000 + serial * 7)}`,
      skuSupplier: simple ? `${demo.supplier.slice(0, 3).toUpperCase()}-${String(hash(p.sku) % 90000).padStart(5, '0')}` : null,
      supplier: simple ? demo.supplier : null,
      brand: p.brand,
      channel: demo.channel,
      productGroup: p.family,
      productFamily: p.family,
      productSubFamily: p.subFamily ?? null,
      displayPosition: serial * 10,
      priceSell: simple ? (p.price?.[0] ?? 0) : 0,
      pricePurshase: simple ? (p.price?.[1] ?? 0) : 0,
      productDescription: p.description ?? null,
      expirationDate: p.sku === 'NW-GAS-230' ? isoDay(3 * 365) : null,
      stockThresholdAlert: simple ? 10 : null,
      stockBuffer: simple ? 2 : null,
      prepareDays: type === 'BUNDLE' ? 2 : 1,
      logisticProfile: p.profile ?? 'STANDARD',
      barcodeAvailable: simple,
      barcode: simple ? ean13(`30${ctx.index}${String(hash(p.sku) % 1_000_000_000).padStart(9, '0')}`) : null,
      hsCode: HS_CODES[p.subFamily ?? ''] ?? null,
      countryOfOriginIso2: p.origin ?? null,
      handlingDescription: p.profile === 'FRAGILE' ? (ctx.french ? 'Fragile : manipuler avec précaution' : 'Fragile: handle with care') : null,
      pickingMessage: type === 'BUNDLE' ? (ctx.french ? 'Assembler le lot avant expédition' : 'Assemble the kit before shipping') : null,
      minTemperature: p.temperatures?.[0] ?? null,
      maxTemperature: p.temperatures?.[1] ?? null,
      isPacking: p.subFamily === 'Emballages' || p.family === 'Emballages',
      expectingReturn: p.profile === 'BULKY' && (p.price?.[0] ?? 0) === 0,
      allowCrossdocking: p.profile === 'BULKY',
      ...overrides,
    };
    rows.products.push(row);
    productIds.set(row.sku, idProduct);
    if (simple) {
      const weight = 0.1 + (hash(`${p.sku}/w`) % 4000) / 1000;
      rows.productPackagingUnits.push(
        { idProduct, packagingUnitName: ctx.french ? 'Unité' : 'Unit', quantity: 1, weight, length: 20, width: 15, height: 10, displayPosition: 10 },
        {
          idProduct,
          packagingUnitName: 'Carton',
          quantity: 6,
          weight: Math.round(weight * 6 * 1000 + 400) / 1000,
          length: 60,
          width: 40,
          height: 30,
          displayPosition: 20,
        },
      );
    }
    if (type !== 'CONFIGURABLE')
      for (const idWarehouse of ctx.idWarehouses) {
        const physical = hash(`${p.sku}@${idWarehouse}`) % 7 === 0 ? 0 : 20 + (hash(`${row.sku}#${idWarehouse}`) % 380);
        // Part of it reserved by orders of the warehouse's own, before the portal's.
        rows.productStocks.push({ idProduct, idWarehouse, physical, reserved: Math.floor(physical * ((hash(row.sku) % 20) / 100)) });
      }
    return idProduct;
  };
  return { addProduct, productIds };
}
type ProductWriter = ReturnType<typeof productWriter>;
type AccountIds = ReturnType<typeof addAttributes> & ReturnType<typeof addLabelsAndTags>;

/** A product's label, for a while around today (a promotion's shorter). */
function addProductLabel(rows: Rows, { idClientAccount }: AccountContext, p: DemoProduct, idProduct: string, labelIds: Map<string, string>) {
  if (!p.label) return;
  const promo = /promo|sale/i.test(p.label);
  rows.productLabels.push({
    idProduct,
    idLabel: labelIds.get(p.label)!,
    idClientAccount,
    fromDate: isoDay(promo ? -7 : -15),
    toDate: isoDay(promo ? 23 : 75),
  });
}

/** A product's data sheet (a PDF), when it has a description. */
function addDataSheet(rows: Rows, ctx: AccountContext, p: DemoProduct, idProduct: string) {
  if (!p.description) return;
  const content = writeDataSheet(p.name, [
    `SKU: ${p.sku}`,
    `${ctx.french ? 'Marque' : 'Brand'}: ${p.brand}`,
    `${ctx.french ? 'Famille' : 'Family'}: ${p.family}`,
    p.description.replace(/<[^>]+>/g, ''),
  ]);
  const idDocument = randomUUID();
  const documentName = ctx.french ? 'Fiche produit' : 'Data sheet';
  rows.documents.push({
    idDocument,
    documentName,
    documentFileName: fileName(`${p.sku} ${documentName}`, 'pdf'),
    fileType: 'application/pdf',
    documentSize: content.length,
    content,
  });
  rows.productDocuments.push({ idProduct, idDocument, documentDescription: p.name, displayPosition: 10 });
}

/** A configurable product's variants: each a simple product with its picture, linked by its attribute options. */
function addVariants(rows: Rows, { idClientAccount }: AccountContext, p: DemoProduct, idProduct: string, { addProduct }: ProductWriter, ids: AccountIds) {
  const { attributeIds, optionIds } = ids;
  if (!p.variants) return;
  const attributeNames = [...new Set(p.variants.flatMap((v) => Object.keys(v.options)))];
  for (const name of attributeNames) rows.productAttributes.push({ idProduct, idAttribute: attributeIds.get(name)!, idClientAccount });
  p.variants.forEach((v, i) => {
    const label = Object.values(v.options).join(', ');
    const variant = { ...p, sku: `${p.sku}-${v.suffix}`, name: `${p.name} – ${label}`.slice(0, 50), color: v.color };
    const idChild = addProduct(variant, 'SIMPLE', { productShortName: p.shortName ? `${p.shortName} ${v.suffix}`.slice(0, 25) : null });
    addImage(rows, idChild, variant.name, v.color, p.shape, 1);
    // The parent shows each variant's picture after its own.
    if (v.color !== p.color && Object.keys(v.options).some((a) => /couleur|colour/i.test(a))) addImage(rows, idProduct, variant.name, v.color, p.shape, i + 2);
    const idProductChild = randomUUID();
    rows.productChildren.push({ idProductChild, idProduct, idChild, idClientAccount, quantity: 1 });
    for (const [attribute, option] of Object.entries(v.options))
      rows.productChildAttributeOptions.push({
        idProductChild,
        idAttribute: attributeIds.get(attribute)!,
        idAttributeOption: optionIds.get(`${attribute}/${option}`)!,
      });
  });
}

function addAccount(rows: Rows, ctx: AccountContext, demo: DemoAccountCatalog) {
  const { idClientAccount } = ctx;
  addShippingMethods(rows, ctx, demo);
  const leaves = addCatalogs(rows, ctx, demo);
  const ids = { ...addAttributes(rows, ctx, demo), ...addLabelsAndTags(rows, ctx, demo) };
  const writer = productWriter(rows, ctx, demo);
  const { addProduct, productIds } = writer;

  for (const p of demo.products) {
    const type: t.ProductType = p.bundle ? 'BUNDLE' : p.variants ? 'CONFIGURABLE' : 'SIMPLE';
    const idProduct = addProduct(p, type);
    addImage(rows, idProduct, p.name, p.color, p.shape, 1);
    const idCatalogCategory = leaves.get(p.category);
    if (idCatalogCategory) rows.productCategories.push({ idProduct, idCatalogCategory, idClientAccount, displayPosition: rows.productCategories.length * 10 });
    for (const tag of p.tags ?? []) rows.productTags.push({ idProduct, idTag: ids.tagIds.get(tag)!, idClientAccount });
    addProductLabel(rows, ctx, p, idProduct, ids.labelIds);
    addDataSheet(rows, ctx, p, idProduct);
    addVariants(rows, ctx, p, idProduct, writer, ids);
  }
  // Bundles point at products defined anywhere in the list, so they are linked once all exist.
  for (const p of demo.products)
    for (const [sku, quantity] of p.bundle ?? [])
      rows.productChildren.push({ idProduct: productIds.get(p.sku)!, idChild: productIds.get(sku)!, idClientAccount, quantity });
  demo.kits.forEach((k, i) => {
    const idKit = randomUUID();
    rows.kits.push({ idKit, idClientAccount, kitName: k.name, sku: k.sku, description: k.description, displayPosition: (i + 1) * 10 });
    k.components.forEach(([sku, quantity], j) =>
      rows.kitComponents.push({ idKit, idProduct: productIds.get(sku)!, idClientAccount, quantity, displayPosition: (j + 1) * 10 }),
    );
  });
}

export async function seedCatalogDemo(tx: Tx) {
  const accounts = await demoAccounts(tx, Object.keys(DEMO_CATALOG));
  if (!accounts.length) return;
  const ids = accounts.map((a) => a.idClientAccount);
  const [groups, warehouses] = await Promise.all([
    tx.select().from(t.clientAccountGroups).where(inArray(t.clientAccountGroups.idClientAccount, ids)).orderBy(t.clientAccountGroups.createdAt),
    tx.select().from(t.clientAccountWarehouses).where(inArray(t.clientAccountWarehouses.idClientAccount, ids)),
  ]);
  const rows = emptyRows();
  accounts
    .sort((a, b) => a.accountCode.localeCompare(b.accountCode))
    .forEach((account, index) =>
      addAccount(
        rows,
        {
          idClientAccount: account.idClientAccount,
          code: account.accountCode,
          index,
          idGroup: groups.find((g) => g.idClientAccount === account.idClientAccount)?.idClientAccountGroup,
          idWarehouses: warehouses.filter((w) => w.idClientAccount === account.idClientAccount).map((w) => w.idWarehouse),
          french: account.cultureLanguageCode === 'fr',
        },
        DEMO_CATALOG[account.accountCode],
      ),
    );
  const put = async <T extends PgTable>(table: T, values: T['$inferInsert'][]) => {
    if (values.length) await tx.insert(table).values(values);
  };
  // Parents before children: the order of the foreign keys.
  await put(t.shippingMethods, rows.shippingMethods);
  await put(t.shippingMethodGroups, rows.shippingMethodGroups);
  await put(t.catalogs, rows.catalogs);
  await put(t.catalogGroups, rows.catalogGroups);
  await put(t.catalogCategories, rows.catalogCategories);
  await put(t.attributes, rows.attributes);
  await put(t.attributeOptions, rows.attributeOptions);
  await put(t.labels, rows.labels);
  await put(t.tags, rows.tags);
  await put(t.images, rows.images);
  await put(t.documents, rows.documents);
  await put(t.products, rows.products);
  await put(t.productImages, rows.productImages);
  await put(t.productDocuments, rows.productDocuments);
  await put(t.productCategories, rows.productCategories);
  await put(t.productLabels, rows.productLabels);
  await put(t.productTags, rows.productTags);
  await put(t.productAttributes, rows.productAttributes);
  await put(t.productChildren, rows.productChildren);
  await put(t.productChildAttributeOptions, rows.productChildAttributeOptions);
  await put(t.productPackagingUnits, rows.productPackagingUnits);
  await put(t.kits, rows.kits);
  await put(t.kitComponents, rows.kitComponents);
  // The opening stock: each line with its 'opening' move, so the ledger adds up from the start.
  await openStock(tx, rows.productStocks);
}
