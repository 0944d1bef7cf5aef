/**
 * Budget quotas (spec part 2 sections 3, 5, 7): money the people of a structure node may order for
 * over a period. The spec gives the calls and the fields, not the rules; here:
 * - a budget quota of type 1 (hierarchy) sets amounts on nodes of a hierarchy model's tree, and a
 *   node's amount covers the people placed on it and on every level below it; type 2 (group) on
 *   groups of the account, covering their members; type 3 (user) on users, each their own;
 * - an order counts its lines at their price (price × quantity), and every amount in force that
 *   covers the orderer must leave room for it: each is one pool for everyone it covers.
 */
export const BUDGET_QUOTA_TYPES = { hierarchy: 1, group: 2, user: 3 } as const;

export const BUDGET_MESSAGES = {
  /** An order would spend more than a budget leaves: names what remains. */
  exceeded: 'validation.budget.exceeded',
  /** An amount set on a node that is not in the budget's structure. */
  entity: 'validation.budget.entity',
  target: 'validation.budget.target',
  dates: 'validation.budget.dates',
  twice: 'validation.budget.twice',
} as const;

/** Money in cents, so sums and comparisons are exact (amounts have two decimals). */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** What an amount still allows (never below zero: an amount lowered under its use allows nothing). */
export const budgetRemaining = (a: { amount: number; amountUsed: number }) => fromCents(Math.max(0, toCents(a.amount) - toCents(a.amountUsed)));

/** How the refusal names what remains: two decimals, as the amounts are kept. */
export const budgetAmountText = (amount: number) => amount.toFixed(2);

/**
 * What an order line holds of a budget after its quantity changes: a raise takes the difference's
 * price; a cut gives back first what the line took beyond the new quantity's price (in cents).
 */
export const budgetAfterEdit = (heldCents: number, unitCents: number, ordered: number, newOrdered: number) =>
  newOrdered >= ordered ? heldCents + unitCents * (newOrdered - ordered) : Math.min(heldCents, unitCents * newOrdered);

/** An amount as a person reads it: two decimals, grouped by the language's rule (12 345,50 in French). */
export const formatBudgetAmount = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
