/**
 * Storage of budget quotas. On save, validTo follows the quotas' rule (annual: the start of its
 * day, custom: the end of it, on the Paris calendar), validFrom starts its day (now when not
 * given), and a model is kept only by a hierarchy budget (of the account). The amounts are read
 * with the record, with the name of the node each is set on, and set through the amounts call.
 */
import { sql } from 'drizzle-orm';
import { budgetQuotas } from '../../shared/planning/budget-quotas';
import { BUDGET_QUOTA_TYPES } from '../../shared/rules/budget-quotas';
import { budgetQuotas as budgetQuotasTable } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { bind } from '../registry/binding';
import { nested, shape } from './budget-records';
import { budgetCalls } from './budget-routes';
import { checkHierarchyModel, quotaWrite, setValidity } from './quota-writes';

export const budgetQuotasBinding = bind({
  description: budgetQuotas,
  table: budgetQuotasTable,
  nested,
  shape,
  kinds: budgetCalls,
  beforeWrite: async (tx, { values, current }) => {
    const { idClientAccount, quotaType, periodType, next } = quotaWrite(values, current);
    // The structure is the type's: a budget whose amounts are set keeps its type and model.
    if (current && (quotaType !== current.quotaType || (values.idHierarchyModel !== undefined && values.idHierarchyModel !== current.idHierarchyModel))) {
      const [set] = await tx
        .execute<{ n: number }>(sql`select count(*)::int as n from budget_quota_amounts where id_quota = ${current.idQuota}`)
        .then((r) => r.rows);
      if (
        set.n > 0 &&
        (quotaType !== current.quotaType || (quotaType === BUDGET_QUOTA_TYPES.hierarchy && values.idHierarchyModel !== current.idHierarchyModel))
      )
        throw badRequest(VALIDATION_FAILED, { quotaType: 'validation.budget.structureLocked' }, 'VALIDATION');
    }
    if (quotaType === BUDGET_QUOTA_TYPES.hierarchy) {
      await checkHierarchyModel(tx, values, current, idClientAccount);
    } else next.idHierarchyModel = null;
    setValidity(next, values, current, periodType);
    return next;
  },
});
