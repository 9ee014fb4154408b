import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages.ts';

const rows = Array.from({ length: 1234 }, (_, index) => index);

describe('fetchAllPages', () => {
  it('reads every page in the largest size the API allows', async () => {
    const fetchPage = vi.fn(async (page: number, pageSize: number) => ({
      data: rows.slice((page - 1) * pageSize, page * pageSize),
      meta: { total: rows.length },
    }));
    expect(await fetchAllPages(fetchPage)).toEqual(rows);
    expect(fetchPage.mock.calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('stops at the total even when the last page is full', async () => {
    const fetchPage = vi.fn(async () => ({ data: [1, 2], meta: { total: 2 } }));
    expect(await fetchAllPages(fetchPage, 2)).toEqual([1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('makes one request for an empty list', async () => {
    const fetchPage = vi.fn(async () => ({ data: [], meta: { total: 0 } }));
    expect(await fetchAllPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
