/** How many matches a picker lists; typing more narrows them. */
const pickerPageSize = 20;

/**
 * A picker's search as a list's query: the first page of active records sorted by `sort`, narrowed by `filters` and
 * by the text typed (`q`, left out while empty).
 */
export function pickerQuery<
  const Sort extends string,
  const Filters extends Record<string, string> = Record<never, string>,
>(sort: Sort, q: string, filters?: Filters) {
  return { page: 1, pageSize: pickerPageSize, sort, ...filters, active: 'true' as const, ...(q ? { q } : {}) };
}
