/**
 * The light half of the search criteria (search-criteria.ts has the schemas the server checks
 * them with): the constants and the query-string form a client builds, without zod, so the
 * portal's data provider carries no schema in the first download.
 */
export const CONDITION_TYPES = ['eq', 'neq', 'like', 'in', 'nin', 'gt', 'gteq', 'lt', 'lteq'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const ALL_ITEMS = -1;
export const DEFAULT_PAGE_SIZE = 25;
/** The spec's largest page (lists loaded whole ask 10000); -1 still means all items. */
export const MAX_PAGE_SIZE = 10_000;
/** Far beyond any real list, and small enough that (page - 1) * size stays a safe integer. */
export const MAX_PAGE = 1_000_000;

/** What toQuery reads of a criteria object (search-criteria.ts's SearchCriteriaInput is one). */
export interface CriteriaQuery {
  currentPage?: unknown;
  pageSize?: unknown;
  sortOrders?: readonly { field: string; direction: string }[];
  filterGroups?: readonly unknown[];
}

export function toQuery(criteria: CriteriaQuery): Record<string, string> {
  const query: Record<string, string> = {};
  if (criteria.currentPage != null) query.currentPage = String(criteria.currentPage);
  if (criteria.pageSize != null) query.pageSize = String(criteria.pageSize);
  if (criteria.sortOrders?.length) query.sortOrders = criteria.sortOrders.map((s) => `${s.field}:${s.direction}`).join(',');
  if (criteria.filterGroups?.length) query.filterGroups = JSON.stringify(criteria.filterGroups);
  return query;
}

/** A group that matches when any of `fields` contains `text` (case-insensitive). */
export const textSearchGroup = (fields: readonly string[], text: string) => ({
  filters: fields.map((field) => ({ field, value: text, conditionType: 'like' as const })),
});
