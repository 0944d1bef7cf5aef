/**
 * The total of an administration list (providers, provider sites, a site's contacts, a box's
 * users) from admin_list_counts, kept exact by triggers (hand-written migration): the rows under
 * the parent the path names (or every parent), narrowed by the filters the counts are kept by.
 * These lists' subjects are held only through the all-accounts marker, or (box users) the list's
 * parent check has found the box reached, so every counted row is the caller's to count.
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import { keptCountFilters } from '../registry/kept-count-filters';
import type { Tx } from '../db';
import { adminListCounts } from '../db/schema';

export type AdminList = 'provider' | 'site' | 'contact' | 'boxUser';

/** The parent of the providers' counts, which have none. */
export const NO_PARENT = '00000000-0000-0000-0000-000000000000';

/**
 * The rows of `list` under one parent, as a column of the parent's list (a provider's sites, a
 * site's contacts, a box's users): a sum of a few kept rows, where a count of the rows would read
 * every row of a parent that has many (or, misjudged, the whole table) for each row of the page.
 */
export const keptRowsUnder = (list: AdminList, idParent: SQLWrapper) =>
  sql<number>`(select coalesce(sum(k.row_count), 0)::int from admin_list_counts k where k.list = ${list} and k.id_parent = ${idParent})`;

/** How a filtered field is kept: which key, and whether it is a flag (kept as 'true' or 'false'). */
export interface CountedField {
  key: 'idParent' | 'firstKey' | 'secondKey';
  flag?: boolean;
}

const FLAGS: Record<string, string> = { '1': 'true', true: 'true', '0': 'false', false: 'false' };

/**
 * The total of `list` under `idParent` (every parent when undefined) under `criteria`, or
 * undefined when a filter is not one the counts keep (the list then counts its rows): each filter
 * group must be equalities on one counted field.
 */
export async function keptAdminListCount(
  db: Tx,
  list: AdminList,
  idParent: string | undefined,
  criteria: SearchCriteria,
  counted: Record<string, CountedField> = {},
): Promise<number | undefined> {
  const filters = keptCountFilters(criteria, counted, (field, value) => (field.flag ? FLAGS[value.toLowerCase()] : value));
  if (!filters) return undefined;
  const conditions: SQL[] = [eq(adminListCounts.list, list), ...filters.map((f) => inArray(adminListCounts[f.key], f.values))];
  if (idParent) conditions.push(eq(adminListCounts.idParent, idParent));
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${adminListCounts.rowCount}), 0)`.mapWith(Number) })
    .from(adminListCounts)
    .where(and(...conditions));
  return total;
}
