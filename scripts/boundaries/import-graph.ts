import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import of one file: the target as a repository path (`web/src/lib/api/client.ts`), a workspace package's
 * folder (`db`) or an npm package (`npm:drizzle-orm`). */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased from the JavaScript, so nothing of the target is loaded. */
  typeOnly: boolean;
}

/** The packages of the workspace, by the folder that holds each. */
export const workspacePackages = ['web', 'contracts', 'mock-api', 'db', 'scripts'] as const;

const skippedFolders = new Set(['node_modules', 'dist', 'dev-dist', '.artifacts', 'coverage', 'pacts', 'migrations']);
const sourceFile = /\.(ts|tsx|mts|mjs)$/;

// Static imports and re-exports (`import x from '…'`, `export { y } from '…'`, `import '…'`) and dynamic `import('…')`.
const staticImport = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The import specifiers of one source text, each with whether it is type-only. */
export function importSpecifiers(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const match of source.matchAll(staticImport)) {
    const specifier = match[3];
    if (specifier) found.push({ specifier, typeOnly: match[2] !== undefined });
  }
  for (const match of source.matchAll(dynamicImport)) {
    if (match[1]) found.push({ specifier: match[1], typeOnly: false });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : [];
  });
}

const toRepoPath = (root: string, path: string) => relative(root, path).split(sep).join('/');

/** An npm package's node: `npm:drizzle-orm`, `npm:@hono/node-server` (its name, whatever file of it is imported). */
export const npmNode = (specifier: string): string =>
  `npm:${specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')}`;

/**
 * Where a specifier points: a file of ours (relative specifiers), a workspace package (`@daftar/db/…` → `db`), an npm
 * package (`npm:<name>`), or nothing the rules read (node built-ins, assets such as CSS), which is left out.
 */
function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  const workspace = /^@daftar\/([^/]+)/.exec(specifier);
  if (workspace?.[1]) return workspace[1];
  if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) return undefined;
  if (!specifier.startsWith('.')) return npmNode(specifier);
  const target = resolve(dirname(fromFile), specifier);
  if (!sourceFile.test(target)) return undefined;
  return toRepoPath(root, target);
}

/** Every import edge between the workspace's own sources (tests included: they must keep the rules too). */
export function readImportGraph(root: string): ImportEdge[] {
  return workspacePackages.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((file) => {
      const from = toRepoPath(root, file);
      return importSpecifiers(readFileSync(file, 'utf8')).flatMap(({ specifier, typeOnly }) => {
        const to = resolveSpecifier(root, file, specifier);
        return to === undefined ? [] : [{ from, to, typeOnly }];
      });
    }),
  );
}
