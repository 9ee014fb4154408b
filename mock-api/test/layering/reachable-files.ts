import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

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

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(fromFile), specifier);
    return existsSync(path) ? path : undefined;
  }
  return resolveWorkspaceImport(specifier);
}

/** Every file of ours the entries import, statically or dynamically, followed transitively (npm packages skipped). */
export function reachableFiles(entries: string[]): Map<string, string> {
  const importedBy = new Map<string, string>(entries.map((entry) => [entry, 'entry']));
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
      const target = specifier ? resolveImport(file, specifier) : undefined;
      if (!target || importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return importedBy;
}
