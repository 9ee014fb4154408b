import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCrumbHandle } from '../../lib/routing/route-deps.ts';
import { areaRoutes } from './app-areas.ts';

/** The page a path opens: the deepest matched route's breadcrumb, or null when nothing but a catch-all matches. */
function pageAt(path: string): string | null {
  const matches = matchRoutes(areaRoutes({ queryClient: new QueryClient() }), path) ?? [];
  const last = matches.at(-1)?.route;
  if (!last || last.path === '*') return null;
  return isCrumbHandle(last.handle) ? last.handle.crumb : null;
}

describe('the import pages are routed', () => {
  it.each(['/stakeholders/import', '/items/import', '/accounting/import', '/company/import'])(
    '%s opens the import page',
    (path) => {
      expect(pageAt(path)).toBe('WEB_PAGE_IMPORT');
    },
  );

  it('a path no area has opens no import page', () => {
    expect(pageAt('/invoices/import')).not.toBe('WEB_PAGE_IMPORT');
  });
});
