/**
 * The order of a product's pictures and documents (spec part 3, file upload): positions are
 * renumbered from 1 in the order given; the first picture is the default unless another is
 * marked, and removing the default promotes the first remaining one. The form and the server
 * apply the same rule, so what is saved is what the form showed.
 */
export interface Positioned {
  displayPosition?: number | null;
}

/** Renumbers 1..n, keeping the current order (by position, then as listed). */
export function renumber<T extends Positioned>(items: readonly T[]): (T & { displayPosition: number })[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.displayPosition ?? a.index + 1) - (b.item.displayPosition ?? b.index + 1) || a.index - b.index)
    .map(({ item }, index) => ({ ...item, displayPosition: index + 1 }));
}

/** Renumbered, with exactly one default picture when there is any: the first marked one, else the first. */
export function orderImages<T extends Positioned & { defaultImage?: boolean | null }>(
  images: readonly T[],
): (T & { displayPosition: number; defaultImage: boolean })[] {
  const ordered = renumber(images);
  const chosen = Math.max(
    0,
    ordered.findIndex((image) => image.defaultImage),
  );
  return ordered.map((image, index) => ({ ...image, defaultImage: index === chosen }));
}

/** The pictures without the one at `index`; when it was the default, the first remaining one takes over. */
export function removeImage<T extends Positioned & { defaultImage?: boolean | null }>(images: readonly T[], index: number) {
  return orderImages(orderImages(images).filter((_, i) => i !== index));
}

/** Makes the picture at `index` the default. */
export const makeDefaultImage = <T extends Positioned & { defaultImage?: boolean | null }>(images: readonly T[], index: number) =>
  orderImages(orderImages(images).map((image, i) => ({ ...image, defaultImage: i === index })));
