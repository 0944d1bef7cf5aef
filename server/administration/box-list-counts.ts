/**
 * A box list's total from box_list_counts (kept exact by triggers, migration 0035): the rows of
 * the box the path names, narrowed by the filters the counts are kept by. The list's parent check
 * (reachParent) has found the box reached, so every row of the box is the caller's to count.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import { keptCountFilters } from '../registry/kept-count-filters';
import type { Tx } from '../db';
import { boxListCounts } from '../db/schema';

export type BoxList = 'inbound' | 'outbound' | 'regularization' | 'stock' | 'picture';

/** How a filtered field is kept: which key, and whether its values are whole numbers (a status). */
export interface CountedField {
  key: 'firstKey' | 'secondKey';
  integer?: boolean;
}

const WHOLE = /^(0|[1-9][0-9]*)$/;

/**
 * The total of `list` in the box `idBox` under `criteria`, or undefined when a filter is not one
 * the counts keep (the list then counts its rows): each filter group must be equalities on one
 * counted field.
 */
export async function keptBoxListCount(
  db: Tx,
  list: BoxList,
  idBox: string | undefined,
  criteria: SearchCriteria,
  counted: Record<string, CountedField> = {},
): Promise<number | undefined> {
  if (!idBox) return undefined;
  const filters = keptCountFilters(criteria, counted, (field, value) => (field.integer && !WHOLE.test(value) ? undefined : value));
  if (!filters) return undefined;
  const conditions = [eq(boxListCounts.idBox, idBox), eq(boxListCounts.list, list), ...filters.map((f) => inArray(boxListCounts[f.key], f.values))];
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${boxListCounts.rowCount}), 0)`.mapWith(Number) })
    .from(boxListCounts)
    .where(and(...conditions));
  return total;
}
