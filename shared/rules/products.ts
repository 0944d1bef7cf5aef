export const PRODUCT_TYPES = ['SIMPLE', 'BUNDLE', 'CONFIGURABLE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS = {
  SIMPLE: 'labels.productType.simple',
  BUNDLE: 'labels.productType.bundle',
  CONFIGURABLE: 'labels.productType.configurable',
} as const satisfies Record<ProductType, string>;

/**
 * Only simple products carry their own prices; a bundle or configurable product is priced by its
 * children, so it is saved with 0 whatever the form holds. Type compares case-insensitively.
 */
export function productPrices<P extends { priceSell?: number | null; pricePurshase?: number | null }>(type: string, prices: P): P {
  return type.toUpperCase() === 'SIMPLE' ? prices : { ...prices, priceSell: 0, pricePurshase: 0 };
}

/** The field a duplicate code is reported on, and the spec's message for it (section 8). */
export const PRODUCT_DUPLICATES = {
  sku: { message: 'Duplicated SKU!', key: 'messages.duplicatedSku' },
  barcode: { message: 'Duplicate Barcode detected.', key: 'messages.duplicateBarcode' },
  skuSupplier: { message: 'Duplicate SKU Supplier detected.', key: 'messages.duplicateSkuSupplier' },
} as const;

/** Only bundles and configurable products have children, and a child is a simple product. */
export const hasChildren = (type: string) => type.toUpperCase() !== 'SIMPLE';

/**
 * New pictures and documents travel inside the product's save (base64): one save takes up to this
 * many files of the spec's largest size (5,242,880 bytes each), or more smaller ones of the same
 * total; the server's body limit for a product save follows from it.
 */
export const PRODUCT_FILES_PER_SAVE = 4;

export const PRODUCT_MESSAGES = {
  childrenNotAllowed: 'validation.product.childrenNotAllowed',
  childNotSimple: 'validation.product.childNotSimple',
  optionsOnlyConfigurable: 'validation.product.optionsOnlyConfigurable',
  labelDates: 'validation.product.labelDates',
  unknownImage: 'validation.product.unknownImage',
  documentType: 'validation.file.unsupportedType',
} as const;
