/**
 * The quick order pad: lines of "SKU quantity" (pasted, typed, or the first two columns of a small
 * csv or xlsx file) go into the cart, each line taken or refused with its reason. The same rules
 * as the cart: the product must be one the buyer may put in the cart (a SKU the buyer does not
 * see is an 'Invalid SKU', as the spec names it; a configurable product is ordered through one
 * of its variants), the quantity a positive whole number (validateQuantity), and the stock must
 * hold what the cart would then hold (addToCartRefusal). The server decides with this function;
 * the pad shows the server's answer.
 */
import { addToCartRefusal } from './cart';
import { message, type Message } from './message';
import { validateQuantity } from './quantities';

/** At most this many lines at once (a pad, not an import: the orders import takes files of thousands). */
export const QUICK_ORDER_MAX_LINES = 200;

export const QUICK_ORDER_MESSAGES = {
  invalidSku: 'messages.invalidSku',
  configurable: 'pages.quickOrder.reasons.configurable',
  noQuantity: 'pages.quickOrder.reasons.noQuantity',
  tooManyLines: 'pages.quickOrder.tooManyLines',
} as const;

/** One line as read: its number (from 1), its SKU and its quantity as written. */
export interface QuickOrderLine {
  line: number;
  sku: string;
  quantity: string;
}

/** A cell that is a header's, not a quantity: "Quantity", "Qté"... (any text that is not a number). */
const isNumberText = (text: string) => /^[+-]?\d+([.,]\d+)?$/.test(text.trim());

/**
 * The lines of pasted text: one per line, the SKU then the quantity, separated by spaces, tabs
 * (cells pasted from a spreadsheet), commas or semicolons. Empty lines are skipped; numbering
 * follows the text, so a refusal names the line the buyer sees.
 */
export function quickOrderLinesFromText(text: string): QuickOrderLine[] {
  // A comma separates only on a line without spaces, tabs or semicolons ("SKU,2"): elsewhere it may be a decimal comma ("SKU 2,5").
  return quickOrderLinesFromRows(
    text.split(/\r\n|\r|\n/).map((row) => {
      const trimmed = row.trim();
      return trimmed.split(/[\s;]/.test(trimmed) ? /[\s;]+/ : /,+/);
    }),
  );
}

/**
 * The lines of a sheet's rows: the first two cells of each, numbered as the sheet's rows. A first
 * row whose second cell is text and not a number is a header and skipped.
 */
export function quickOrderLinesFromRows(rows: readonly (readonly (string | number | null | undefined)[])[]): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  rows.forEach((row, index) => {
    const [sku = '', quantity = ''] = row.map((cell) => (cell == null ? '' : String(cell).trim()));
    if (!sku && !quantity) return;
    const header = lines.length === 0 && index === rows.findIndex((r) => r.some((c) => c != null && String(c).trim() !== ''));
    if (header && quantity && !isNumberText(quantity)) return;
    lines.push({ line: index + 1, sku, quantity });
  });
  return lines;
}

/** What the cart knows of a SKU the buyer may see: an orderable product, or a configurable one (ordered through a variant). */
export interface QuickOrderProduct {
  idProduct: string;
  sku: string;
  productName: string;
  type: string;
  /** Available in the cart's warehouse (null: not known, the cart decides). */
  availableQuantity: number | null;
  /** What the cart already holds of it. */
  inCart: number;
}

export interface QuickOrderTaken {
  line: number;
  sku: string;
  idProduct: string;
  productName: string;
  quantity: number;
}

export interface QuickOrderRefused {
  line: number;
  sku: string;
  quantity: string;
  reason: Message;
}

export interface QuickOrderDecision {
  taken: QuickOrderTaken[];
  refused: QuickOrderRefused[];
}

/**
 * Which lines go into the cart. `products` holds the SKUs found (matched in any case). A SKU on
 * several lines counts them together against the stock, each line taken or refused on its own.
 */
export function decideQuickOrder(lines: readonly QuickOrderLine[], products: readonly QuickOrderProduct[]): QuickOrderDecision {
  const bySku = new Map(products.map((p) => [p.sku.toLowerCase(), p]));
  // What the cart would hold of each product after the lines taken so far.
  const holding = new Map(products.map((p) => [p.idProduct, p.inCart]));
  const taken: QuickOrderTaken[] = [];
  const refused: QuickOrderRefused[] = [];
  const refuse = (line: QuickOrderLine, reason: Message) => refused.push({ line: line.line, sku: line.sku, quantity: line.quantity, reason });
  for (const line of lines) {
    const product = bySku.get(line.sku.toLowerCase());
    if (!line.sku || !product) {
      refuse(line, message(QUICK_ORDER_MESSAGES.invalidSku));
      continue;
    }
    if (product.type === 'CONFIGURABLE') {
      refuse(line, message(QUICK_ORDER_MESSAGES.configurable, { name: product.productName }));
      continue;
    }
    if (line.quantity === '') {
      refuse(line, message(QUICK_ORDER_MESSAGES.noQuantity));
      continue;
    }
    const quantity = isNumberText(line.quantity) ? Number(line.quantity.replace(',', '.')) : Number.NaN;
    const quantityError = validateQuantity(quantity);
    if (quantityError) {
      refuse(line, quantityError);
      continue;
    }
    const inCart = holding.get(product.idProduct) ?? 0;
    const stockError = addToCartRefusal(product.availableQuantity, inCart, quantity);
    if (stockError) {
      refuse(line, stockError);
      continue;
    }
    holding.set(product.idProduct, inCart + quantity);
    taken.push({ line: line.line, sku: product.sku, idProduct: product.idProduct, productName: product.productName, quantity });
  }
  return { taken, refused };
}
