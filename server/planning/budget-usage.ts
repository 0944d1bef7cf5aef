/**
 * Budget quotas where orders are made: every way an order is placed or changed (checkout,
 * multi-address checkout, orders import, quantity edit, cancel) calls these in the order's own
 * transaction, so a budget moves with the order or not at all.
 *
 * - consumeBudgets(tx, owner, orderIds)  the orders' lines (price × quantity) are charged to every
 *                                         budget amount in force covering the orderer; all or
 *                                         nothing: 409 BUDGET_EXCEEDED naming what remains
 * - changeBudgetUse(tx, owner, edits)    an edited line takes the difference, or gives back
 * - giveBackBudgets(tx, idCustomerOrder) a cancelled order gives back exactly what its lines hold
 * - budgetBook(tx, owner)                what the covering amounts leave, for a caller that checks
 *                                         several orders before writing them (orders import)
 *
 * Each line records what it holds of each amount (budget_consumptions), so what is given back is
 * exactly what was taken. Amount rows are locked in id order after the stock, the order number
 * counter and the quotas, as every order writer takes them; the guarded update (used + n <=
 * amount) waits for a concurrent order's commit and sees what it spent. Money is counted in cents.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BUDGET_MESSAGES, budgetAfterEdit, budgetAmountText, fromCents, toCents } from '../../shared/rules/budget-quotas';
import type { Tx } from '../db';
import { budgetConsumptions, budgetQuotaAmounts, customerOrderDeliveries, customerOrderDeliveryProducts } from '../db/schema';
import { HttpError } from '../lib/errors';
import { english } from '../lib/translate';
import type { QuotaOwner } from './quota-usage';

interface CoveringAmount {
  id: string;
  amountCents: number;
  usedCents: number;
}

const cents = (value: unknown) => toCents(Number(value));
const money = (c: number) => sql`${fromCents(c).toFixed(2)}::numeric`;

/** The budget's refusal: what remains of the amount that is short, in a field keyed as the caller asks. */
export function budgetExceeded(field: string, remainingCents: number) {
  const params = { remaining: budgetAmountText(fromCents(Math.max(0, remainingCents))) };
  return new HttpError(409, english({ key: BUDGET_MESSAGES.exceeded, params }), 'BUDGET_EXCEEDED', { [field]: BUDGET_MESSAGES.exceeded }, { [field]: params });
}

/**
 * The user's hierarchy nodes with every node above them, per enabled model (a node's amount covers
 * the people on it and below it), as a CTE named `up`.
 */
export const userNodes = (owner: QuotaOwner) => sql`with recursive up(id, model) as (
    select n.id_hierarchy_node, n.id_hierarchy_model from hierarchy_node_users hu
      inner join hierarchy_nodes n on n.id_hierarchy_node = hu.id_hierarchy_node
      inner join hierarchy_models m on m.id_hierarchy_model = n.id_hierarchy_model
      where m.enabled and hu.id_user = ${owner.idUser} and hu.id_client_account = ${owner.idClientAccount}
    union
    select p.id_parent_node, up.model from hierarchy_nodes p inner join up on p.id_hierarchy_node = up.id where p.id_parent_node is not null
  )`;

/** The amounts covering the user: their own (type 3), their groups' (type 2), their nodes' and those above (type 1). */
export const amountCoversUser = (owner: QuotaOwner) => sql`(
  (b.quota_type = 3 and a.id_entity = ${owner.idUser})
  or (b.quota_type = 2 and exists (select 1 from client_account_group_users g where g.id_client_account_group = a.id_entity and g.id_user = ${owner.idUser}))
  or (b.quota_type = 1 and exists (select 1 from up where up.id = a.id_entity and up.model = b.id_hierarchy_model)))`;

/** Every budget amount in force (enabled, in its period) covering the owner, in id order, locked when `lock`. */
export async function coveringAmounts(tx: Tx, owner: QuotaOwner, lock = false): Promise<CoveringAmount[]> {
  const result = await tx.execute<{ id: string; amount: string; used: string }>(sql`${userNodes(owner)}
    select a.id_budget_quota_amount as id, a.amount, a.amount_used as used
    from budget_quota_amounts a inner join budget_quotas b on b.id_quota = a.id_quota
    where b.id_client_account = ${owner.idClientAccount} and b.enabled and b.valid_from <= now() and b.valid_to >= now()
      and ${amountCoversUser(owner)}
    order by a.id_budget_quota_amount${lock ? sql` for update of a` : sql``}`);
  return result.rows.map((r) => ({ id: r.id, amountCents: cents(r.amount), usedCents: cents(r.used) }));
}

/** Adds `n` cents to an amount's use unless that would pass the amount; answers whether it did. */
async function take(tx: Tx, id: string, n: number): Promise<boolean> {
  const rows = await tx
    .update(budgetQuotaAmounts)
    .set({ amountUsed: sql`${budgetQuotaAmounts.amountUsed} + ${money(n)}` })
    .where(and(eq(budgetQuotaAmounts.idBudgetQuotaAmount, id), sql`${budgetQuotaAmounts.amountUsed} + ${money(n)} <= ${budgetQuotaAmounts.amount}`))
    .returning({ id: budgetQuotaAmounts.idBudgetQuotaAmount });
  return rows.length > 0;
}

async function remainingOf(tx: Tx, id: string) {
  const [row] = await tx
    .select({ amount: budgetQuotaAmounts.amount, used: budgetQuotaAmounts.amountUsed })
    .from(budgetQuotaAmounts)
    .where(eq(budgetQuotaAmounts.idBudgetQuotaAmount, id));
  return row ? Math.max(0, cents(row.amount) - cents(row.used)) : 0;
}

async function giveBack(tx: Tx, byAmount: Map<string, number>) {
  for (const [id, n] of [...byAmount].sort(([a], [b]) => a.localeCompare(b)))
    if (n > 0)
      await tx
        .update(budgetQuotaAmounts)
        .set({ amountUsed: sql`greatest(${budgetQuotaAmounts.amountUsed} - ${money(n)}, 0)` })
        .where(eq(budgetQuotaAmounts.idBudgetQuotaAmount, id));
}

/**
 * The lines of these orders (just written) are charged, at their price, to every budget amount in
 * force covering the owner. Throws BUDGET_EXCEEDED (field `budget`) when one is short: the
 * caller's transaction then rolls back with it.
 */
export async function consumeBudgets(tx: Tx, owner: QuotaOwner, idCustomerOrders: readonly string[]): Promise<void> {
  if (!idCustomerOrders.length) return;
  const amounts = await coveringAmounts(tx, owner, true);
  if (!amounts.length) return;
  const lines = (
    await tx
      .select({
        id: customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct,
        price: customerOrderDeliveryProducts.priceSell,
        quantity: customerOrderDeliveryProducts.orderedQuantity,
      })
      .from(customerOrderDeliveryProducts)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
      .where(inArray(customerOrderDeliveries.idCustomerOrder, [...idCustomerOrders]))
  )
    .map((l) => ({ id: l.id, cost: cents(l.price) * l.quantity }))
    .filter((l) => l.cost > 0);
  const total = lines.reduce((sum, l) => sum + l.cost, 0);
  if (!total) return;
  for (const a of amounts) if (!(await take(tx, a.id, total))) throw budgetExceeded('budget', await remainingOf(tx, a.id));
  await tx
    .insert(budgetConsumptions)
    .values(
      amounts.flatMap((a) =>
        lines.map((l) => ({ idCustomerOrderDeliveryProduct: l.id, idBudgetQuotaAmount: a.id, idUser: owner.idUser, amount: fromCents(l.cost) })),
      ),
    );
}

/** An order line's quantity change, as an edit makes it. */
export interface BudgetLineEdit {
  idCustomerOrderDeliveryProduct: string;
  orderedQuantity: number;
  newQuantity: number;
}

/**
 * Edited lines follow their budgets: a raise takes the difference's price from the amounts the
 * line holds (or, for a line that holds none, the ones covering the orderer now), refused with
 * BUDGET_EXCEEDED keyed by the line; a cut gives back what the line held beyond its new price.
 */
export async function changeBudgetUse(tx: Tx, owner: QuotaOwner, edits: readonly BudgetLineEdit[]): Promise<void> {
  const changed = edits.filter((e) => e.newQuantity !== e.orderedQuantity);
  if (!changed.length) return;
  const ids = changed.map((e) => e.idCustomerOrderDeliveryProduct);
  const [held, prices] = await Promise.all([
    tx.select().from(budgetConsumptions).where(inArray(budgetConsumptions.idCustomerOrderDeliveryProduct, ids)),
    tx
      .select({ id: customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, price: customerOrderDeliveryProducts.priceSell })
      .from(customerOrderDeliveryProducts)
      .where(inArray(customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, ids)),
  ]);
  const unit = new Map(prices.map((p) => [p.id, cents(p.price)]));
  const needsCovering = changed.some(
    (e) =>
      e.newQuantity > e.orderedQuantity &&
      (unit.get(e.idCustomerOrderDeliveryProduct) ?? 0) > 0 &&
      !held.some((h) => h.idCustomerOrderDeliveryProduct === e.idCustomerOrderDeliveryProduct),
  );
  const covering = needsCovering ? await coveringAmounts(tx, owner) : [];
  const plans = changed.flatMap((e) => {
    const price = unit.get(e.idCustomerOrderDeliveryProduct) ?? 0;
    const stored = held.filter((h) => h.idCustomerOrderDeliveryProduct === e.idCustomerOrderDeliveryProduct);
    const targets = stored.length
      ? stored.map((h) => ({ id: h.idBudgetQuotaAmount, consumed: cents(h.amount), stored: true }))
      : e.newQuantity > e.orderedQuantity
        ? covering.map((a) => ({ id: a.id, consumed: 0, stored: false }))
        : [];
    return targets.flatMap((t) => {
      const after = budgetAfterEdit(t.consumed, price, e.orderedQuantity, e.newQuantity);
      return after === t.consumed ? [] : [{ edit: e, ...t, after }];
    });
  });
  if (!plans.length) return;
  const amountIds = [...new Set(plans.map((p) => p.id))].sort();
  // Locked in id order, as order creation takes them.
  await tx
    .select({ id: budgetQuotaAmounts.idBudgetQuotaAmount })
    .from(budgetQuotaAmounts)
    .where(inArray(budgetQuotaAmounts.idBudgetQuotaAmount, amountIds))
    .orderBy(budgetQuotaAmounts.idBudgetQuotaAmount)
    .for('update');
  const back = new Map<string, number>();
  for (const id of amountIds) {
    const mine = plans.filter((p) => p.id === id);
    const delta = mine.reduce((sum, p) => sum + p.after - p.consumed, 0);
    if (delta > 0 && !(await take(tx, id, delta)))
      throw budgetExceeded(mine.find((p) => p.after > p.consumed)!.edit.idCustomerOrderDeliveryProduct, await remainingOf(tx, id));
    if (delta < 0) back.set(id, -delta);
  }
  await giveBack(tx, back);
  for (const p of plans) {
    const where = and(
      eq(budgetConsumptions.idCustomerOrderDeliveryProduct, p.edit.idCustomerOrderDeliveryProduct),
      eq(budgetConsumptions.idBudgetQuotaAmount, p.id),
    );
    if (p.after === 0) await tx.delete(budgetConsumptions).where(where);
    else if (p.stored)
      await tx
        .update(budgetConsumptions)
        .set({ amount: fromCents(p.after) })
        .where(where);
    else
      await tx.insert(budgetConsumptions).values({
        idCustomerOrderDeliveryProduct: p.edit.idCustomerOrderDeliveryProduct,
        idBudgetQuotaAmount: p.id,
        idUser: owner.idUser,
        amount: fromCents(p.after),
      });
  }
}

/** A cancelled order gives back what its lines hold of budgets, exactly. */
export async function giveBackBudgets(tx: Tx, idCustomerOrder: string): Promise<void> {
  const held = await tx
    .select({ id: budgetConsumptions.idCustomerOrderDeliveryProduct, idAmount: budgetConsumptions.idBudgetQuotaAmount, amount: budgetConsumptions.amount })
    .from(budgetConsumptions)
    .innerJoin(
      customerOrderDeliveryProducts,
      eq(customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, budgetConsumptions.idCustomerOrderDeliveryProduct),
    )
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
    .where(eq(customerOrderDeliveries.idCustomerOrder, idCustomerOrder));
  if (!held.length) return;
  const back = new Map<string, number>();
  for (const h of held) back.set(h.idAmount, (back.get(h.idAmount) ?? 0) + cents(h.amount));
  await tx
    .select({ id: budgetQuotaAmounts.idBudgetQuotaAmount })
    .from(budgetQuotaAmounts)
    .where(inArray(budgetQuotaAmounts.idBudgetQuotaAmount, [...back.keys()]))
    .orderBy(budgetQuotaAmounts.idBudgetQuotaAmount)
    .for('update');
  await giveBack(tx, back);
  await tx.delete(budgetConsumptions).where(inArray(budgetConsumptions.idCustomerOrderDeliveryProduct, [...new Set(held.map((h) => h.id))]));
}

/**
 * For a caller that checks several orders before writing them (the orders import): what the
 * amounts covering the owner leave, read without a lock (the writer takes them, locked, in the
 * order's transaction, and refuses past them); `check(lines)` answers what remains of the first
 * amount an order would pass, else null, and `take(lines)` counts an order once it is placed.
 */
export async function budgetBook(tx: Tx, owner: QuotaOwner) {
  const left = new Map((await coveringAmounts(tx, owner)).map((a) => [a.id, Math.max(0, a.amountCents - a.usedCents)]));
  const cost = (lines: readonly { priceSell: number; quantity: number }[]) => lines.reduce((sum, l) => sum + toCents(l.priceSell) * l.quantity, 0);
  return {
    check(lines: readonly { priceSell: number; quantity: number }[]): { remaining: string } | null {
      const n = cost(lines);
      if (!n) return null;
      for (const remaining of left.values()) if (n > remaining) return { remaining: budgetAmountText(fromCents(remaining)) };
      return null;
    },
    take(lines: readonly { priceSell: number; quantity: number }[]) {
      const n = cost(lines);
      for (const [id, remaining] of left) left.set(id, remaining - n);
    },
  };
}
