import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Import statements (`import … from`, `export … from`, a bare `import '…'`) with whether they import types only,
 * and dynamic `import('…')` calls. Sources are Biome-formatted, so specifiers are single-quoted.
 */
const statementPattern = /\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*'([^']+)'|\bimport\s*\(?\s*'([^']+)'/g;

/** `@daftar/db/reset` → db/src/reset.ts, through the package's `exports` map (wildcards included). */
function resolveWorkspaceImport(specifier: string): string | undefined {
  const match = /^@daftar\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match?.[1]) return undefined;
  const packageDir = join(repoRoot, match[1]);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const subpath = `.${match[2] ?? ''}`;
  for (const [pattern, target] of Object.entries(manifest.exports)) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (pattern === subpath) return join(packageDir, target);
      continue;
    }
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const middle = subpath.slice(prefix.length, subpath.length - suffix.length);
      return join(packageDir, target.replace('*', middle));
    }
  }
  return undefined;
}

export interface Import {
  /** The file of ours imported, or the npm package's name (`drizzle-orm`, `@hono/node-server`). */
  target: string;
  /** An `import type` or `export type`: nothing of it is loaded when the program runs. */
  typeOnly: boolean;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** What a file imports; a relative specifier that names no file (a typo the compiler reports) is left out. */
export function importsOf(file: string): Import[] {
  const found: Import[] = [];
  for (const [, type, fromSpecifier, bareSpecifier] of readFileSync(file, 'utf8').matchAll(statementPattern)) {
    const specifier = fromSpecifier ?? bareSpecifier;
    if (!specifier || specifier.startsWith('node:')) continue;
    const typeOnly = type !== undefined;
    if (specifier.startsWith('.')) {
      const path = resolve(dirname(file), specifier);
      if (existsSync(path)) found.push({ target: path, typeOnly });
      continue;
    }
    found.push({ target: resolveWorkspaceImport(specifier) ?? packageName(specifier), typeOnly });
  }
  return found;
}

const isSource = (path: string): boolean => /\.tsx?$/.test(path);

/** Every file of ours the entries import, statically or dynamically, followed transitively (npm packages skipped). */
export function reachableFiles(entries: string[]): Map<string, string> {
  const importedBy = new Map<string, string>(entries.map((entry) => [entry, 'entry']));
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const { target } of importsOf(file)) {
      if (!target.startsWith(repoRoot) || importedBy.has(target)) continue;
      importedBy.set(target, file);
      if (isSource(target)) queue.push(target);
    }
  }
  return importedBy;
}
