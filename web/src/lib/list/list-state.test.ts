import { describe, expect, it } from 'vitest';
import {
  anyText,
  defineListSpec,
  listQuery,
  listStateToSearch,
  parseListState,
  sortingToSort,
  sortToSorting,
} from './list-state.ts';

const spec = defineListSpec({
  sortFields: ['code', 'displayName', 'createdAt'],
  defaultSort: '-createdAt',
  filters: { kind: ['INDIVIDUAL', 'BUSINESS'], active: ['true', 'false'] },
});

const parse = (search: string) => parseListState(new URLSearchParams(search), spec);

/** The spec's list as it opens: first page, twenty rows, newest first, no search and no filters. */
const defaults = { page: 1, pageSize: 20, sort: '-createdAt', q: '', filters: {} };

describe('list state in the URL', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(defaults);
  });

  it('reads page, size, sort, search and the known filters', () => {
    expect(parse('page=3&pageSize=50&sort=displayName&q=%20مریم%20&kind=BUSINESS&active=false')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'displayName',
      q: 'مریم',
      filters: { kind: 'BUSINESS', active: 'false' },
    });
  });

  it('falls back to the defaults for values the list does not accept', () => {
    expect(parse('page=-2&pageSize=7&sort=-password&kind=ROBOT&active=yes&extra=1')).toEqual(defaults);
    expect(parse('page=1.5&pageSize=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const state = { page: 2, pageSize: 100, sort: '-code', q: '0912', filters: { kind: 'INDIVIDUAL' } } as const;
    const search = listStateToSearch(state, spec);
    expect(search.toString()).toBe('q=0912&kind=INDIVIDUAL&sort=-code&page=2&pageSize=100');
    expect(parseListState(search, spec)).toEqual(state);
    expect(listStateToSearch(parse(''), spec).toString()).toBe('');
  });

  it('gives the API query, leaving out an empty search', () => {
    expect(listQuery(parse('kind=BUSINESS'))).toEqual({ page: 1, pageSize: 20, sort: '-createdAt', kind: 'BUSINESS' });
    expect(listQuery(parse('q=abc')).q).toBe('abc');
  });

  it('maps the sort to the table sorting and back; a cleared sorting is the default order', () => {
    expect(sortToSorting('-code')).toEqual([{ id: 'code', desc: true }]);
    expect(sortToSorting('displayName')).toEqual([{ id: 'displayName', desc: false }]);
    expect(sortingToSort([{ id: 'code', desc: false }], spec)).toBe('code');
    expect(sortingToSort([{ id: 'code', desc: true }], spec)).toBe('-code');
    expect(sortingToSort([], spec)).toBe('-createdAt');
    expect(sortingToSort([{ id: 'mobile', desc: true }], spec)).toBe('-createdAt');
  });

  it('takes any non-blank text for an open filter (anyText), trimmed', () => {
    const open = defineListSpec({ sortFields: ['name'], defaultSort: 'name', filters: { category: anyText } });
    expect(parseListState(new URLSearchParams('category=%20نوشیدنی%20'), open).filters).toEqual({
      category: 'نوشیدنی',
    });
    expect(parseListState(new URLSearchParams('category=%20'), open).filters).toEqual({});
  });
});
