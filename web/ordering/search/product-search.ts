/** A search result: a product, or a variant with the configurable product it is ordered through. */
type Found = { idProduct: string; parentProduct?: { idProduct: string } | null };

/** Where a result opens: its product's page; a variant, its parent's page with that variant chosen. */
export const searchResultPath = (product: Found) =>
  product.parentProduct ? `/product/${product.parentProduct.idProduct}?variant=${product.idProduct}` : `/product/${product.idProduct}`;

/** The result an arrow key points at next (-1: none yet), kept within the `count` results shown. */
export const nextActiveResult = (key: 'ArrowDown' | 'ArrowUp', current: number, count: number) =>
  key === 'ArrowDown' ? Math.min(count - 1, current + 1) : Math.max(0, current - 1);
