/**
 * What is left to add of a product beside what the active cart holds of it, with its stock in the
 * warehouse (null: not known here, the cart decides): sold out when nothing is left, and the most
 * the quantity field offers (at least 1, so the field keeps a value to show).
 */
export const leftToAdd = (availableQuantity: number | null | undefined, inCart: number) =>
  availableQuantity == null ? { soldOut: false, max: undefined } : { soldOut: availableQuantity - inCart <= 0, max: Math.max(1, availableQuantity - inCart) };
