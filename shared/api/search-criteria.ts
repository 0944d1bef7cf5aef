/**
 * One search-criteria format for every list: the same object travels as a JSON body
 * (PUT searches) or as a query string (GET lists).
 *
 * Query-string form: currentPage=1&pageSize=25&sortOrders=name:ASC,code:DESC&filterGroups=<JSON>
 * Filters inside a group are OR-ed; groups are AND-ed. pageSize -1 means "all items".
 */
import { z } from 'zod';
import { CONDITION_TYPES, DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './search-query';

export { ALL_ITEMS, CONDITION_TYPES, DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, textSearchGroup, toQuery, type ConditionType } from './search-query';

/** Text a database can store: no NUL character, no lone UTF-16 surrogate (filters arrive JSON-encoded, past the server's input guard). */
const STORABLE_TEXT = /^(?:[^\0\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const filterSchema = z.object({
  field: z.string().min(1),
  value: z.union([z.string().regex(STORABLE_TEXT, 'validation.invalid'), z.number(), z.boolean(), z.null()]),
  conditionType: z.enum(CONDITION_TYPES).default('eq'),
});
export const sortOrderSchema = z.object({ field: z.string().min(1), direction: z.enum(['ASC', 'DESC']) });

export const searchCriteriaSchema = z.object({
  currentPage: z.coerce.number().int().min(1).max(MAX_PAGE, 'validation.number.tooBig').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(-1)
    .max(MAX_PAGE_SIZE, 'validation.number.tooBig')
    .refine((n) => n !== 0, 'validation.invalid')
    .default(DEFAULT_PAGE_SIZE),
  sortOrders: z.array(sortOrderSchema).default([]),
  filterGroups: z.array(z.object({ filters: z.array(filterSchema).min(1) })).default([]),
});

export type Filter = z.infer<typeof filterSchema>;
export type SortOrder = z.infer<typeof sortOrderSchema>;
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;

/** What a list answer carries besides its items. */
export interface ListAnswer<T> {
  items: T[];
  searchCriteria: { totalCount: number; currentPage: number; pageSize: number };
}

/** Parses the query-string form; throws a ZodError on malformed input (the server answers 400). */
export function fromQuery(query: Record<string, unknown>): SearchCriteria {
  const sortOrders =
    typeof query.sortOrders === 'string' && query.sortOrders
      ? query.sortOrders.split(',').map((part) => {
          const [field, direction = 'ASC'] = part.split(':');
          return { field, direction: direction.toUpperCase() };
        })
      : undefined;
  let filterGroups: unknown;
  if (typeof query.filterGroups === 'string' && query.filterGroups) {
    try {
      filterGroups = JSON.parse(query.filterGroups);
    } catch {
      filterGroups = 'not-json';
    }
  }
  return searchCriteriaSchema.parse({
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    sortOrders,
    filterGroups,
  });
}
