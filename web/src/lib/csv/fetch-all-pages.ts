import { maxPageSize } from '@daftar/contracts/schemas/list-query';

export interface Page<T> {
  data: T[];
  meta: { total: number };
}

/**
 * Every row of a server-paged list, read page by page in the largest pages the API allows, one request at a time
 * (a 10k-row list is 20 requests, and the server is never asked for more than it answers). Stops at the reported
 * total or at the first short page, whichever comes first, so rows added meanwhile cannot make it loop.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  pageSize: number = maxPageSize,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await fetchPage(page, pageSize);
    rows.push(...data);
    if (data.length < pageSize || rows.length >= meta.total) return rows;
  }
}
