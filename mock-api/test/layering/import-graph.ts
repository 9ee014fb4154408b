import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Graph } from '@dagrejs/graphlib';
import { importsOf, repoRoot } from './reachable-files.ts';

/** An import between two nodes: a file's path from the repository root, or an npm package's name. */
export interface ImportEdge {
  typeOnly: boolean;
}

/** The folders whose imports the layering rules read. */
export const graphedFolders = ['mock-api/src', 'mock-api/test', 'web/src', 'contracts/src', 'db/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A graph of who imports whom; a file importing a module both for types and for values has a value edge. */
export function graphOf(edges: Iterable<[from: string, to: string, edge: ImportEdge]>): Graph {
  const graph = new Graph({ directed: true });
  for (const [from, to, edge] of edges) {
    const known = graph.edge(from, to) as ImportEdge | undefined;
    graph.setEdge(from, to, { typeOnly: edge.typeOnly && (known?.typeOnly ?? true) } satisfies ImportEdge);
  }
  return graph;
}

/** The repository's import graph over `graphedFolders`, nodes named by their path from the repository root. */
export function repositoryGraph(): Graph {
  const files = graphedFolders.flatMap((folder) => sourceFiles(join(repoRoot, folder)));
  const name = (target: string) => (target.startsWith(repoRoot) ? relative(repoRoot, target) : target);
  const graph = graphOf(
    files.flatMap((file) =>
      importsOf(file).map(({ target, typeOnly }) => [name(file), name(target), { typeOnly }] as const),
    ),
  );
  for (const file of files) graph.setNode(name(file));
  return graph;
}
