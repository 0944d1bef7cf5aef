/**
 * Budget quotas of an account (spec part 2 sections 3, 5, 7; part 3 budget quotas admin): an amount
 * of money per node of a structure (hierarchy nodes, groups or users, by the quota's type) that
 * the people the node covers may order for over the period (rules in shared/rules/budget-quotas).
 * The record carries its amounts; they are set through `PUT .../{idQuota}/amounts`, and the nodes
 * to set them on are read from `.../structure/{quotaType}/{idParentEntity}`. The orderer's own view
 * reads `/userinfo/budget-quota` and `/userinfo/budget-quota/totals`.
 */
import { z } from 'zod';
import { GENERIC_MESSAGES as M } from '../rules/message';
import { PERIOD_TYPES, validityInOrder } from '../rules/quotas';
import { BUDGET_MESSAGES, BUDGET_QUOTA_TYPES } from '../rules/budget-quotas';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';
import { actionsOf } from '../registry/route-kinds';

const id = z.uuid();
/** A calendar day ('YYYY-MM-DD') or a date-time with its offset. */
const dateText = z.string({ error: M.required }).regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: 'validation.date.format' });
/** Money: at least 0, at most what the column keeps (12 digits, 2 decimals), in cents. */
export const moneyAmount = z
  .number({ error: M.notANumber })
  .min(0, { error: M.notPositive })
  .max(9_999_999_999.99, { error: M.tooLong })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'validation.budget.cents' });

export const budgetAmountRecord = z.object({
  idBudgetQuotaAmount: id,
  idEntity: id,
  entityName: z.string().nullable(),
  amount: z.number(),
  amountUsed: z.number(),
  remaining: z.number(),
});
export type BudgetAmount = z.infer<typeof budgetAmountRecord>;

export const budgetQuotaRecord = z.object({
  idQuota: id,
  idClientAccount: id,
  label: z.string(),
  quotaType: z.number(),
  idHierarchyModel: id.nullable(),
  hierarchyLabel: z.string().nullable(),
  enabled: z.boolean(),
  validPeriodType: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.number(),
  totalAmount: z.number(),
  totalUsed: z.number(),
  amounts: z.array(budgetAmountRecord),
});
export type BudgetQuotaRecord = z.infer<typeof budgetQuotaRecord>;

export const budgetQuotaInput = z.object({
  label: requiredText(FIELD_LIMITS.label),
  quotaType: z.union([z.literal(BUDGET_QUOTA_TYPES.hierarchy), z.literal(BUDGET_QUOTA_TYPES.group), z.literal(BUDGET_QUOTA_TYPES.user)], {
    error: M.required,
  }),
  idHierarchyModel: id.nullish(),
  enabled: z.boolean('validation.invalid').default(true),
  validPeriodType: z.union([z.literal(PERIOD_TYPES.annual), z.literal(PERIOD_TYPES.custom)], { error: M.required }).default(PERIOD_TYPES.annual),
  validFrom: dateText.nullish(),
  validTo: dateText,
});

export const budgetQuotaSaveInput = budgetQuotaInput.superRefine((q, ctx) => {
  if (q.quotaType === BUDGET_QUOTA_TYPES.hierarchy && !q.idHierarchyModel)
    ctx.addIssue({ code: 'custom', path: ['idHierarchyModel'], message: BUDGET_MESSAGES.target });
  if (!validityInOrder(q.validFrom, q.validTo)) ctx.addIssue({ code: 'custom', path: ['validTo'], message: BUDGET_MESSAGES.dates });
});

/** The body of `PUT .../{idQuota}/amounts`: the amounts wanted, by node; a node left out loses its amount. */
export const budgetAmountsInput = z
  .object({ amounts: z.array(z.object({ idEntity: z.uuid({ error: M.required }), amount: moneyAmount })).max(1000) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.amounts.forEach((a, i) => {
      if (seen.has(a.idEntity)) ctx.addIssue({ code: 'custom', path: ['amounts', i, 'idEntity'], message: BUDGET_MESSAGES.twice });
      seen.add(a.idEntity);
    });
  });
export type BudgetAmountsInput = z.infer<typeof budgetAmountsInput>;

/** A node of a budget's structure: a hierarchy node (with its parent and level), a group or a user. */
export const budgetStructureNode = z.object({
  idEntity: id,
  name: z.string(),
  idParentEntity: id.nullable(),
  level: z.number(),
});
export type BudgetStructureNode = z.infer<typeof budgetStructureNode>;

/** A budget amount as the person it covers sees it: their budget quota, the node, what is used and what remains. */
export const userBudgetRecord = z.object({
  ...budgetQuotaRecord.pick({ idQuota: true, label: true, quotaType: true, validFrom: true, validTo: true, status: true }).shape,
  ...budgetAmountRecord.pick({ idBudgetQuotaAmount: true, entityName: true, amount: true, amountUsed: true, remaining: true }).shape,
});
export type UserBudget = z.infer<typeof userBudgetRecord>;

/** The orderer's totals in an account over a date range: what the budgets in force allow, what is used, what remains, what they spent. */
export const userBudgetTotals = z.object({
  ...budgetAmountRecord.pick({ amount: true, amountUsed: true, remaining: true }).shape,
  spent: z.number(),
});
export type UserBudgetTotals = z.infer<typeof userBudgetTotals>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, { error: 'validation.date.format' });
const accountQuery = z.object({ idClientAccount: z.uuid() });

/** The budget calls beside the record, on the path's account: View on AdminBudgetQuotas to read, Edit to set amounts. */
const calls = actionsOf('budgetQuotas', { subject: 'AdminBudgetQuotas', account: { placeholder: 'idClientAccount' } });
/**
 * The orderer's own calls name their account in the query (`?idClientAccount=`): the registry lets
 * in a holder of View on BudgetQuotasBudgetQuotas in any account, the server then checks the one named.
 */
const orderer = { subject: 'BudgetQuotasBudgetQuotas', account: 'any' } as const;

/** Sets the amounts wanted, by node of the budget's structure; a node left out loses its amount. */
export const saveBudgetAmounts = calls.action({
  name: 'saveBudgetAmounts',
  method: 'PUT',
  action: 'Edit',
  path: '/clients/accounts/{idClientAccount}/budget-quota/{idQuota}/amounts',
  body: budgetAmountsInput,
  answer: z.object({ budgetQuota: budgetQuotaRecord }),
  status: 200,
  summary: "Set a budget quota's amounts, by node of its structure",
});

/** The nodes amounts are set on: type 1 a model's tree (the parent is the model), 2 the account's groups, 3 its users or a group's members. */
export const budgetStructure = calls.list('structure', budgetStructureNode, {
  name: 'readBudgetStructure',
  path: '/clients/accounts/{idClientAccount}/budget-quota/structure/{quotaType}/{idParentEntity}',
  params: z.object({ quotaType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])) }),
  summary: "The nodes of a budget's structure (a model's tree, the account's groups, its users or a group's members)",
});

/** The amounts covering the acting user in an account. */
export const userBudgets = calls.read({
  name: 'readUserBudgets',
  access: orderer,
  path: '/userinfo/budget-quota',
  query: accountQuery,
  answer: z.object({ items: z.array(userBudgetRecord), searchCriteria: z.object({ totalCount: z.number() }) }),
  summary: 'The budget amounts covering the acting user in an account',
});

/** The acting user's totals in an account over whole days (the Paris calendar), the end not before the start. */
export const userBudgetTotalsCall = calls.read({
  name: 'readUserBudgetTotals',
  access: orderer,
  path: '/userinfo/budget-quota/totals',
  query: accountQuery.extend({ fromDate: day, toDate: day }).superRefine((q, ctx) => {
    if (DAY.test(q.fromDate) && DAY.test(q.toDate) && q.fromDate > q.toDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: BUDGET_MESSAGES.dates });
  }),
  answer: z.object({ totals: userBudgetTotals }),
  summary: "The acting user's budget totals in an account over a date range",
});

/** The budget calls' paths, read from their declarations. */
export const BUDGET_PATHS = {
  amounts: saveBudgetAmounts.path,
  structure: budgetStructure.path,
  userBudgets: userBudgets.path,
  userTotals: userBudgetTotalsCall.path,
} as const;

export const budgetQuotas = defineResource({
  name: 'budgetQuotas',
  route: 'admin/budget-quota',
  subject: 'AdminBudgetQuotas',
  ownership: 'account',
  idField: 'idQuota',
  paths: {
    list: '/clients/accounts/{idClientAccount}/budget-quota',
    item: '/clients/accounts/{idClientAccount}/budget-quota/{id}',
  },
  envelope: 'budgetQuota',
  listEnvelope: 'budgetQuotas',
  record: budgetQuotaRecord,
  input: budgetQuotaInput,
  savePlan: { input: budgetQuotaSaveInput, parts: [] },
  kinds: [saveBudgetAmounts, budgetStructure, userBudgets, userBudgetTotalsCall],
  list: {
    searchFields: ['label'],
    sortFields: ['label', 'quotaType', 'validTo', 'enabled'],
    filterFields: ['quotaType', 'enabled', 'idHierarchyModel'],
    defaultSort: { field: 'validTo', direction: 'DESC' },
  },
  example: ({ unique }) => ({
    label: `Budget ${unique}`,
    quotaType: BUDGET_QUOTA_TYPES.user,
    validPeriodType: PERIOD_TYPES.custom,
    validTo: '2099-12-31',
  }),
  columns: ['idQuota', 'label', 'quotaType', 'validPeriodType', 'validFrom', 'validTo', 'enabled', 'totalAmount', 'totalUsed'],
});
