import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http-error.ts';
import { pageQuery, recordQuery } from './record-queries.ts';

const read = async () => 'answer';

describe('the shared query options', () => {
  it('a page keeps the previous page on screen while the next loads', () => {
    const options = pageQuery(['items', 1, 'list', { page: 2 }], read);
    expect(options.queryKey).toEqual(['items', 1, 'list', { page: 2 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
  });

  it('a record is not asked again after a 4xx, and once more after any other failure', () => {
    const { retry } = recordQuery(['items', 1, 'detail', 5], read);
    if (typeof retry !== 'function') throw new Error('a record query decides its retries');
    expect(retry(0, new ApiError(404, 'ITEM_NOT_FOUND'))).toBe(false);
    expect(retry(0, new ApiError(503, undefined))).toBe(true);
    expect(retry(1, new ApiError(503, undefined))).toBe(false);
  });
});
