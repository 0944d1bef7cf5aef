/**
 * Stock regularization documents of a box (spec part 2: /box-management/stock-regulation/list,
 * /create, /{idStockRegularizationDocument}; GET /box/boxs/{idBox}/stockregularizationdocuments
 * -> items, GET .../{id} -> stockRegularizationDocument, POST with idBox, reasonCode and comment,
 * POST .../{id}/products per line -> stockRegularizationDocumentProduct, GET
 * /box/stockregularizationreasons). A document has a reason (an active one; the reason says
 * whether its units come in or go out) and a comment, and lines under the spec's rules (a serial
 * number needs quantity 1, a best-before date a lot number, whole positive quantities, a
 * best-before date kept only when it is a real date). The document and its lines are one
 * transaction that changes the box's stock ('regulation' moves; going out never below what is
 * reserved): a refused line leaves nothing behind. A line added later is its own transaction.
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';
import { actionsOf, searchQuery } from '../registry/route-kinds';
import { lotFields, lotLine } from './common/box-documents';
import { boxProductChoice } from './outbound-orders';

const id = z.uuid();

/** The reasons the reference server knows, in display order: 1 brings units into the box, -1 takes them out; a retired one is inactive. */
export const STOCK_REGULARIZATION_REASONS = [
  { reasonCode: 'FOUND', direction: 1, activ: true },
  { reasonCode: 'RETURNED', direction: 1, activ: true },
  { reasonCode: 'DAMAGED', direction: -1, activ: true },
  { reasonCode: 'LOST', direction: -1, activ: true },
  { reasonCode: 'EXPIRED', direction: -1, activ: true },
  { reasonCode: 'COUNT', direction: 1, activ: false },
] as const;

const access = { subject: 'BoxManagementStockRegulation', account: 'any' } as const;
const calls = actionsOf('stockRegularizations', access);

export const stockRegularizationLineRecord = z.object({
  idStockRegularizationDocumentProduct: id,
  idStockRegularizationDocument: id,
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  quantity: z.number(),
  ...lotFields,
});

export const stockRegularizationRecord = z.object({
  idStockRegularizationDocument: id,
  idBox: id,
  idClientAccount: id,
  reasonCode: z.string(),
  /** 1: the lines' units came into the box; -1: they left it. */
  direction: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  userName: z.string().nullable(),
  lineCount: z.number(),
  products: z.array(stockRegularizationLineRecord),
});

export const stockRegularizationInput = z.object({
  reasonCode: requiredText(20),
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

export const stockRegularizationLineInput = lotLine('quantity');
export const stockRegularizationSaveInput = stockRegularizationInput.extend({ products: z.array(stockRegularizationLineInput).optional() });
type StockRegularizationSave = z.infer<typeof stockRegularizationSaveInput>;
export type StockRegularizationLineItem = z.infer<typeof stockRegularizationLineInput> & { position: number };

const productsPart: SavePart<StockRegularizationSave, StockRegularizationLineItem> = {
  name: 'products',
  items: (body) => body.products?.map((line, position) => ({ ...line, position })),
  key: (line) => String(line.position),
};

export const stockRegularizationLineAnswer = z.object({ stockRegularizationDocumentProduct: stockRegularizationLineRecord });

/** The spec's one POST per line: adds a line to a document and moves the box's stock, in its own transaction. */
export const addStockRegularizationLine = calls.action({
  name: 'addStockRegularizationLine',
  method: 'POST',
  path: '/box/boxs/{idBox}/stockregularizationdocuments/{id}/products',
  action: 'Create',
  // The spec's body also names the document, which the path gives.
  body: stockRegularizationLineInput,
  answer: stockRegularizationLineAnswer,
  status: 201,
  summary: "Add a line to a stock regularization document (the box's stock moves with it)",
});

export const stockRegularizationReason = z.object({ reasonCode: z.string(), direction: z.number(), activ: z.boolean(), displayOrder: z.number() });

export const stockRegularizationReasons = calls.list('stockRegularizationReasons', stockRegularizationReason, {
  name: 'readStockRegularizationReasons',
  path: '/box/stockregularizationreasons',
  summary: 'List the active reasons of stock regularization, by display order',
});

/** The products a regulation line may name: the same search as an outbound order's, for holders of stock regulation. */
export const stockRegularizationProducts = calls.list('products', boxProductChoice, {
  name: 'searchStockRegularizationProducts',
  path: '/box/boxs/{idBox}/regularizationproducts',
  query: searchQuery,
  summary: "Search the products of the box's account a regulation line may name",
});

export const stockRegularizations = defineResource({
  name: 'stockRegularizations',
  route: 'box-management/stock-regulation',
  subject: 'BoxManagementStockRegulation',
  ownership: 'account',
  idField: 'idStockRegularizationDocument',
  paths: { list: '/box/boxs/{idBox}/stockregularizationdocuments', item: '/box/boxs/{idBox}/stockregularizationdocuments/{id}' },
  envelope: 'stockRegularizationDocument',
  record: stockRegularizationRecord,
  input: stockRegularizationInput,
  savePlan: { input: stockRegularizationSaveInput, parts: [productsPart] },
  writes: ['create'],
  kinds: [addStockRegularizationLine, stockRegularizationReasons, stockRegularizationProducts],
  list: {
    searchFields: ['comment'],
    sortFields: ['createdAt', 'reasonCode'],
    filterFields: ['reasonCode'],
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  },
  example: ({ idProduct }) => ({ reasonCode: 'FOUND', comment: 'Counted', products: [{ idProduct, quantity: 2, lotNumber: 'L1' }] }),
  columns: ['idStockRegularizationDocument', 'idBox', 'reasonCode', 'direction', 'comment', 'lineCount', 'userName', 'createdAt'],
});
