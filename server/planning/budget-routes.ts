/**
 * What the budget calls beside the described resource do (spec part 2 "Budget quotas"; declared
 * in shared/planning/budget-quotas.ts, among the budget quotas' kinds):
 * - PUT .../budget-quota/{idQuota}/amounts: the amounts wanted, by node of the budget's structure
 *   (Edit on AdminBudgetQuotas); a node kept keeps what is used of it, a node left out loses its
 *   amount (what orders held of it is forgotten with it), a node outside the structure is refused;
 * - GET .../budget-quota/structure/{quotaType}/{idParentEntity}: the nodes amounts are set on; type
 *   1 a hierarchy model's tree (the parent is the model), type 2 the account's groups (the parent
 *   is the account), type 3 the account's users, or a group's members (the parent is the account
 *   or the group);
 * - GET /userinfo/budget-quota: the amounts covering the acting user in an account (View on
 *   BudgetQuotasBudgetQuotas in the account the query names), and /totals over a date range.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  budgetQuotaRecord,
  budgetStructure,
  saveBudgetAmounts,
  userBudgetRecord,
  userBudgets,
  userBudgetTotalsCall,
  type BudgetStructureNode,
} from '../../shared/planning/budget-quotas';
import { BUDGET_MESSAGES, BUDGET_QUOTA_TYPES, fromCents, toCents } from '../../shared/rules/budget-quotas';
import { authorize } from '../auth/context';
import type { Tx } from '../db';
import { budgetQuotaAmounts, budgetQuotas as budgetQuotasTable } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, notFound } from '../lib/errors';
import type { ActionBinding, KindBinding } from '../registry/route-kinds';
import { budgetStatusSql, entityNameSql, readBudgetQuota } from './budget-records';
import { amountCoversUser, userNodes } from './budget-usage';

const rows = async <T>(tx: Tx, query: ReturnType<typeof sql>) => (await tx.execute<T & Record<string, unknown>>(query)).rows as T[];

/** The nodes of a structure, or null when the parent is not one of the account's. */
async function structureOf(tx: Tx, idClientAccount: string, quotaType: number, idParentEntity: string): Promise<BudgetStructureNode[] | null> {
  if (quotaType === BUDGET_QUOTA_TYPES.hierarchy) {
    const [model] = await rows<{ id: string }>(
      tx,
      sql`select id_hierarchy_model as id from hierarchy_models where id_hierarchy_model = ${idParentEntity} and id_client_account = ${idClientAccount}`,
    );
    if (!model) return null;
    return rows<BudgetStructureNode>(
      tx,
      sql`with recursive tree(id, parent, name, level, path) as (
          select id_hierarchy_node, id_parent_node, label, 1, array[display_position::text || id_hierarchy_node::text]
            from hierarchy_nodes where id_hierarchy_model = ${idParentEntity} and id_parent_node is null
          union all
          select n.id_hierarchy_node, n.id_parent_node, n.label, t.level + 1, t.path || (n.display_position::text || n.id_hierarchy_node::text)
            from hierarchy_nodes n inner join tree t on n.id_parent_node = t.id
        )
        select id as "idEntity", name, parent as "idParentEntity", level from tree order by path`,
    );
  }
  if (quotaType === BUDGET_QUOTA_TYPES.group) {
    if (idParentEntity !== idClientAccount) return null;
    return rows<BudgetStructureNode>(
      tx,
      sql`select id_client_account_group as "idEntity", group_name as name, null::uuid as "idParentEntity", 1 as level
        from client_account_groups where id_client_account = ${idClientAccount} order by lower(group_name), id_client_account_group`,
    );
  }
  const inGroup = idParentEntity !== idClientAccount;
  if (inGroup) {
    const [group] = await rows<{ id: string }>(
      tx,
      sql`select id_client_account_group as id from client_account_groups where id_client_account_group = ${idParentEntity} and id_client_account = ${idClientAccount}`,
    );
    if (!group) return null;
  }
  return rows<BudgetStructureNode>(
    tx,
    sql`select u.id_user as "idEntity", trim(concat_ws(' ', u.first_name, u.last_name)) || ' (' || u.email || ')' as name, null::uuid as "idParentEntity", 1 as level
      from users u inner join user_accounts ua on ua.id_user = u.id_user and ua.id_client_account = ${idClientAccount}
      where not u.deleted ${inGroup ? sql`and exists (select 1 from client_account_group_users g where g.id_client_account_group = ${idParentEntity} and g.id_user = u.id_user)` : sql``}
      order by lower(u.last_name), lower(u.first_name), u.id_user`,
  );
}

const amountsBinding: ActionBinding<typeof saveBudgetAmounts> = {
  kind: saveBudgetAmounts,
  run: async (tx, { params: { idClientAccount, idQuota }, body }) => {
    const [quota] = await tx
      .select()
      .from(budgetQuotasTable)
      .where(and(eq(budgetQuotasTable.idQuota, idQuota), eq(budgetQuotasTable.idClientAccount, idClientAccount)))
      .for('update');
    if (!quota) throw notFound();
    const wanted = body.amounts;
    if (wanted.length) {
      const parent = quota.quotaType === BUDGET_QUOTA_TYPES.hierarchy ? quota.idHierarchyModel! : idClientAccount;
      const nodes = new Set(((await structureOf(tx, idClientAccount, quota.quotaType, parent)) ?? []).map((n) => n.idEntity));
      const errors = Object.fromEntries(wanted.flatMap((a, i) => (nodes.has(a.idEntity) ? [] : [[`amounts.${i}.idEntity`, BUDGET_MESSAGES.entity]])));
      if (Object.keys(errors).length) throw badRequest(VALIDATION_FAILED, errors, 'VALIDATION');
    }
    // Locked in id order, as the orders take them.
    const stored = await tx
      .select()
      .from(budgetQuotaAmounts)
      .where(eq(budgetQuotaAmounts.idQuota, idQuota))
      .orderBy(budgetQuotaAmounts.idBudgetQuotaAmount)
      .for('update');
    for (const s of stored)
      if (!wanted.some((w) => w.idEntity === s.idEntity))
        await tx.delete(budgetQuotaAmounts).where(eq(budgetQuotaAmounts.idBudgetQuotaAmount, s.idBudgetQuotaAmount));
    for (const w of wanted) {
      const s = stored.find((x) => x.idEntity === w.idEntity);
      const amount = fromCents(toCents(w.amount));
      if (!s) await tx.insert(budgetQuotaAmounts).values({ idQuota, idClientAccount, idEntity: w.idEntity, amount });
      else if (toCents(s.amount) !== toCents(amount))
        await tx.update(budgetQuotaAmounts).set({ amount }).where(eq(budgetQuotaAmounts.idBudgetQuotaAmount, s.idBudgetQuotaAmount));
    }
    return { budgetQuota: (await readBudgetQuota(tx, idQuota)) as z.infer<typeof budgetQuotaRecord> };
  },
};

const structureBinding: ActionBinding<typeof budgetStructure> = {
  kind: budgetStructure,
  run: async (tx, { params: { idClientAccount, quotaType, idParentEntity } }) => {
    // The path's quotaType is checked as 1, 2 or 3 (and made a number) by the declaration's params.
    const structure = await structureOf(tx, idClientAccount, Number(quotaType), idParentEntity);
    if (!structure) throw notFound();
    return { structure };
  },
};

/** The account the orderer's call names in its query, once the acting user is known to hold View on their budgets there. */
const ordererIn = (request: Parameters<typeof authorize>[0], query: Record<string, unknown>) => {
  const idClientAccount = String(query.idClientAccount);
  const auth = authorize(request, 'View', 'BudgetQuotasBudgetQuotas', idClientAccount);
  return { idClientAccount, idUser: auth.actingUser.idUser };
};

const userBudgetsBinding: ActionBinding<typeof userBudgets> = {
  kind: userBudgets,
  run: async (tx, { request, query }) => {
    const owner = ordererIn(request, query);
    const { idClientAccount } = owner;
    const items = await rows<z.infer<typeof userBudgetRecord>>(
      tx,
      sql`${userNodes(owner)}
      select b.id_quota as "idQuota", a.id_budget_quota_amount as "idBudgetQuotaAmount", b.label, b.quota_type as "quotaType",
        ${entityNameSql(sql`b.quota_type`, sql`a.id_entity`)} as "entityName", a.amount::float8 as amount, a.amount_used::float8 as "amountUsed",
        greatest(a.amount - a.amount_used, 0)::float8 as remaining, to_json(b.valid_from) #>> '{}' as "validFrom", to_json(b.valid_to) #>> '{}' as "validTo",
        ${budgetStatusSql({ enabled: sql`b.enabled`, validTo: sql`b.valid_to`, idQuota: sql`b.id_quota` })} as status
      from budget_quota_amounts a inner join budget_quotas b on b.id_quota = a.id_quota
      where b.id_client_account = ${idClientAccount} and ${amountCoversUser(owner)}
      order by b.valid_to desc, b.label, a.id_budget_quota_amount`,
    );
    const iso = (v: string) => new Date(v).toISOString();
    return { items: items.map((i) => ({ ...i, validFrom: iso(i.validFrom), validTo: iso(i.validTo) })), searchCriteria: { totalCount: items.length } };
  },
};

const userTotalsBinding: ActionBinding<typeof userBudgetTotalsCall> = {
  kind: userBudgetTotalsCall,
  run: async (tx, { request, query }) => {
    // The range's order is checked by the declaration's query, before the account.
    const owner = ordererIn(request, query);
    const { idClientAccount } = owner;
    const [fromDate, toDate] = [String(query.fromDate), String(query.toDate)];
    // The range is whole days on the Paris calendar, as the budgets' periods are.
    const from = sql`(${fromDate}::date::timestamp at time zone 'Europe/Paris')`;
    const to = sql`((${toDate}::date + 1)::timestamp at time zone 'Europe/Paris')`;
    const [totals] = await rows<{ amount: number; amountUsed: number; spent: number }>(
      tx,
      sql`${userNodes(owner)}, covering as (
        select a.id_budget_quota_amount as id, a.amount, a.amount_used from budget_quota_amounts a inner join budget_quotas b on b.id_quota = a.id_quota
        where b.id_client_account = ${idClientAccount} and b.enabled and b.valid_from < ${to} and b.valid_to >= ${from} and ${amountCoversUser(owner)}
      )
      select coalesce((select sum(amount) from covering), 0)::float8 as amount,
        coalesce((select sum(amount_used) from covering), 0)::float8 as "amountUsed",
        coalesce((select sum(c.amount) from (
          select distinct on (bc.id_customer_order_delivery_product) bc.amount from budget_consumptions bc
          inner join budget_quota_amounts a on a.id_budget_quota_amount = bc.id_budget_quota_amount
          where a.id_client_account = ${idClientAccount} and bc.id_user = ${owner.idUser} and bc.created_at >= ${from} and bc.created_at < ${to}
          order by bc.id_customer_order_delivery_product) c), 0)::float8 as spent`,
    );
    const remaining = fromCents(Math.max(0, toCents(totals.amount) - toCents(totals.amountUsed)));
    return { totals: { amount: Number(totals.amount), amountUsed: Number(totals.amountUsed), remaining, spent: Number(totals.spent) } };
  },
};

/** The budget calls' bindings, served with the budget quotas' own routes. */
export const budgetCalls: readonly KindBinding[] = [amountsBinding, structureBinding, userBudgetsBinding, userTotalsBinding];
