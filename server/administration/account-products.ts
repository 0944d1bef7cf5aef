/**
 * Is this product one of the account's? Every call that names a product of an account (a stock
 * correction, a box document's line, an event's reservation, a kit's component, a child) asks it
 * here; composite foreign keys hold the same rule in the database, this gives it its answer.
 */
import { and, eq } from 'drizzle-orm';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Tx } from '../db';
import { products } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';

/** The type of the account's product `idProduct` (SIMPLE, KIT…), or null when it is not one of the account's. */
export async function accountProductType(tx: Tx, idClientAccount: string, idProduct: string) {
  const [product] = await tx
    .select({ type: products.type })
    .from(products)
    .where(and(eq(products.idProduct, idProduct), eq(products.idClientAccount, idClientAccount)));
  return product?.type ?? null;
}

/**
 * What a product made of others may hold (a kit's components, a bundle's or configurable's
 * children): a simple product of the same account. Refused under `field`: an unknown product, or
 * `notSimple` for one of another type.
 */
export async function requireSimpleProduct(tx: Tx, idClientAccount: string, idProduct: string, field: string, notSimple: string) {
  const type = await accountProductType(tx, idClientAccount, idProduct);
  if (!type) throw badRequest(VALIDATION_FAILED, { [field]: GENERIC_MESSAGES.unknownReference }, 'VALIDATION');
  if (type !== 'SIMPLE') throw badRequest(VALIDATION_FAILED, { [field]: notSimple }, 'VALIDATION');
}
