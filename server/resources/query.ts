/** Search criteria -> SQL for one table, refusing any field the description does not allow. */
import { and, asc, desc, eq, getTableColumns, gt, gte, ilike, inArray, lt, lte, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Filter, SearchCriteria } from '../../shared/api/search-criteria';
import type { ResourceDescription } from '../../shared/resources';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { badRequest } from '../lib/errors';
import { VALIDATION_FAILED } from '../lib/error-handler';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function column(table: PgTable, field: string, allowed: readonly string[], what: 'filterGroups' | 'sortOrders'): PgColumn {
  const col = (getTableColumns(table) as Record<string, PgColumn>)[field];
  if (!allowed.includes(field) || !col) throw badRequest(VALIDATION_FAILED, { [what]: GENERIC_MESSAGES.unknownField });
  return col;
}

function condition(col: PgColumn, filter: Filter): SQL {
  const value = filter.value;
  const list = () => String(value ?? '').split(',').filter(Boolean);
  switch (filter.conditionType) {
    case 'eq': return eq(col, value);
    case 'neq': return ne(col, value);
    case 'like': return ilike(col, `%${escapeLike(String(value ?? ''))}%`);
    case 'in': return inArray(col, list());
    case 'nin': return notInArray(col, list());
    case 'gt': return gt(col, value);
    case 'gteq': return gte(col, value);
    case 'lt': return lt(col, value);
    case 'lteq': return lte(col, value);
  }
}

export function whereOf(description: ResourceDescription, table: PgTable, criteria: SearchCriteria): SQL | undefined {
  const filterable = [description.idField, ...description.list.filterFields, ...description.list.searchFields];
  const groups = criteria.filterGroups.map((group) =>
    or(...group.filters.map((f) => condition(column(table, f.field, filterable, 'filterGroups'), f))),
  );
  return groups.length ? and(...groups) : undefined;
}

export function orderOf(description: ResourceDescription, table: PgTable, criteria: SearchCriteria) {
  const sortable = [description.idField, ...description.list.sortFields];
  const sorts = criteria.sortOrders.length ? criteria.sortOrders : [description.list.defaultSort];
  const order = sorts.map((s) => (s.direction === 'DESC' ? desc : asc)(column(table, s.field, sortable, 'sortOrders')));
  // The id breaks ties so that paging is stable.
  return [...order, asc(column(table, description.idField, [description.idField], 'sortOrders'))];
}
