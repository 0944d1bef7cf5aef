/** Search criteria -> SQL for one table, refusing any field the description does not allow. */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Filter, SearchCriteria } from '../../shared/api/search-criteria';
import type { ResourceDescription } from '../../shared/resources';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { badRequest } from '../lib/errors';
import { VALIDATION_FAILED } from '../lib/error-handler';

/** "Contains" pattern for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function column(table: PgTable, field: string, allowed: readonly string[], what: 'filterGroups' | 'sortOrders'): PgColumn {
  const col = (getTableColumns(table) as Record<string, PgColumn>)[field];
  if (!allowed.includes(field) || !col) throw badRequest(VALIDATION_FAILED, { [what]: GENERIC_MESSAGES.unknownField });
  return col;
}

/** Flags travel as 1/0 or true/false (the spec writes isAdminRole 1); the column wants a boolean. */
const TRUE_VALUES = new Set(['1', 'true']);
const valueFor = (col: PgColumn, value: Filter['value']) =>
  col.dataType === 'boolean' && value != null ? TRUE_VALUES.has(String(value).toLowerCase()) : value;

/** "Contains" compares text; on a uuid, flag, number or date PostgreSQL has no such operator. */
const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalidFilter = () => badRequest(VALIDATION_FAILED, { filterGroups: GENERIC_MESSAGES.invalid }, 'VALIDATION');

/** The value a filter compares with, checked against its column (400 when the filter cannot apply): a list for in and nin. */
function filterValue(col: PgColumn, filter: Filter): unknown {
  const value = valueFor(col, filter.value);
  const list = () =>
    String(value ?? '')
      .split(',')
      .filter(Boolean);
  if (filter.conditionType === 'like' && !TEXT_COLUMNS.has(col.columnType)) throw invalidFilter();
  if (col.columnType === 'PgUUID' && value !== null) {
    const values = filter.conditionType === 'in' || filter.conditionType === 'nin' ? list() : [String(value)];
    if (!values.every((v) => UUID.test(v))) throw invalidFilter();
  }
  if (filter.conditionType === 'in' || filter.conditionType === 'nin') return list();
  if (filter.conditionType === 'like') return containsPattern(String(value ?? ''));
  return value;
}

/**
 * The condition of a filter whose value is `value` (filterValue's), written with `bound` where the
 * value goes: the value itself, or a placeholder standing for it (then a list is one array value).
 */
function conditionOf(col: PgColumn, conditionType: Filter['conditionType'], value: unknown, bound: unknown, listBound: boolean): SQL {
  switch (conditionType) {
    // A null value asks for a missing one (application users have no client), which SQL's = never finds.
    case 'eq':
      return value === null ? isNull(col) : eq(col, bound);
    case 'neq':
      return value === null ? isNotNull(col) : ne(col, bound);
    case 'like':
      return ilike(col, bound as string);
    // `= any(list)` and `<> all(list)` answer as `in (...)` and `not in (...)` do, an empty list included.
    case 'in':
      return listBound ? sql`${col} = any(${bound})` : inArray(col, bound as unknown[]);
    case 'nin':
      return listBound ? sql`${col} <> all(${bound})` : notInArray(col, bound as unknown[]);
    case 'gt':
      return gt(col, bound);
    case 'gteq':
      return gte(col, bound);
    case 'lt':
      return lt(col, bound);
    case 'lteq':
      return lte(col, bound);
  }
}

export function condition(col: PgColumn, filter: Filter): SQL {
  const value = filterValue(col, filter);
  return conditionOf(col, filter.conditionType, value, value, false);
}

const filterable = (description: ResourceDescription) => [description.idField, ...description.list.filterFields, ...description.list.searchFields];

/** The placeholder of the filter `i` of group `g`. */
const filterName = (g: number, i: number) => `filter_${g}_${i}`;

/**
 * The filters' values by placeholder, each checked against its field (400 for a field the list
 * does not filter on, or a value its column cannot compare with), and the shape of the condition
 * they make (`key`): preparedWhereOf builds the same condition for all criteria of that shape.
 */
export function filterValues(description: ResourceDescription, table: PgTable, criteria: SearchCriteria) {
  const allowed = filterable(description);
  const values: Record<string, unknown> = {};
  const key = criteria.filterGroups.map((group, g) =>
    group.filters.map((f, i) => {
      const col = column(table, f.field, allowed, 'filterGroups');
      const value = filterValue(col, f);
      // Encoded as the column encodes its values (an in list item by item); a null compared with = is a test for null.
      values[filterName(g, i)] = Array.isArray(value) ? value.map((v) => col.mapToDriverValue(v)) : value === null ? null : col.mapToDriverValue(value);
      return [f.field, f.conditionType, value === null];
    }),
  );
  return { values, key: JSON.stringify(key) };
}

/** The criteria's filters as a condition, each filter's value as its placeholder (filterValues): groups AND-ed, filters OR-ed. */
export function preparedWhereOf(table: PgTable, criteria: SearchCriteria): SQL | undefined {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = criteria.filterGroups.map((group, g) =>
    or(
      ...group.filters.map((f, i) => {
        const col = columns[f.field];
        // The value only tells a test for null apart: the statement's other conditions are the same for any value.
        const value = f.value === null && (f.conditionType === 'eq' || f.conditionType === 'neq') ? null : '';
        return conditionOf(col, f.conditionType, value, sql.placeholder(filterName(g, i)), true);
      }),
    ),
  );
  return groups.length ? and(...groups) : undefined;
}

/**
 * The sort of a list. `source` names the columns as a query reads them when that is not the
 * table itself (a subquery's fields); the fields are checked against the table either way.
 */
export function orderOf(description: ResourceDescription, table: PgTable, criteria: SearchCriteria, source?: Record<string, SQLWrapper>) {
  const sortable = [description.idField, ...description.list.sortFields];
  const sorts = criteria.sortOrders.length ? criteria.sortOrders : [description.list.defaultSort];
  const read = (field: string, allowed: readonly string[]) => {
    const col = column(table, field, allowed, 'sortOrders');
    return (source?.[field] ?? col) as PgColumn;
  };
  const ties = sorts.length === 1 ? (description.list.tieBreaks?.[sorts[0].field] ?? []) : [];
  const order = [...sorts, ...ties].map((s) => (s.direction === 'DESC' ? desc : asc)(read(s.field, sortable)));
  // The id breaks ties so that paging is stable.
  return [...order, asc(read(description.idField, [description.idField]))];
}

/** Whether the criteria search text ("contains"), which trigram indexes serve. */
export const searchesText = (criteria: SearchCriteria) => criteria.filterGroups.some((group) => group.filters.some((f) => f.conditionType === 'like'));
