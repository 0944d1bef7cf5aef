export const PRODUCT_TYPES = ['SIMPLE', 'BUNDLE', 'CONFIGURABLE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  SIMPLE: 'labels.productType.simple',
  BUNDLE: 'labels.productType.bundle',
  CONFIGURABLE: 'labels.productType.configurable',
};

/**
 * Only simple products carry their own prices; a bundle or configurable product is priced by its
 * children, so it is saved with 0 whatever the form holds. Type compares case-insensitively.
 */
export function productPrices<P extends { priceSell?: number | null; pricePurshase?: number | null }>(type: string, prices: P): P {
  return type.toUpperCase() === 'SIMPLE' ? prices : { ...prices, priceSell: 0, pricePurshase: 0 };
}
