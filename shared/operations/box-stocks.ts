/**
 * A box's inventory (spec part 2: /box-management/box-inventory/list; GET
 * /box/boxs/{idBox}/stocks?{query} and /stocks/{idProduct} -> boxStock): the stock line of each
 * product of the box's account in the box, physical, reserved and available (physical minus
 * reserved), searched by name, SKU or client SKU, sorted, paged and exported. Read only: stock
 * changes through receipts, outbound orders and regulations.
 */
import { z } from 'zod';
import { defineResource } from '../registry/define';

const id = z.uuid();

export const boxStockRecord = z.object({
  idProduct: id,
  idBox: id,
  productName: z.string(),
  sku: z.string(),
  skuClient: z.string().nullable(),
  physicalQuantity: z.number(),
  reservedQuantity: z.number(),
  availableQuantity: z.number(),
});

export const boxStocks = defineResource({
  name: 'boxStocks',
  route: 'box-management/box-inventory',
  subject: 'BoxManagementBoxInventory',
  ownership: 'account',
  idField: 'idProduct',
  paths: { list: '/box/boxs/{idBox}/stocks', item: '/box/boxs/{idBox}/stocks/{id}' },
  envelope: 'boxStock',
  record: boxStockRecord,
  input: z.object({}),
  writes: [],
  list: {
    searchFields: ['productName', 'sku', 'skuClient'],
    sortFields: ['productName', 'sku', 'skuClient', 'physicalQuantity', 'reservedQuantity', 'availableQuantity'],
    filterFields: [],
    defaultSort: { field: 'productName', direction: 'ASC' },
  },
  example: {},
  columns: ['idProduct', 'sku', 'skuClient', 'productName', 'physicalQuantity', 'reservedQuantity', 'availableQuantity'],
});
