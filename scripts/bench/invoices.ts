import { spawnSync } from 'node:child_process';

/**
 * The invoices' share of `pnpm bench`: mock-api/src/cli/bench-invoices.ts fills its own temporary database with the
 * seed and BENCH_INVOICES (100,000) invoices of one company and times pages of 50 of the list (tab, search, sort,
 * with the filtered rows' totals) in process, beside the raw SQL of the same page and sums; it prints as it runs.
 */
export function benchInvoices(root: string): void {
  const result = spawnSync(process.execPath, ['mock-api/src/cli/bench-invoices.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('bench: the invoices benchmark failed');
}
