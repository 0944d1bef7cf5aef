/**
 * Corrections of a warehouse's stock by its administrators (and the stock import): why physical
 * stock changed by hand. A correction is a move of the stock ledger (cause `correction`), like a
 * box's regulation.
 */
export const STOCK_CORRECTION_REASONS = ['inventory', 'damaged', 'lost', 'found', 'other'] as const;
export type StockCorrectionReason = (typeof STOCK_CORRECTION_REASONS)[number];

/** How a correction or an import line gives its quantity: the new physical stock, or units found (+) or missing (-). */
export const STOCK_CORRECTION_MODES = ['set', 'adjust'] as const;
export type StockCorrectionMode = (typeof STOCK_CORRECTION_MODES)[number];

/** The signed change a correction makes: a wanted physical quantity minus today's, or the adjustment itself. */
export const correctionDelta = (mode: StockCorrectionMode, quantity: number, physical: number) => (mode === 'set' ? quantity - physical : quantity);
