/**
 * Products of an account (spec part 3: every field of the Product entity) and the parts saved
 * with them in one transaction: images, documents, categories, labels, tags, attributes,
 * children with attribute options, packaging units. Stock and tag search are actions beside it.
 */
import { z } from 'zod';
import { GENERIC_MESSAGES as M } from '../rules/message';
import { FIELD_LIMITS, FIELD_LIMIT_MESSAGES, maxText, priceSchema, productLimits, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { MAX_FILE_NAME_LENGTH } from '../rules/file-upload';
import { DESCRIPTION_MAX_LENGTH } from '../rules/product-description';
import { orderImages, renumber } from '../rules/product-images';
import { PRODUCT_MESSAGES, PRODUCT_TYPES } from '../rules/products';
import { defineResource, type SavePart } from '../registry/define';
import { productStockAction, productTagSearch, productChoices, refreshStockAction } from './product-actions';

const id = z.uuid();
const optionalText = (max: number) => maxText(max).nullish();
const flag = (fallback: boolean) => z.boolean('validation.invalid').default(fallback);
const day = z.iso.date('validation.invalid').nullish();

/** Pictures: an existing one by idImage, or a new one with its content (base64), checked by its bytes on the server. */
export const productImageInput = z.object({
  idImage: z.uuid('validation.invalid').nullish(),
  imageName: requiredText(MAX_FILE_NAME_LENGTH),
  imageFileName: maxText(MAX_FILE_NAME_LENGTH),
  fileType: z.string().max(100).nullish(),
  image: z.string().nullish(),
  displayPosition: wholeNumberSchema.nullish(),
  defaultImage: z.boolean().nullish(),
});
export const productDocumentInput = z.object({
  idDocument: z.uuid('validation.invalid').nullish(),
  documentName: requiredText(MAX_FILE_NAME_LENGTH),
  documentFileName: maxText(MAX_FILE_NAME_LENGTH),
  documentDescription: optionalText(FIELD_LIMITS.comment),
  fileType: z.string().max(100).nullish(),
  document: z.string().nullish(),
  displayPosition: wholeNumberSchema.nullish(),
});
export const productCategoryInput = z.object({
  idCatalogCategory: z.uuid('validation.required'),
  displayPosition: wholeNumberSchema.nullish(),
  enabled: z.boolean().nullish(),
});
export const productLabelInput = z
  .object({ idLabel: z.uuid('validation.required'), fromDate: day, toDate: day, enabled: z.boolean().nullish() })
  .refine((l) => !l.fromDate || !l.toDate || l.fromDate <= l.toDate, { error: PRODUCT_MESSAGES.labelDates, path: ['toDate'] });
export const productTagInput = z.object({ tagName: requiredText(FIELD_LIMITS.label) });
export const productAttributeInput = z.object({ idAttribute: z.uuid('validation.required') });
export const childOptionInput = z.object({ idAttribute: z.uuid('validation.required'), idAttributeOption: z.uuid('validation.required') });
export const productChildInput = z.object({
  idChild: z.uuid('validation.required'),
  quantity: z.number({ error: M.notANumber }).int({ error: M.notWhole }).positive({ error: M.notPositive }),
  attributeOptions: z.array(childOptionInput).default([]),
});
const size = z.number({ error: M.notANumber }).positive({ error: M.notPositive }).nullish();
export const packagingUnitInput = z.object({
  packagingUnitName: requiredText(FIELD_LIMITS.label),
  quantity: z.number({ error: M.notANumber }).int({ error: M.notWhole }).positive({ error: M.notPositive }),
  barcode: optionalText(50),
  weight: size,
  length: size,
  width: size,
  height: size,
  displayPosition: wholeNumberSchema.nullish(),
});

/** The product's own fields, as a create or update sends them (spec names and spellings). */
export const productShape = {
  type: z.enum(PRODUCT_TYPES, 'validation.required'),
  enabled: flag(true),
  expectingReturn: flag(false),
  productName: productLimits.shape.productName,
  productShortName: productLimits.shape.productShortName,
  sku: productLimits.shape.sku,
  skuSupplier: productLimits.shape.skuSupplier,
  skuClient: productLimits.shape.skuClient,
  supplier: optionalText(50),
  brand: optionalText(50),
  channel: optionalText(50),
  productGroup: optionalText(50),
  productFamily: optionalText(50),
  productSubFamily: optionalText(50),
  displayPosition: wholeNumberSchema.default(0),
  priceSell: priceSchema.default(0),
  pricePurshase: priceSchema.default(0),
  productDescription: z.string().max(DESCRIPTION_MAX_LENGTH, { error: M.tooLong }).nullish(),
  expirationDate: day,
  stockThresholdAlert: wholeNumberSchema.nullish(),
  stockBuffer: wholeNumberSchema.nullish(),
  prepareDays: wholeNumberSchema.nullish(),
  logisticProfile: optionalText(50),
  barcodeAvailable: flag(false),
  barcode: optionalText(50),
  hsCode: optionalText(20),
  countryOfOriginIso2: productLimits.shape.countryOfOriginIso2,
  handlingDescription: optionalText(FIELD_LIMITS.comment),
  pickingMessage: optionalText(FIELD_LIMITS.comment),
  minTemperature: productLimits.shape.minTemperature,
  maxTemperature: productLimits.shape.maxTemperature,
  isPacking: flag(false),
  allowCrossdocking: flag(false),
};

const temperaturesInOrder = (p: { minTemperature?: number | null; maxTemperature?: number | null }) =>
  p.minTemperature == null || p.maxTemperature == null || p.minTemperature < p.maxTemperature;
const temperatureRule = { error: FIELD_LIMIT_MESSAGES.temperatureRange, path: ['minTemperature'] };

export const productInput = z.object(productShape).refine(temperaturesInOrder, temperatureRule);

/** The save: the product and each part it carries (a part left out is left as it is). */
export const productSaveInput = z
  .object({
    ...productShape,
    images: z.array(productImageInput).optional(),
    documents: z.array(productDocumentInput).optional(),
    productCategories: z.array(productCategoryInput).optional(),
    productLabels: z.array(productLabelInput).optional(),
    productTags: z.array(productTagInput).optional(),
    productAttributes: z.array(productAttributeInput).optional(),
    children: z.array(productChildInput).optional(),
    packagingUnits: z.array(packagingUnitInput).optional(),
  })
  .refine(temperaturesInOrder, temperatureRule);
export type ProductSave = z.infer<typeof productSaveInput>;

const nullableText = z.string().nullable();
export const productImageRecord = z.object({
  idProductImage: id,
  idImage: id,
  imageName: z.string(),
  imageFileName: z.string(),
  width: z.number().nullable(),
  heigth: z.number().nullable(),
  displayPosition: z.number(),
  defaultImage: z.boolean(),
});
export const productDocumentRecord = z.object({
  idProductDocument: id,
  idDocument: id,
  documentName: z.string(),
  documentFileName: z.string(),
  documentDescription: nullableText,
  documentSize: z.number(),
  fileType: z.string(),
  displayPosition: z.number(),
});
const attributeRecord = z.object({
  idAttribute: id,
  attributeName: z.string(),
  options: z.array(z.object({ idAttributeOption: id, optionName: z.string() })),
});

export const productRecord = z.object({
  idProduct: id,
  idClientAccount: id,
  type: z.enum(PRODUCT_TYPES),
  enabled: z.boolean(),
  expectingReturn: z.boolean(),
  productName: z.string(),
  productShortName: nullableText,
  sku: z.string(),
  skuSupplier: nullableText,
  skuClient: nullableText,
  supplier: nullableText,
  brand: nullableText,
  channel: nullableText,
  productGroup: nullableText,
  productFamily: nullableText,
  productSubFamily: nullableText,
  displayPosition: z.number(),
  priceSell: z.number(),
  pricePurshase: z.number(),
  productDescription: nullableText,
  expirationDate: nullableText,
  stockThresholdAlert: z.number().nullable(),
  stockBuffer: z.number().nullable(),
  prepareDays: z.number().nullable(),
  logisticProfile: nullableText,
  barcodeAvailable: z.boolean(),
  barcode: nullableText,
  hsCode: nullableText,
  countryOfOriginIso2: nullableText,
  handlingDescription: nullableText,
  pickingMessage: nullableText,
  minTemperature: z.number().nullable(),
  maxTemperature: z.number().nullable(),
  isPacking: z.boolean(),
  allowCrossdocking: z.boolean(),
  /** The default picture (lists show it). */
  idImage: id.nullable().optional(),
  // Parts: a single product carries them all; list rows leave them out.
  images: z.array(productImageRecord).optional(),
  documents: z.array(productDocumentRecord).optional(),
  productCategories: z
    .array(z.object({ idProductCategory: id, idCatalogCategory: id, categoryName: z.string(), displayPosition: z.number(), enabled: z.boolean() }))
    .optional(),
  productLabels: z
    .array(z.object({ idProductLabel: id, idLabel: id, labelName: z.string(), fromDate: nullableText, toDate: nullableText, enabled: z.boolean() }))
    .optional(),
  productTags: z.array(z.object({ idProductTag: id, idTag: id, tagName: z.string(), idClientAccount: id })).optional(),
  productAttributes: z.array(z.object({ idProductAttribute: id, idAttribute: id, attributeName: z.string() })).optional(),
  children: z
    .array(
      z.object({
        idProductChild: id,
        idChild: id,
        productName: z.string(),
        sku: z.string(),
        quantity: z.number(),
        attributeOptions: z.array(
          z.object({ idProductChildAttributeOption: id, idAttribute: id, idAttributeOption: id, recordStatus: z.literal('unchanged') }),
        ),
      }),
    )
    .optional(),
  packagingUnits: z
    .array(
      z.object({
        idProductPackagingUnit: id,
        packagingUnitName: z.string(),
        quantity: z.number(),
        barcode: nullableText,
        weight: z.number().nullable(),
        length: z.number().nullable(),
        width: z.number().nullable(),
        height: z.number().nullable(),
        displayPosition: z.number(),
      }),
    )
    .optional(),
  /** The account's attributes with their options: what the product's attributes and children's options are chosen from. */
  availableAttributes: z.array(attributeRecord).optional(),
});

type ElementOf<T> = T extends readonly (infer U)[] ? U : never;
type Item<K extends keyof ProductSave> = ElementOf<NonNullable<ProductSave[K]>>;
const lower = (text: string) => text.trim().toLowerCase();
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** A new file has no id: it gets a key no stored one has. */
const newKey = (index: number) => `new:${index}`;

/** Pictures: ordered by the shared rule; a changed title, position or default flag is saved again. */
const imagesPart: SavePart<ProductSave, Item<'images'> & { key: string }> = {
  name: 'images',
  items: (body) =>
    body.images && orderImages(body.images).map((image, index) => ({ ...image, key: image.image ? newKey(index) : (image.idImage ?? newKey(index)) })),
  key: (image) => image.key,
  equal: (a, b) =>
    same(a.displayPosition, b.displayPosition) && same(a.defaultImage, b.defaultImage) && a.imageName === b.imageName && a.imageFileName === b.imageFileName,
};
const documentsPart: SavePart<ProductSave, Item<'documents'> & { key: string }> = {
  name: 'documents',
  items: (body) =>
    body.documents && renumber(body.documents).map((doc, index) => ({ ...doc, key: doc.document ? newKey(index) : (doc.idDocument ?? newKey(index)) })),
  key: (doc) => doc.key,
  equal: (a, b) =>
    same(a.displayPosition, b.displayPosition) &&
    a.documentName === b.documentName &&
    a.documentFileName === b.documentFileName &&
    same(a.documentDescription, b.documentDescription),
};
const categoriesPart: SavePart<ProductSave, Item<'productCategories'>> = {
  name: 'categories',
  items: (body) => body.productCategories?.map((c) => ({ ...c, displayPosition: c.displayPosition ?? 0, enabled: c.enabled ?? true })),
  key: (c) => c.idCatalogCategory,
  equal: (a, b) => same(a.displayPosition, b.displayPosition) && same(a.enabled, b.enabled),
};
const labelsPart: SavePart<ProductSave, Item<'productLabels'>> = {
  name: 'labels',
  items: (body) => body.productLabels?.map((l) => ({ ...l, fromDate: l.fromDate ?? null, toDate: l.toDate ?? null, enabled: l.enabled ?? true })),
  key: (l) => l.idLabel,
  equal: (a, b) => same(a.fromDate, b.fromDate) && same(a.toDate, b.toDate) && same(a.enabled, b.enabled),
};
/** Tags by name whatever the case: a new name creates the tag in the account. */
const tagsPart: SavePart<ProductSave, Item<'productTags'>> = {
  name: 'tags',
  // The first spelling of a name wins ("Glass" and "glass" are one tag).
  items: (body) =>
    body.productTags
      ?.map((t) => ({ tagName: t.tagName.trim() }))
      .filter((t, index, all) => all.findIndex((other) => lower(other.tagName) === lower(t.tagName)) === index),
  key: (t) => lower(t.tagName),
};
const attributesPart: SavePart<ProductSave, Item<'productAttributes'>> = {
  name: 'attributes',
  items: (body) => body.productAttributes,
  key: (a) => a.idAttribute,
};
const optionsKey = (options: readonly { idAttribute: string; idAttributeOption: string }[]) =>
  options
    .map((o) => `${o.idAttribute}=${o.idAttributeOption}`)
    .sort()
    .join(',');
const childrenPart: SavePart<ProductSave, Item<'children'>> = {
  name: 'children',
  items: (body) => body.children,
  key: (c) => c.idChild,
  equal: (a, b) => a.quantity === b.quantity && optionsKey(a.attributeOptions) === optionsKey(b.attributeOptions),
};
const packagingPart: SavePart<ProductSave, Item<'packagingUnits'>> = {
  name: 'packagingUnits',
  items: (body) => body.packagingUnits && renumber(body.packagingUnits),
  key: (u) => lower(u.packagingUnitName),
  equal: (a, b) =>
    (['packagingUnitName', 'quantity', 'barcode', 'weight', 'length', 'width', 'height', 'displayPosition'] as const).every((field) =>
      same(a[field], b[field]),
    ),
};

export const PRODUCT_LIST_FILTERS = ['type', 'enabled', 'productFamily', 'idTag', 'idCatalogCategory'] as const;

export const products = defineResource({
  name: 'products',
  route: 'admin/products',
  subject: 'AdminProducts',
  ownership: 'account',
  idField: 'idProduct',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/products',
    item: '/clients/{idClient}/accounts/{idClientAccount}/products/{id}',
  },
  envelope: 'product',
  record: productRecord,
  input: productInput,
  list: {
    searchFields: ['productName', 'productShortName', 'sku', 'skuClient'],
    sortFields: ['productName', 'sku', 'displayPosition', 'productFamily', 'type', 'priceSell', 'enabled'],
    filterFields: [...PRODUCT_LIST_FILTERS],
    defaultSort: { field: 'productName', direction: 'ASC' },
  },
  kinds: [productTagSearch, productStockAction, refreshStockAction, productChoices],
  savePlan: {
    input: productSaveInput,
    parts: [imagesPart, documentsPart, categoriesPart, labelsPart, tagsPart, attributesPart, childrenPart, packagingPart],
  },
  example: ({ unique }) => ({ type: 'SIMPLE' as const, productName: `Product ${unique}`, sku: unique.slice(-15), priceSell: 12.5, pricePurshase: 7 }),
  columns: [
    'idProduct',
    'type',
    'enabled',
    'sku',
    'productName',
    'productShortName',
    'skuClient',
    'skuSupplier',
    'productFamily',
    'productSubFamily',
    'brand',
    'priceSell',
    'pricePurshase',
    'displayPosition',
  ],
});
