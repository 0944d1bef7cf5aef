/**
 * A configurable product's variants as a grid to choose from: one attribute across (the one with
 * the most options, such as the size), the others down (the colour), each cell the variant that
 * stands for that combination, or nothing when no variant does. Attributes and options keep the
 * order the administration gave them (their display positions), then their names.
 */
export interface VariantOption {
  attributeName: string;
  optionName: string;
  attributePosition?: number;
  optionPosition?: number;
}

export interface GridVariant {
  idProduct: string;
  options: readonly VariantOption[];
}

export interface VariantGrid<V extends GridVariant> {
  /** The attribute across (null: the variants name no attribute, each one is its own column). */
  columnAttribute: string | null;
  /** The attributes down, joined in each row's label. */
  rowAttributes: string[];
  columns: string[];
  rows: string[];
  /** cells[row][column]: the variant, or null. */
  cells: (V | null)[][];
}

const byPosition = (a: { position: number; name: string }, b: { position: number; name: string }) => a.position - b.position || a.name.localeCompare(b.name);

/** The options of each attribute, in order, and the attributes, in order. */
function attributesOf(variants: readonly GridVariant[]) {
  const attributes = new Map<string, { name: string; position: number; options: Map<string, { name: string; position: number }> }>();
  for (const variant of variants)
    for (const option of variant.options) {
      const attribute = attributes.get(option.attributeName) ?? {
        name: option.attributeName,
        position: option.attributePosition ?? 0,
        options: new Map(),
      };
      attribute.options.set(option.optionName, { name: option.optionName, position: option.optionPosition ?? 0 });
      attributes.set(option.attributeName, attribute);
    }
  return [...attributes.values()].sort(byPosition).map((a) => ({ name: a.name, options: [...a.options.values()].sort(byPosition).map((o) => o.name) }));
}

const optionOf = (variant: GridVariant, attribute: string) => variant.options.find((o) => o.attributeName === attribute)?.optionName;

export function variantGrid<V extends GridVariant>(variants: readonly V[]): VariantGrid<V> {
  const attributes = attributesOf(variants);
  if (!attributes.length) {
    return { columnAttribute: null, rowAttributes: [], columns: variants.map((v) => v.idProduct), rows: [''], cells: [variants.map((v) => v)] };
  }
  // Across: the attribute with the most options (the later one on a tie: the size after the colour).
  const across = attributes.reduce((best, a) => (a.options.length >= best.options.length ? a : best));
  const down = attributes.filter((a) => a !== across);
  // Every combination of the other attributes' options, in their order.
  const combinations = down.reduce<string[][]>((rows, a) => rows.flatMap((row) => a.options.map((option) => [...row, option])), [[]]);
  const cells = combinations.map((combination) =>
    across.options.map(
      (column) => variants.find((v) => optionOf(v, across.name) === column && down.every((a, i) => optionOf(v, a.name) === combination[i])) ?? null,
    ),
  );
  // A row no variant stands for (a colour only some sizes come in is kept; a combination none does is not).
  const kept = combinations.map((_, i) => i).filter((i) => cells[i].some(Boolean));
  return {
    columnAttribute: across.name,
    rowAttributes: down.map((a) => a.name),
    columns: across.options,
    rows: kept.map((i) => combinations[i].join(' / ')),
    cells: kept.map((i) => cells[i]),
  };
}
