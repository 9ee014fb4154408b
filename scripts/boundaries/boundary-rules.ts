import { alg, type Edge, Graph } from '@dagrejs/graphlib';
import type { ImportEdge } from './import-graph.ts';

export interface Violation {
  rule: string;
  /** `from → to` and why it is refused, for the test's failure message. */
  message: string;
}

const packageOf = (path: string) => path.split('/')[0] ?? path;
const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
const isLayerBelowFeatures = (path: string) => /^web\/src\/(ui|lib)\//.test(path);

/**
 * The package arrows of DESIGN.md: `web → contracts ← mock-api → db`. scripts is tooling around all of them and
 * may import any package.
 */
const allowedPackages: Record<string, readonly string[]> = {
  web: ['web', 'contracts'],
  'mock-api': ['mock-api', 'contracts', 'db'],
  contracts: ['contracts'],
  db: ['db'],
};

const packageReason: Record<string, string> = {
  web: 'the SPA talks to the API over HTTP only and takes the shapes from contracts',
  'mock-api': 'the server may use contracts and db only; the SPA is its client, not its library',
  contracts: 'contracts is a leaf: the single statement of the API shape imports nothing of ours',
  db: 'db is a leaf: the database package imports nothing of ours',
};

function packageArrow(edge: ImportEdge): Violation | undefined {
  const from = packageOf(edge.from);
  const to = packageOf(edge.to);
  const allowed = allowedPackages[from];
  if (to.startsWith('npm:')) return undefined;
  if (!allowed || allowed.includes(to)) return undefined;
  return {
    rule: 'package arrows',
    message: `${edge.from} → ${edge.to}: ${from} must not import ${to} (${packageReason[from]})`,
  };
}

function featureIntoFeature(edge: ImportEdge): Violation | undefined {
  const from = featureOf(edge.from);
  const to = featureOf(edge.to);
  if (!from || !to || from === to) return undefined;
  return {
    rule: 'features are independent',
    message:
      `${edge.from} → ${edge.to}: feature "${from}" imports feature "${to}". Areas are composed in app/; what ` +
      'two areas share belongs in ui/ or lib/, and data crosses areas through the shared query root keys',
  };
}

function layerIntoFeature(edge: ImportEdge): Violation | undefined {
  if (!isLayerBelowFeatures(edge.from) || !featureOf(edge.to)) return undefined;
  return {
    rule: 'ui and lib below features',
    message:
      `${edge.from} → ${edge.to}: ui/ and lib/ are the shared layer every feature builds on; importing a feature ` +
      'makes every area depend on that one (move the shared piece down into ui/ or lib/)',
  };
}

const isDomain = (path: string) => path.startsWith('mock-api/src/domain/');
const isHttp = (path: string) => path.startsWith('mock-api/src/http/');
const isRoute = (path: string) => path.startsWith('mock-api/src/routes/');
/** The database: the db package and the drivers under it. */
const isDatabase = (node: string) => node === 'db' || node === 'npm:drizzle-orm' || node === 'npm:better-sqlite3';

function graphOf(edges: readonly ImportEdge[]): Graph {
  const graph = new Graph({ directed: true });
  for (const { from, to, typeOnly } of edges) {
    // A module imported for types and for values is loaded: the value import decides.
    const known = graph.edge(from, to) as { typeOnly: boolean } | undefined;
    graph.setEdge(from, to, { typeOnly: typeOnly && (known?.typeOnly ?? true) });
  }
  return graph;
}

/** Each `from` node's shortest path to each `to` node along the imports `follow` allows, as `a → b → c`. */
function pathsBetween(
  graph: Graph,
  from: (node: string) => boolean,
  to: (node: string) => boolean,
  follow: (edge: Edge) => boolean,
): string[] {
  const importsOf = (node: string) => (graph.outEdges(node) ?? []).filter(follow);
  return graph
    .nodes()
    .filter(from)
    .flatMap((source) => {
      const paths = alg.dijkstra(graph, source, undefined, importsOf);
      return graph
        .nodes()
        .filter((node) => node !== source && to(node) && paths[node]?.distance !== Number.POSITIVE_INFINITY)
        .map((target) => {
          const path: string[] = [];
          for (let node: string | undefined = target; node && node !== source; node = paths[node]?.predecessor) {
            path.unshift(node);
          }
          return [source, ...path].join(' → ');
        });
    });
}

/** The domain never reaches http/, directly or through another module, not even for a type. */
function domainIntoHttp(graph: Graph): Violation[] {
  return pathsBetween(graph, isDomain, isHttp, () => true).map((path) => ({
    rule: 'domain free of HTTP',
    message:
      `${path}: a rule must be callable and testable without the web server's vocabulary; refuse with ` +
      "DomainError (mock-api/src/domain/errors.ts), which http/ maps to a status, and keep Hono's types in http/",
  }));
}

/** No route reaches the database but through domain/ (type-only imports load nothing, so they are no path). */
function routeIntoDatabase(graph: Graph): Violation[] {
  const follow = (edge: Edge) => !isDomain(edge.w) && !(graph.edge(edge) as { typeOnly: boolean }).typeOnly;
  return pathsBetween(graph, isRoute, isDatabase, follow).map((path) => ({
    rule: 'routes reach the database through the domain',
    message:
      `${path}: a route parses, calls its domain module and answers; a query by any other path is a side door ` +
      'around the rules and transactions of mock-api/src/domain/<area>.ts (move it there)',
  }));
}

/** Every import circle, of any size, type-only imports included (graphlib's Tarjan). */
function importCycles(graph: Graph): Violation[] {
  return alg.findCycles(graph).map((files) => ({
    rule: 'no import cycles',
    message:
      `${files.toSorted().join(' ↔ ')}: these files import each other in a ring, so which one loads first decides ` +
      'what the others see, and none can be read or moved alone; move what they share into a module both import',
  }));
}

/** Every import that breaks a boundary, with a message that says why the boundary exists. */
export function findViolations(edges: readonly ImportEdge[]): Violation[] {
  const perEdge = edges.flatMap((edge) =>
    [packageArrow(edge), featureIntoFeature(edge), layerIntoFeature(edge)].filter(
      (violation): violation is Violation => violation !== undefined,
    ),
  );
  const graph = graphOf(edges);
  return [...perEdge, ...domainIntoHttp(graph), ...routeIntoDatabase(graph), ...importCycles(graph)];
}
