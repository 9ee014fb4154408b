import { spawnSync } from 'node:child_process';

/**
 * The imports' share of `pnpm bench`: mock-api/src/cli/bench-imports.ts previews and commits a CSV of
 * BENCH_IMPORT_ROWS (10,000) customers into an empty company on a fresh database, in process; it prints as it runs.
 */
export function benchImports(root: string): void {
  const result = spawnSync(process.execPath, ['mock-api/src/cli/bench-imports.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('bench: the imports benchmark failed');
}
