import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appAreas, routesToAdd } from './app-areas.ts';

describe('the areas of the signed-in layout', () => {
  // areaDiscovery adds an area's routes on the first path under its segment: a route elsewhere would not be found.
  it('route only paths under their own segment', () => {
    const deps = { queryClient: new QueryClient() };
    for (const area of appAreas)
      for (const route of area.routes(deps)) expect(`${area.segment}: ${route.path}`).toMatch(/^(\S+): \1(\/|$)/);
  });

  it("are added for a path in its own area's alone, then the rest for a path none of those left claims", () => {
    const deps = { queryClient: new QueryClient() };
    const added = new Set<string>();
    const paths = (routes: RouteObject[]) => routes.map((route) => route.path);
    const invoices = appAreas.find((area) => area.segment === 'invoices')?.routes(deps) ?? [];
    expect(paths(routesToAdd('/invoices/overview/all', added, deps))).toEqual(paths(invoices));
    expect([...added]).toEqual(['invoices']);
    expect(routesToAdd('/invoices/nothing-here', added, deps)).toHaveLength(
      appAreas.flatMap((area) => (area.segment === 'invoices' ? [] : area.routes(deps))).length,
    );
    expect(added.size).toBe(appAreas.length);
    expect(routesToAdd('/dashboard', added, deps)).toEqual([]);
  });
});
