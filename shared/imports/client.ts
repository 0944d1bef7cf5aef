/**
 * The calls of an import, the same for the CLI and the browser: what the caller may import into,
 * and one chunk sent to the kind's batch endpoint through the adaptive throttle.
 */
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { callAction, sendAction, type ActionKind } from '../registry/route-kinds';
import {
  importAddressesCall,
  importOrdersCall,
  importProductsCall,
  importStockCall,
  importSupplierOrdersCall,
  importTargetsCall,
  importUsersCall,
  importWorkOrdersCall,
  validateAddressesCall,
} from './calls';
import type { ChunkSender } from './engine';
import type { ImportKind } from './kinds';
import type { batchAnswer } from './protocol';
import type { ResolvedTargets } from './targets';
import { createThrottle, type Throttle } from './throttle';

export const fetchImportTargets = (api: ApiClient) => callAction(api, importTargetsCall);

/** A run's choices beyond where its rows go (the orders import's backorder flag). */
export interface RunChoices {
  isSaveBackorderOnInsufficientQuantity?: boolean;
}

/** The body fields that say where a kind's rows go. */
export function targetBody(kind: ImportKind, targets: ResolvedTargets & RunChoices): Record<string, string | boolean | undefined> {
  switch (kind) {
    case 'users':
      return { idClientAccount: targets.idClientAccount, idRole: targets.idRole, cultureLanguageCode: targets.cultureLanguageCode };
    case 'addresses':
      return { idClientAccount: targets.idClientAccount, idAddressBook: targets.idAddressBook };
    case 'products':
      return { idClientAccount: targets.idClientAccount };
    case 'orders':
      return {
        idClientAccount: targets.idClientAccount,
        idWarehouse: targets.idWarehouse,
        idShippingMethod: targets.idShippingMethod,
        idAddressBook: targets.idAddressBook,
        isSaveBackorderOnInsufficientQuantity: Boolean(targets.isSaveBackorderOnInsufficientQuantity),
      };
    case 'stock':
    case 'supplier-orders':
    case 'work-orders':
      return { idClientAccount: targets.idClientAccount, idWarehouse: targets.idWarehouse };
  }
}

/** A kind's batch call: whatever its body, it answers one result per row. */
type BatchCall = ActionKind<z.ZodObject, typeof batchAnswer>;

/** The batch call of each kind but addresses, which follow the spec's two calls (validate, then import). */
const BATCH_CALLS = {
  users: importUsersCall,
  products: importProductsCall,
  orders: importOrdersCall,
  stock: importStockCall,
  'supplier-orders': importSupplierOrdersCall,
  'work-orders': importWorkOrdersCall,
} as const satisfies Record<Exclude<ImportKind, 'addresses'>, BatchCall>;

/** Where a chunk goes: the kind's declared batch call (for addresses, the dry run has its own). */
export const chunkCall = (kind: ImportKind, dryRun: boolean): BatchCall =>
  kind === 'addresses' ? (dryRun ? validateAddressesCall : importAddressesCall) : BATCH_CALLS[kind];

/** One chunk, one call: the kind's batch call answers one result per row. */
export async function sendChunk(api: ApiClient, kind: ImportKind, targets: ResolvedTargets & RunChoices, ...[rows, flags]: Parameters<ChunkSender>) {
  const answer = await sendAction(api, chunkCall(kind, flags.dryRun), { ...targetBody(kind, targets), ...flags, rows });
  return answer.results;
}

/** Sends a run's chunks one after the other, slowing down only when the server asks (429/503). */
export const throttledSender =
  (send: ChunkSender, throttle: Throttle = createThrottle()): ChunkSender =>
  (rows, flags) =>
    throttle.run(() => send(rows, flags));

export const createChunkSender = (api: ApiClient, kind: ImportKind, targets: ResolvedTargets & RunChoices): ChunkSender =>
  throttledSender((rows, flags) => sendChunk(api, kind, targets, rows, flags));
