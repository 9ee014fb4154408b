import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diffPact } from './pact-diff.ts';

/** The pact files as git's HEAD has them (the committed contract), or as they are on disk outside git. */
export function snapshotPacts(root: string, dir: string): Map<string, string> {
  const snapshot = new Map<string, string>();
  const rel = relative(root, dir);
  const listed = spawnSync('git', ['ls-tree', '--name-only', 'HEAD', `${rel}/`], { cwd: root, encoding: 'utf8' });
  if (listed.status === 0) {
    for (const path of listed.stdout.split('\n').filter((p) => p.endsWith('.json'))) {
      // spawnSync keeps 1 MB of output by default and cuts the rest: the main pact is past that.
      const shown = spawnSync('git', ['show', `HEAD:${path}`], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 2 ** 20,
      });
      if (shown.status === 0) snapshot.set(path.slice(rel.length + 1), shown.stdout);
    }
    return snapshot;
  }
  if (existsSync(dir))
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')))
      snapshot.set(name, readFileSync(join(dir, name), 'utf8'));
  return snapshot;
}

/** Pact merges into existing files, so stale interactions would linger: consumer tests start from none. */
export function removePacts(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) rmSync(join(dir, name));
}

/** Lines describing drift between the committed pacts and the freshly generated ones; empty when in step. */
export function pactDrift(before: Map<string, string>, dir: string): string[] {
  const now = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
  const names = new Set([...before.keys(), ...now]);
  const lines: string[] = [];
  for (const name of [...names].sort()) {
    const committed = before.has(name) ? JSON.parse(before.get(name) as string) : undefined;
    const regenerated = now.includes(name) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : undefined;
    for (const line of diffPact(committed, regenerated)) lines.push(`${name}: ${line}`);
  }
  return lines;
}
