/**
 * The calls of an import, the same for the CLI and the browser: what the caller may import into,
 * and one chunk sent to the kind's batch endpoint through the adaptive throttle.
 */
import type { ApiClient } from '../api/api-client';
import { callAction } from '../registry/route-kinds';
import { importTargetsCall } from './calls';
import type { ChunkSender } from './engine';
import type { ImportKind } from './kinds';
import { BULK_PATHS, type BatchAnswer } from './protocol';
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

/** Where a chunk goes: addresses follow the spec's two calls (validate, then import). */
export function chunkCall(kind: ImportKind, dryRun: boolean): { method: 'POST' | 'PUT'; path: string } {
  switch (kind) {
    case 'users':
      return { method: 'POST', path: BULK_PATHS.users };
    case 'addresses':
      return dryRun ? { method: 'POST', path: BULK_PATHS.addressesValidate } : { method: 'PUT', path: BULK_PATHS.addresses };
    case 'products':
      return { method: 'POST', path: BULK_PATHS.products };
    case 'orders':
      return { method: 'POST', path: BULK_PATHS.orders };
    case 'stock':
      return { method: 'POST', path: BULK_PATHS.stock };
    case 'supplier-orders':
      return { method: 'POST', path: BULK_PATHS.supplierOrders };
    case 'work-orders':
      return { method: 'POST', path: BULK_PATHS.workOrders };
  }
}

/** One chunk, one call: the kind's batch endpoint answers one result per row. */
export async function sendChunk(api: ApiClient, kind: ImportKind, targets: ResolvedTargets & RunChoices, ...[rows, flags]: Parameters<ChunkSender>) {
  const { method, path } = chunkCall(kind, flags.dryRun);
  const answer = await api.request<BatchAnswer>({ method, path, body: { ...targetBody(kind, targets), ...flags, rows } });
  return answer.results;
}

/** Sends a run's chunks one after the other, slowing down only when the server asks (429/503). */
export const throttledSender =
  (send: ChunkSender, throttle: Throttle = createThrottle()): ChunkSender =>
  (rows, flags) =>
    throttle.run(() => send(rows, flags));

export const createChunkSender = (api: ApiClient, kind: ImportKind, targets: ResolvedTargets & RunChoices): ChunkSender =>
  throttledSender((rows, flags) => sendChunk(api, kind, targets, rows, flags));
