/**
 * What supplier orders and work orders share on the server: the record of the caller's reach
 * (locked for the change), the account's warehouses and suppliers checked by field, the product
 * that carries a kit's stock and the kit's components, and the answers of a refused change.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Subject } from '../../../shared/permissions';
import { GENERIC_MESSAGES } from '../../../shared/rules/message';
import { QUANTITY_MESSAGES } from '../../../shared/rules/quantities';
import { OPERATION_MESSAGES } from '../../../shared/operations/common/order-fields';
import { accountScope } from '../../auth/context';
import type { Tx } from '../../db';
import { kitComponents, kits, products, suppliers } from '../../db/schema';
import { VALIDATION_FAILED } from '../../lib/error-handler';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors';
import { english } from '../../lib/translate';
import { accountWarehouse } from '../../administration/warehouses';

/** 409: the record's status no longer allows the change. */
export const conflict = (key: string, params?: Record<string, string | number>) => new HttpError(409, english({ key, params }), 'ORDER_NOT_CHANGEABLE');

/** 409 Insufficient quantity, naming the product short of stock. */
export const insufficient = (idProduct: string) =>
  new HttpError(409, english({ key: QUANTITY_MESSAGES.insufficient }), 'INSUFFICIENT_QUANTITY', { [idProduct]: QUANTITY_MESSAGES.insufficient });

export const fieldError = (field: string, key: string, params?: Record<string, string | number>) =>
  badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION', params ? { [field]: params } : undefined);

/**
 * Checks that the caller may `action` on the record's account: a record of another account
 * answers like a missing one (403, or 404 for holders of every account).
 */
export function checkReach(request: FastifyRequest, subject: Subject, action: 'View' | 'Edit' | 'Create', idClientAccount: string | undefined) {
  const scope = accountScope(request, action, subject);
  if (!idClientAccount || (scope !== 'all' && !scope.includes(idClientAccount))) throw scope === 'all' ? notFound() : forbidden();
}

/** The warehouse and the supplier a record names must be the account's (refused by field otherwise). */
export async function checkAccountReferences(tx: Tx, idClientAccount: string, refs: { idWarehouse?: unknown; idClientAccountSupplier?: unknown }) {
  if (typeof refs.idWarehouse === 'string') {
    if (!(await accountWarehouse(tx, idClientAccount, refs.idWarehouse))) throw fieldError('idWarehouse', GENERIC_MESSAGES.unknownReference);
  }
  if (typeof refs.idClientAccountSupplier === 'string') {
    const [found] = await tx
      .select({ id: suppliers.idClientAccountSupplier })
      .from(suppliers)
      .where(and(eq(suppliers.idClientAccount, idClientAccount), eq(suppliers.idClientAccountSupplier, refs.idClientAccountSupplier)));
    if (!found) throw fieldError('idClientAccountSupplier', GENERIC_MESSAGES.unknownReference);
  }
}

export interface KitParts {
  idKit: string;
  /** The account's product of the kit's SKU: the kit's own stock line. */
  idProduct: string;
  components: { idProduct: string; quantity: number }[];
}

/** A kit's product and components; refused (409) when the kit has no product of its SKU or no component. */
export async function kitParts(tx: Tx, idClientAccount: string, where: { idKit: string } | { idProduct: string }): Promise<KitParts | null> {
  const [kit] = await tx
    .select({ idKit: kits.idKit, idProduct: products.idProduct })
    .from(kits)
    .leftJoin(products, and(eq(products.idClientAccount, kits.idClientAccount), sql`lower(${products.sku}) = lower(${kits.sku})`))
    .where(and(eq(kits.idClientAccount, idClientAccount), 'idKit' in where ? eq(kits.idKit, where.idKit) : eq(products.idProduct, where.idProduct)));
  if (!kit) return null;
  if (!kit.idProduct) throw conflict(OPERATION_MESSAGES.kitWithoutProduct);
  const components = await tx
    .select({ idProduct: kitComponents.idProduct, quantity: kitComponents.quantity })
    .from(kitComponents)
    .where(eq(kitComponents.idKit, kit.idKit));
  if (!components.length) throw conflict(OPERATION_MESSAGES.kitWithoutComponents);
  return { idKit: kit.idKit, idProduct: kit.idProduct, components };
}

/** Dates as the API writes them. */
export const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
