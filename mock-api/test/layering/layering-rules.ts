import { alg, type Edge, type Graph } from '@dagrejs/graphlib';
import type { ImportEdge } from './import-graph.ts';

const isDomain = (node: string) => node.startsWith('mock-api/src/domain/');
const isHttp = (node: string) => node.startsWith('mock-api/src/http/');
const isRoute = (node: string) => node.startsWith('mock-api/src/routes/');
/** The database: db/'s modules (schema, client, migrations) and the drivers under them. */
const isDatabase = (node: string) => node.startsWith('db/src/') || node === 'drizzle-orm' || node === 'better-sqlite3';

/** Each `from` node's shortest path to a `to` node along the edges `follow` allows, written `a > b > c`. */
function pathsBetween(
  graph: Graph,
  from: (node: string) => boolean,
  to: (node: string) => boolean,
  follow: (edge: Edge) => boolean,
): string[] {
  const edgesOf = (node: string) => (graph.outEdges(node) ?? []).filter(follow);
  return graph
    .nodes()
    .filter(from)
    .flatMap((source) => {
      const paths = alg.dijkstra(graph, source, undefined, edgesOf);
      const reached = graph.nodes().filter((node) => node !== source && to(node) && paths[node]?.distance !== Infinity);
      return reached.map((target) => {
        const path: string[] = [];
        for (let node: string | undefined = target; node && node !== source; node = paths[node]?.predecessor) {
          path.unshift(node);
        }
        return [source, ...path].join(' > ');
      });
    });
}

/**
 * The domain never imports the HTTP layer, directly or through anything else, not even for a type: a rule can
 * be called and tested without the web server's vocabulary (it throws DomainError; http/ maps it to a status).
 */
export function domainReachingHttp(graph: Graph): string[] {
  return pathsBetween(graph, isDomain, isHttp, () => true);
}

/**
 * A route file reaches the database only through a domain module: no path from a route to db/ or its driver
 * avoids domain/. Type-only imports load nothing, so they are no path (the request context names the `Db` type).
 */
export function routesReachingDatabase(graph: Graph): string[] {
  return pathsBetween(
    graph,
    isRoute,
    isDatabase,
    (edge) => !isDomain(edge.w) && !(graph.edge(edge) as ImportEdge).typeOnly,
  );
}

/** Every import circle, of any size and type-only imports included, as the files in it. */
export function importCircles(graph: Graph): string[][] {
  return alg.findCycles(graph).map((circle) => circle.toSorted());
}
