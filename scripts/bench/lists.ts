import { spawnSync } from 'node:child_process';

/**
 * The lists' share of `pnpm bench`: mock-api/src/cli/bench-lists.ts fills its own temporary database with
 * BENCH_LIST_ROWS (100,000) stakeholders, items, vouchers and invoices of one company and times pages of 50 of each
 * list (a page, a search, a sort by name, both, with the count of the matching rows and the invoices' sums) in
 * process, beside the raw SQL of the same page and count; it prints as it runs.
 */
export function benchLists(root: string): void {
  const result = spawnSync(process.execPath, ['mock-api/src/cli/bench-lists.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('bench: the lists benchmark failed');
}
