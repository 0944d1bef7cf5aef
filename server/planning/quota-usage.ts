/**
 * Quotas where orders are made: every way an order is placed or changed (checkout, multi-address
 * checkout, orders import, quantity edit, cancel) calls these in the order's own transaction, so a
 * quota moves with the order or not at all.
 *
 * - consumeQuotas(tx, owner, orderIds)  the orders' lines take their units from the quota that
 *                                        governs each product for the orderer; all or nothing:
 *                                        409 QUOTA_EXCEEDED naming the product and what remains
 * - changeQuotaUse(tx, owner, edits)    an edited line takes the difference, or gives back
 * - giveBackQuotas(tx, idCustomerOrder) a cancelled order gives back exactly what its lines hold
 * - lockQuotas(tx, owner, idProducts)   the governing quotas, locked, for a caller that checks
 *                                        several orders before writing them (orders import)
 *
 * Like reserved stock, each line records what it holds (quota_consumptions), so what is given back
 * is exactly what was taken, and a line placed before a quota existed gives nothing back to it.
 * Quota rows are locked in id order, after the stock lines and before the order number counter,
 * as every order writer takes them, so concurrent orders never overrun a quota and never deadlock:
 * the guarded update (used + n <= quota) waits for a concurrent order's commit and sees its use.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { consumedAfterEdit, governingQuota, QUOTA_MESSAGES } from '../../shared/rules/quotas';
import type { Tx } from '../db';
import { customerOrderDeliveries, customerOrderDeliveryProducts, quotaConsumptions, quotas } from '../db/schema';
import { HttpError } from '../lib/errors';
import { english } from '../lib/translate';
import { pickColumns } from '../db/columns';

/** Whose quotas an order counts against: its account and its orderer. */
export interface QuotaOwner {
  idClientAccount: string;
  idUser: string;
}

export interface GoverningQuota {
  idQuota: string;
  idProduct: string;
  quota: number;
  quotaUsed: number;
}

/** The quota's refusal: the product by name and how many units remain, in a field keyed as the caller asks. */
export function quotaExceeded(field: string, productName: string, remaining: number) {
  const params = { product: productName, remaining };
  return new HttpError(409, english({ key: QUOTA_MESSAGES.exceeded, params }), 'QUOTA_EXCEEDED', { [field]: QUOTA_MESSAGES.exceeded }, { [field]: params });
}

/** Quotas covering the user: personal ones naming them, group ones of their groups, hierarchy ones whose enabled model places them. */
export const coversUser = (idUser: string) => sql`(
  (${quotas.quotaType} = 3 and exists (select 1 from quota_personals p where p.id_quota = ${quotas.idQuota} and p.id_user = ${idUser}))
  or (${quotas.quotaType} = 2 and exists (select 1 from client_account_group_users g where g.id_client_account_group = ${quotas.idUserGroup} and g.id_user = ${idUser}))
  or (${quotas.quotaType} = 1 and exists (
    select 1 from hierarchy_node_users hu
    inner join hierarchy_nodes n on n.id_hierarchy_node = hu.id_hierarchy_node
    inner join hierarchy_models m on m.id_hierarchy_model = n.id_hierarchy_model
    where n.id_hierarchy_model = ${quotas.idHierarchyModel} and m.enabled and hu.id_user = ${idUser})))`;

/**
 * The quota governing each product for the owner now (enabled, in its period, covering them),
 * locked in id order when `lock`. Answers one per product that has one.
 */
export async function governingQuotas(tx: Tx, owner: QuotaOwner, idProducts: readonly string[], lock = false): Promise<Map<string, GoverningQuota>> {
  const products = [...new Set(idProducts)];
  if (!products.length) return new Map();
  const query = tx
    .select(pickColumns(quotas, 'idQuota', 'idProduct', 'quotaType', 'priority', 'createdAt', 'quota', 'quotaUsed'))
    .from(quotas)
    .where(
      and(
        eq(quotas.idClientAccount, owner.idClientAccount),
        inArray(quotas.idProduct, products),
        eq(quotas.enabled, true),
        sql`${quotas.validFrom} <= now() and ${quotas.validTo} >= now()`,
        coversUser(owner.idUser),
      ),
    )
    .orderBy(quotas.idQuota);
  const rows = lock ? await query.for('update') : await query;
  const governing = new Map<string, GoverningQuota>();
  for (const idProduct of products) {
    const chosen = governingQuota(rows.filter((r) => r.idProduct === idProduct));
    if (chosen) governing.set(idProduct, { idQuota: chosen.idQuota, idProduct, quota: chosen.quota, quotaUsed: chosen.quotaUsed });
  }
  return governing;
}

/** Adds `n` units to a quota's use unless that would pass the quota; answers whether it did. */
async function take(tx: Tx, idQuota: string, n: number): Promise<boolean> {
  const rows = await tx
    .update(quotas)
    .set({ quotaUsed: sql`${quotas.quotaUsed} + ${n}` })
    .where(and(eq(quotas.idQuota, idQuota), sql`${quotas.quotaUsed} + ${n} <= ${quotas.quota}`))
    .returning({ idQuota: quotas.idQuota });
  return rows.length > 0;
}

async function remainingOf(tx: Tx, idQuota: string) {
  const [row] = await tx.select({ quota: quotas.quota, used: quotas.quotaUsed }).from(quotas).where(eq(quotas.idQuota, idQuota));
  return row ? Math.max(0, row.quota - row.used) : 0;
}

async function giveBack(tx: Tx, byQuota: Map<string, number>) {
  for (const [idQuota, n] of [...byQuota].sort(([a], [b]) => a.localeCompare(b)))
    if (n > 0)
      await tx
        .update(quotas)
        .set({ quotaUsed: sql`greatest(${quotas.quotaUsed} - ${n}, 0)` })
        .where(eq(quotas.idQuota, idQuota));
}

/**
 * The lines of these orders (just written) take their units from the quotas governing their
 * products for the owner. Throws QUOTA_EXCEEDED (keyed by product) when one quota is short: the
 * caller's transaction then rolls back with it.
 */
export async function consumeQuotas(tx: Tx, owner: QuotaOwner, idCustomerOrders: readonly string[]): Promise<void> {
  if (!idCustomerOrders.length) return;
  const lines = await tx
    .select({
      id: customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct,
      ...pickColumns(customerOrderDeliveryProducts, 'idProduct', 'productName'),
      quantity: customerOrderDeliveryProducts.orderedQuantity,
    })
    .from(customerOrderDeliveryProducts)
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
    .where(inArray(customerOrderDeliveries.idCustomerOrder, [...idCustomerOrders]));
  const governing = await governingQuotas(
    tx,
    owner,
    lines.flatMap((l) => (l.idProduct ? [l.idProduct] : [])),
    true,
  );
  if (!governing.size) return;
  const taking = lines.flatMap((l) => {
    const q = l.idProduct ? governing.get(l.idProduct) : undefined;
    return q ? [{ ...l, idProduct: l.idProduct!, idQuota: q.idQuota }] : [];
  });
  const need = new Map<string, number>();
  for (const l of taking) need.set(l.idQuota, (need.get(l.idQuota) ?? 0) + l.quantity);
  for (const [idQuota, n] of [...need].sort(([a], [b]) => a.localeCompare(b))) {
    if (await take(tx, idQuota, n)) continue;
    const line = taking.find((l) => l.idQuota === idQuota)!;
    throw quotaExceeded(line.idProduct, line.productName, await remainingOf(tx, idQuota));
  }
  await tx
    .insert(quotaConsumptions)
    .values(taking.map((l) => ({ idCustomerOrderDeliveryProduct: l.id, idQuota: l.idQuota, idUser: owner.idUser, quantity: l.quantity })));
}

/** An order line's quantity change, as an edit makes it. */
export interface LineEdit {
  idCustomerOrderDeliveryProduct: string;
  idProduct: string | null;
  productName: string;
  orderedQuantity: number;
  newQuantity: number;
}

/**
 * Edited lines follow their quotas: a raise takes the difference from the quota the line holds
 * (or, for a line that holds none, the one governing its product now), refused with
 * QUOTA_EXCEEDED keyed by the line; a cut gives back what the line held beyond its new quantity.
 */
export async function changeQuotaUse(tx: Tx, owner: QuotaOwner, edits: readonly LineEdit[]): Promise<void> {
  const changed = edits.filter((e) => e.newQuantity !== e.orderedQuantity);
  if (!changed.length) return;
  const held = await tx
    .select()
    .from(quotaConsumptions)
    .where(
      inArray(
        quotaConsumptions.idCustomerOrderDeliveryProduct,
        changed.map((e) => e.idCustomerOrderDeliveryProduct),
      ),
    );
  const raisedWithout = changed.filter(
    (e) => e.newQuantity > e.orderedQuantity && e.idProduct && !held.some((h) => h.idCustomerOrderDeliveryProduct === e.idCustomerOrderDeliveryProduct),
  );
  const governing = await governingQuotas(
    tx,
    owner,
    raisedWithout.map((e) => e.idProduct!),
  );
  const plans = changed.flatMap((e) => {
    const stored = held.find((h) => h.idCustomerOrderDeliveryProduct === e.idCustomerOrderDeliveryProduct);
    const idQuota = stored?.idQuota ?? (e.idProduct ? governing.get(e.idProduct)?.idQuota : undefined);
    if (!idQuota) return [];
    const consumed = stored?.quantity ?? 0;
    const after = consumedAfterEdit(consumed, e.orderedQuantity, e.newQuantity);
    return after === consumed ? [] : [{ edit: e, idQuota, consumed, after, stored: Boolean(stored) }];
  });
  if (!plans.length) return;
  // Locked in id order, as order creation takes them.
  await tx
    .select({ idQuota: quotas.idQuota })
    .from(quotas)
    .where(inArray(quotas.idQuota, [...new Set(plans.map((p) => p.idQuota))]))
    .orderBy(quotas.idQuota)
    .for('update');
  const back = new Map<string, number>();
  for (const p of [...plans].sort((a, b) => a.idQuota.localeCompare(b.idQuota))) {
    if (p.after > p.consumed && !(await take(tx, p.idQuota, p.after - p.consumed)))
      throw quotaExceeded(p.edit.idCustomerOrderDeliveryProduct, p.edit.productName, await remainingOf(tx, p.idQuota));
    if (p.after < p.consumed) back.set(p.idQuota, (back.get(p.idQuota) ?? 0) + p.consumed - p.after);
  }
  await giveBack(tx, back);
  for (const p of plans) {
    const where = and(eq(quotaConsumptions.idCustomerOrderDeliveryProduct, p.edit.idCustomerOrderDeliveryProduct), eq(quotaConsumptions.idQuota, p.idQuota));
    if (p.after === 0) await tx.delete(quotaConsumptions).where(where);
    else if (p.stored) await tx.update(quotaConsumptions).set({ quantity: p.after }).where(where);
    else
      await tx
        .insert(quotaConsumptions)
        .values({ idCustomerOrderDeliveryProduct: p.edit.idCustomerOrderDeliveryProduct, idQuota: p.idQuota, idUser: owner.idUser, quantity: p.after });
  }
}

/** A cancelled order gives back what its lines hold of quotas, exactly. */
export async function giveBackQuotas(tx: Tx, idCustomerOrder: string): Promise<void> {
  const held = await tx
    .select({ id: quotaConsumptions.idCustomerOrderDeliveryProduct, idQuota: quotaConsumptions.idQuota, quantity: quotaConsumptions.quantity })
    .from(quotaConsumptions)
    .innerJoin(
      customerOrderDeliveryProducts,
      eq(customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, quotaConsumptions.idCustomerOrderDeliveryProduct),
    )
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
    .where(eq(customerOrderDeliveries.idCustomerOrder, idCustomerOrder));
  if (!held.length) return;
  const back = new Map<string, number>();
  for (const h of held) back.set(h.idQuota, (back.get(h.idQuota) ?? 0) + h.quantity);
  await giveBack(tx, back);
  await tx.delete(quotaConsumptions).where(
    inArray(
      quotaConsumptions.idCustomerOrderDeliveryProduct,
      held.map((h) => h.id),
    ),
  );
}

/**
 * For a caller that checks several orders before writing them (the orders import): the governing
 * quotas, locked; `check(lines)` answers the first product an order would take past its quota
 * (with what remains), else null, and `take(lines)` counts an order's units once it is placed.
 */
export async function lockQuotas(tx: Tx, owner: QuotaOwner, idProducts: readonly string[]) {
  const governing = await governingQuotas(tx, owner, idProducts, true);
  const left = new Map([...governing.values()].map((q) => [q.idQuota, Math.max(0, q.quota - q.quotaUsed)]));
  const needs = (lines: readonly { idProduct: string; quantity: number }[]) => {
    const need = new Map<string, { n: number; idProduct: string }>();
    for (const l of lines) {
      const q = governing.get(l.idProduct);
      if (q) need.set(q.idQuota, { n: (need.get(q.idQuota)?.n ?? 0) + l.quantity, idProduct: need.get(q.idQuota)?.idProduct ?? l.idProduct });
    }
    return need;
  };
  return {
    check(lines: readonly { idProduct: string; quantity: number }[]): { idProduct: string; remaining: number } | null {
      for (const [idQuota, { n, idProduct }] of needs(lines)) if (n > left.get(idQuota)!) return { idProduct, remaining: left.get(idQuota)! };
      return null;
    },
    take(lines: readonly { idProduct: string; quantity: number }[]) {
      for (const [idQuota, { n }] of needs(lines)) left.set(idQuota, left.get(idQuota)! - n);
    },
  };
}
