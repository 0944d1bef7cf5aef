/**
 * A budget quota as the API answers it: its status, totals and amounts read with it (the
 * binding's nested columns and shape), shared by the resource's routes and its calls.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { budgetQuotas as budgetQuotasTable, hierarchyModels } from '../db/schema';
import { columnsOf, outer } from '../registry/binding';
import { iso } from './quota-writes';

/** The name of the node an amount is set on, by the budget's type. */
export const entityNameSql = (quotaType: unknown, idEntity: unknown) => sql`case ${quotaType}
  when 1 then (select n.label from hierarchy_nodes n where n.id_hierarchy_node = ${idEntity})
  when 2 then (select g.group_name from client_account_groups g where g.id_client_account_group = ${idEntity})
  else (select trim(concat_ws(' ', u.first_name, u.last_name)) from users u where u.id_user = ${idEntity}) end`;

export const budgetStatusSql = (b: { enabled: unknown; validTo: unknown; idQuota: unknown }) =>
  sql`case when not ${b.enabled} then 4 when ${b.validTo} < now() then 3
    when exists (select 1 from budget_quota_amounts a where a.id_quota = ${b.idQuota})
      and not exists (select 1 from budget_quota_amounts a where a.id_quota = ${b.idQuota} and a.amount_used < a.amount) then 2
    else 1 end`;

export const nested = {
  ...columnsOf(budgetQuotasTable.idHierarchyModel, hierarchyModels.idHierarchyModel, { hierarchyLabel: hierarchyModels.label }),
  status: budgetStatusSql({
    enabled: outer(budgetQuotasTable.enabled),
    validTo: outer(budgetQuotasTable.validTo),
    idQuota: outer(budgetQuotasTable.idQuota),
  }),
  totalAmount: sql`(select coalesce(sum(a.amount), 0)::float8 from budget_quota_amounts a where a.id_quota = ${outer(budgetQuotasTable.idQuota)})`,
  totalUsed: sql`(select coalesce(sum(a.amount_used), 0)::float8 from budget_quota_amounts a where a.id_quota = ${outer(budgetQuotasTable.idQuota)})`,
  amounts: sql`coalesce((select json_agg(json_build_object('idBudgetQuotaAmount', a.id_budget_quota_amount, 'idEntity', a.id_entity,
      'entityName', ${entityNameSql(outer(budgetQuotasTable.quotaType), sql`a.id_entity`)}, 'amount', a.amount::float8, 'amountUsed', a.amount_used::float8,
      'remaining', greatest(a.amount - a.amount_used, 0)::float8) order by a.id_budget_quota_amount)
    from budget_quota_amounts a where a.id_quota = ${outer(budgetQuotasTable.idQuota)}), '[]'::json)`,
};

export const shape = ({ createdAt: _createdAt, validFrom, validTo, totalAmount, totalUsed, ...record }: Record<string, unknown>) => ({
  ...record,
  totalAmount: Number(totalAmount),
  totalUsed: Number(totalUsed),
  validFrom: iso(validFrom),
  validTo: iso(validTo),
});

/** One budget quota as the API answers it (after its amounts are set). */
export async function readBudgetQuota(tx: Tx, idQuota: string) {
  const [row] = await tx
    .select({ ...getTableColumns(budgetQuotasTable), ...nested })
    .from(budgetQuotasTable)
    .where(eq(budgetQuotasTable.idQuota, idQuota));
  return row ? shape(row) : null;
}
