import { spawnSync } from 'node:child_process';

/**
 * The books' share of `pnpm bench`: mock-api/src/cli/bench-books.ts fills its own temporary database with
 * BENCH_BOOK_LINES (1,000,000) voucher lines and times the trial balance, ledger pages and the legal books in process,
 * beside the raw SQL over the same rows, and a month's legal journal PDF (wall and CPU, with the load average); its
 * table is printed as it runs.
 */
export function benchBooks(root: string): void {
  const result = spawnSync(process.execPath, ['mock-api/src/cli/bench-books.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('bench: the books benchmark failed');
}
