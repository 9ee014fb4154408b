import { inject } from 'vitest';

/** One worker's stack: its own mock API (own SQLite file), production preview and development server. */
export interface Stack {
  webUrl: string;
  apiUrl: string;
  payApiUrl: string;
  /** The production build the preview serves, for byte budgets. */
  webDistDir: string;
  /** The Vite dev server (a development build: the QA panel is there, not in production). */
  devWebUrl: string;
  /** The migrated and seeded database every stack's copy starts from, for a test that starts a mock API of its own. */
  seededDbFile: string;
}

/**
 * The stack of the worker running this file. e2e files run two at a time (one per worker, `VITEST_POOL_ID` 1…n) and
 * every test resets its stack's database, so each worker has a stack of its own: tests never see each other's writes.
 */
export function stack(): Stack {
  const stacks = inject('stacks');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const own = stacks[poolId - 1];
  if (!own) {
    throw new Error(
      `e2e worker ${poolId} has no stack (${stacks.length} started): run the e2e project on its own (--project e2e).`,
    );
  }
  return own;
}
