import { describe, expect, it } from 'vitest';
import { graphOf, repositoryGraph } from './import-graph.ts';
import { domainReachingHttp, importCircles, routesReachingDatabase } from './layering-rules.ts';

const value = { typeOnly: false };
const type = { typeOnly: true };

/** The repository's graph, with what each planted fixture adds: every rule is seen to fail once. */
const graph = repositoryGraph();

describe('the layers import one way (docs/developers/architecture.md)', () => {
  it('reads the whole repository (the walk itself works)', () => {
    expect(graph.hasEdge('mock-api/src/routes/banking.ts', 'mock-api/src/domain/banking/bank-tokens.ts')).toBe(true);
    expect(graph.hasEdge('mock-api/src/domain/banking/bank-tokens.ts', 'drizzle-orm')).toBe(true);
    expect(graph.hasEdge('web/src/lib/api/http-client.ts', 'web/src/lib/api/xsrf.ts')).toBe(true);
    expect(graph.edge('mock-api/src/http/app-env.ts', 'db/src/client.ts')).toEqual(type);
    expect(graph.nodeCount()).toBeGreaterThan(1000);
  });

  it('spots a domain module reaching http/ through another module, even for a type', () => {
    const planted = graphOf([
      ['mock-api/src/domain/planted.ts', 'mock-api/src/auth/planted-helper.ts', value],
      ['mock-api/src/auth/planted-helper.ts', 'mock-api/src/http/app-env.ts', type],
      ['mock-api/src/routes/planted.ts', 'mock-api/src/http/mount.ts', value],
    ]);
    expect(domainReachingHttp(planted)).toEqual([
      'mock-api/src/domain/planted.ts > mock-api/src/auth/planted-helper.ts > mock-api/src/http/app-env.ts',
    ]);
  });

  it('the domain never imports http/, directly or transitively', () => {
    expect(domainReachingHttp(graph), 'throw DomainError (domain/errors.ts); http/ maps it to a status').toEqual([]);
  });

  it('spots a route reaching the database by a side door, and lets it through the domain or by a type', () => {
    const planted = graphOf([
      ['mock-api/src/routes/planted.ts', 'mock-api/src/auth/side-door.ts', value],
      ['mock-api/src/auth/side-door.ts', 'db/src/schema/planted.ts', value],
      ['mock-api/src/routes/planted.ts', 'mock-api/src/domain/planted.ts', value],
      ['mock-api/src/domain/planted.ts', 'drizzle-orm', value],
      ['mock-api/src/routes/typed.ts', 'mock-api/src/http/app-env.ts', type],
      ['mock-api/src/http/app-env.ts', 'db/src/client.ts', type],
    ]);
    expect(routesReachingDatabase(planted)).toEqual([
      'mock-api/src/routes/planted.ts > mock-api/src/auth/side-door.ts > db/src/schema/planted.ts',
    ]);
  });

  it('a route file never reaches the database but through a domain module', () => {
    expect(routesReachingDatabase(graph), 'call a domain module (mock-api/src/domain/<area>.ts)').toEqual([]);
  });

  it('spots an import circle of any size, type-only imports included', () => {
    const planted = graphOf([
      ['web/src/a.ts', 'web/src/b.ts', value],
      ['web/src/b.ts', 'web/src/a.ts', type],
      ['mock-api/src/x.ts', 'mock-api/src/y.ts', value],
      ['mock-api/src/y.ts', 'mock-api/src/z.ts', value],
      ['mock-api/src/z.ts', 'mock-api/src/x.ts', value],
      ['db/src/self.ts', 'db/src/self.ts', value],
      ['contracts/src/line.ts', 'contracts/src/end.ts', value],
    ]);
    expect(importCircles(planted).toSorted()).toEqual([
      ['db/src/self.ts'],
      ['mock-api/src/x.ts', 'mock-api/src/y.ts', 'mock-api/src/z.ts'],
      ['web/src/a.ts', 'web/src/b.ts'],
    ]);
  });

  it('no import circle of any size in mock-api, web/src, contracts or db', () => {
    expect(importCircles(graph), 'move what both files need into a third').toEqual([]);
  });
});
