/** A client account works in warehouses of two kinds: stock warehouses and storage boxes (spec part 2). */
export const WAREHOUSE_TYPES = ['WAREHOUSE', 'BOX'] as const;

export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];
