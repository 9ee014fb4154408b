import { describe, expect, it } from 'vitest';
import { nextSorting } from './next-sorting.ts';

describe('nextSorting', () => {
  it('cycles a column through its first direction, the other, and unsorted', () => {
    const first = nextSorting([], 'price', false);
    expect(first).toEqual([{ id: 'price', desc: false }]);
    const second = nextSorting(first, 'price', false);
    expect(second).toEqual([{ id: 'price', desc: true }]);
    expect(nextSorting(second, 'price', false)).toEqual([]);
  });

  it('starts descending for a column that sorts descending first', () => {
    expect(nextSorting([], 'total', true)).toEqual([{ id: 'total', desc: true }]);
    expect(nextSorting([{ id: 'total', desc: true }], 'total', true)).toEqual([{ id: 'total', desc: false }]);
  });

  it('replaces another column’s sort', () => {
    expect(nextSorting([{ id: 'name', desc: true }], 'price', false)).toEqual([{ id: 'price', desc: false }]);
  });
});
