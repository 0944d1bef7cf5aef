/**
 * Lists whose totals are kept by triggers (box lists, administration lists) can answer a filtered
 * total from those counts only when every filter group is equalities on one field the counts are
 * kept by. This reads the criteria that way, for each kept-count table to turn into its own query.
 */
import type { SearchCriteria } from '../../shared/api/search-criteria';

/**
 * Per filter group, the kept key and the values it may hold (each made by `valueOf`, undefined
 * when the counts cannot hold it); undefined when any group is not such equalities on a counted field.
 */
export function keptCountFilters<Field extends { key: string }>(
  criteria: SearchCriteria,
  counted: Record<string, Field>,
  valueOf: (field: Field, value: string) => string | undefined,
): { key: Field['key']; values: string[] }[] | undefined {
  const filters: { key: Field['key']; values: string[] }[] = [];
  for (const group of criteria.filterGroups) {
    const field = counted[group.filters[0]?.field];
    if (!field) return undefined;
    const values: string[] = [];
    for (const filter of group.filters) {
      if (filter.field !== group.filters[0].field || filter.conditionType !== 'eq' || filter.value === null) return undefined;
      const value = valueOf(field, String(filter.value));
      if (value === undefined) return undefined;
      values.push(value);
    }
    filters.push({ key: field.key, values });
  }
  return filters;
}
