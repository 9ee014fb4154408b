/**
 * A list call's filters as the pact records them in the URL: each value as its text, in the order given. A test
 * states its filters once and hands the same object to the client call, so the two cannot drift apart.
 */
export function sentQuery(filters: Readonly<Record<string, string | number | boolean>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)]));
}

/**
 * A list call's first page of 20 with `filters`: page and pageSize first, then the filters in the order given, as
 * the pact records them in the URL (with `sentQuery`) and the client call sends them.
 */
export function firstPageQuery<const Filters extends Readonly<Record<string, string | number | boolean>>>(
  filters: Filters,
): { readonly page: 1; readonly pageSize: 20 } & Filters {
  return { page: 1, pageSize: 20, ...filters };
}
