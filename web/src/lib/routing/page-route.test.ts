import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http-error.ts';
import { allRecordPages, type RecordPage, recordAreaRoutes } from './page-route.ts';
import { isNotFound, recordIdParam } from './record-id.ts';

/** Each route as `path crumb`, nested routes indented, so the shape reads at a glance. */
function outline(routes: RouteObject[], depth = 0): string[] {
  return routes.flatMap((route) => {
    const crumb = (route.handle as { crumb?: string } | undefined)?.crumb ?? '';
    const line = `${'  '.repeat(depth)}${route.index ? '(index)' : route.path} ${crumb}`.trimEnd();
    return [line, ...outline(route.children ?? [], depth + 1)];
  });
}

describe('a record area’s routes', () => {
  it('routes the list, create, and a record’s detail, edit and copy under their breadcrumbs', () => {
    const asked: RecordPage[] = [];
    const route = recordAreaRoutes('items', 'WEB_NAV_ITEMS', allRecordPages, (name) => {
      asked.push(name);
      return async () => ({});
    });
    expect(outline([route])).toEqual([
      'items WEB_NAV_ITEMS',
      '  (index)',
      '  create WEB_CRUMB_CREATE',
      '  :id WEB_CRUMB_DETAIL',
      '    (index)',
      '    edit WEB_CRUMB_EDIT',
      '    copy WEB_CRUMB_COPY',
    ]);
    expect(asked).toEqual(['list', 'create', 'detail', 'edit', 'copy']);
  });

  it('leaves out a page the area does not have', () => {
    const lazy = async () => ({});
    const route = recordAreaRoutes(
      'stakeholders',
      'WEB_NAV_STAKEHOLDERS',
      ['list', 'create', 'detail', 'edit'],
      () => lazy,
    );
    expect(outline([route])).not.toContain('    copy WEB_CRUMB_COPY');
  });
});

describe('a record’s id in the path', () => {
  it('is a positive whole number, or the same 404 the API answers for an unknown id', () => {
    expect(recordIdParam('42', 'ITEM_NOT_FOUND')).toBe(42);
    for (const bad of ['abc', '0', '-3', '1.5', undefined]) {
      const thrown = (() => {
        try {
          recordIdParam(bad, 'ITEM_NOT_FOUND');
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(thrown).toBeInstanceOf(ApiError);
      expect(isNotFound(thrown)).toBe(true);
    }
    expect(isNotFound(new ApiError(500, 'INTERNAL_ERROR'))).toBe(false);
  });
});
