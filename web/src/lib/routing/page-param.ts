/** A server-paged list's page number in the URL under `name` (1 when absent or not one). */
export function pageOf(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
