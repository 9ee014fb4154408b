import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the SPA's production build reads, from the repository's root: its sources, its tools, the contracts. */
const buildInputs = [
  'web/src',
  'web/build',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'contracts/src',
  'contracts/package.json',
  'pnpm-lock.yaml',
];

function filesOf(repoDir: string, path: string): string[] {
  const full = join(repoDir, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name).slice(repoDir.length + 1))
    .sort();
}

/**
 * A digest of what a build would be made from: every input file's path and bytes, and the environment the build
 * reads (its VITE_ variables, NODE_ENV and the addresses it bakes in).
 */
export function buildDigest(repoDir: string, buildEnv: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const file of buildInputs.flatMap((path) => filesOf(repoDir, path))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(repoDir, file)));
  }
  const env = Object.entries({ ...process.env, ...buildEnv })
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(env));
  return hash.digest('hex').slice(0, 20);
}

/**
 * The build for `digest` under `cacheDir`, made by `build` only when no earlier run left it: a run whose SPA did not
 * change (a test edited, a rerun) skips the build's half-minute and more of CPU. Older builds are removed, so the
 * cache holds one. A build is made in a folder of its own and renamed into place whole, so a run that stops midway,
 * or another run at the same time, never leaves or reads half a build.
 */
export async function cachedBuild(
  cacheDir: string,
  digest: string,
  build: (outDir: string) => Promise<void>,
): Promise<{ dir: string; built: boolean }> {
  const dir = join(cacheDir, digest);
  if (existsSync(join(dir, 'index.html'))) return { dir, built: false };
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await build(partial);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  for (const entry of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (entry !== digest && !entry.includes('.partial-'))
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
  }
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another run put the same build in place first: theirs is as good as this one.
    if (!existsSync(join(dir, 'index.html'))) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return { dir, built: true };
}
