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

export function condition(col: PgColumn, filter: Filter): SQL {
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
  switch (filter.conditionType) {
    // A null value asks for a missing one (application users have no client), which SQL's = never finds.
    case 'eq':
      return value === null ? isNull(col) : eq(col, value);
    case 'neq':
      return value === null ? isNotNull(col) : ne(col, value);
    case 'like':
      return ilike(col, containsPattern(String(value ?? '')));
    case 'in':
      return inArray(col, list());
    case 'nin':
      return notInArray(col, list());
    case 'gt':
      return gt(col, value);
    case 'gteq':
      return gte(col, value);
    case 'lt':
      return lt(col, value);
    case 'lteq':
      return lte(col, value);
  }
}

export function whereOf(description: ResourceDescription, table: PgTable, criteria: SearchCriteria): SQL | undefined {
  const filterable = [description.idField, ...description.list.filterFields, ...description.list.searchFields];
  const groups = criteria.filterGroups.map((group) => or(...group.filters.map((f) => condition(column(table, f.field, filterable, 'filterGroups'), f))));
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
