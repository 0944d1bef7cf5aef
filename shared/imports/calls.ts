/**
 * The import calls, declared once for the server, the browser and the CLI: what the caller may
 * import into, and each kind's batch call (a declared action: its body is a chunk of rows, its
 * answer one result per row). A batch call needs the BulkImport permission on its kind's subject
 * in some account; its binding checks the account the body names.
 */
import type { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { IMPORT_SUBJECTS, type ImportKind } from './kind-description';
import { addressBatchInput, batchAnswer, BULK_PATHS, importTargets, orderBatchInput, productBatchInput, userBatchInput, warehouseBatchInput } from './protocol';

const calls = actionsOf('imports', 'signedIn');

/** What the caller may import into: accounts (with the kinds each allows), roles, languages, address books, warehouses, shipping methods. */
export const importTargetsCall = calls.read({
  name: 'getImportsTargets',
  path: BULK_PATHS.targets,
  summary: 'Read what the caller may import into',
  answer: importTargets,
});

/** Each batch call's operation: its id (as the API has always named it), the tag of what it imports into, method, path and summary. */
const OPERATIONS = {
  users: { name: 'createApplicationUsersImport', alsoTags: ['users'], path: BULK_PATHS.users, summary: 'Import users into an account in bulk' },
  validateAddresses: {
    name: 'createAddressbooksAddressesImportValidate',
    alsoTags: ['address books'],
    path: BULK_PATHS.addressesValidate,
    summary: 'Check addresses for an address book in bulk (nothing kept)',
  },
  addresses: {
    name: 'updateAddressbooksAddressesImport',
    alsoTags: ['address books'],
    method: 'PUT',
    path: BULK_PATHS.addresses,
    summary: 'Import addresses into an address book in bulk',
  },
  products: { name: 'createProductsImport', alsoTags: ['products'], path: BULK_PATHS.products, summary: 'Import products into an account in bulk' },
  orders: { name: 'createCustomerordersImport', alsoTags: ['customer orders'], path: BULK_PATHS.orders, summary: 'Import customer orders in bulk' },
  stock: { name: 'createStockImport', alsoTags: ['warehouse stock'], path: BULK_PATHS.stock, summary: 'Set or adjust a warehouse’s stock by SKU in bulk' },
  supplierOrders: {
    name: 'createSupplierordersImport',
    alsoTags: ['supplierOrders'],
    path: BULK_PATHS.supplierOrders,
    summary: 'Import supplier orders in bulk (each order whole or not at all)',
  },
  workOrders: { name: 'createWorkordersImport', alsoTags: ['workOrders'], path: BULK_PATHS.workOrders, summary: 'Import work orders in bulk' },
} as const;

/** A kind's batch call: the chunk of rows in the body, one result per row in the answer. */
const batchCall = <TBody extends z.ZodObject>(
  kind: ImportKind,
  body: TBody,
  operation: { name: string; alsoTags: readonly string[]; method?: 'PUT'; path: string; summary: string },
) =>
  calls.action({
    method: 'POST',
    ...operation,
    access: { subject: IMPORT_SUBJECTS[kind], account: 'any' },
    action: 'BulkImport',
    body,
    answer: batchAnswer,
    status: 200,
  });

export const importUsersCall = batchCall('users', userBatchInput, OPERATIONS.users);
/** The spec's two address calls: validate (a dry run), then import. */
export const validateAddressesCall = batchCall('addresses', addressBatchInput, OPERATIONS.validateAddresses);
export const importAddressesCall = batchCall('addresses', addressBatchInput, OPERATIONS.addresses);
export const importProductsCall = batchCall('products', productBatchInput, OPERATIONS.products);
export const importOrdersCall = batchCall('orders', orderBatchInput, OPERATIONS.orders);
export const importStockCall = batchCall('stock', warehouseBatchInput, OPERATIONS.stock);
export const importSupplierOrdersCall = batchCall('supplier-orders', warehouseBatchInput, OPERATIONS.supplierOrders);
export const importWorkOrdersCall = batchCall('work-orders', warehouseBatchInput, OPERATIONS.workOrders);
