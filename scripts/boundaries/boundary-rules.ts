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

/** Strongly connected components of the runtime import graph (Tarjan), each a cycle when it has two files or more. */
function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to, typeOnly } of edges) {
    if (typeOnly || from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string) {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  }

  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Every import that breaks a boundary, with a message that says why the boundary exists. */
export function findViolations(edges: readonly ImportEdge[]): Violation[] {
  const perEdge = edges.flatMap((edge) =>
    [packageArrow(edge), featureIntoFeature(edge), layerIntoFeature(edge)].filter(
      (violation): violation is Violation => violation !== undefined,
    ),
  );
  const cycles = importCycles(edges).map((files) => ({
    rule: 'no import cycles',
    message:
      `${files.join(' ↔ ')}: these files import each other in a ring, so which one loads first decides what ` +
      'the others see (undefined at start-up); move what they share into a module both import',
  }));
  return [...perEdge, ...cycles];
}
