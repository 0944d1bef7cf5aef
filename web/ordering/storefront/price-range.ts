/** The lowest and highest of some prices (a configurable product's variants'), or null without any. */
export function priceRange(prices: readonly number[]): { min: number; max: number } | null {
  if (!prices.length) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
