import { createSeededDb } from '@daftar/db/testing/seed-templates';
import type { TempDb } from '@daftar/db/testing/temp-db';
import { afterAll, beforeAll } from 'vitest';
import { madeInHooks } from './made-in-hooks.ts';

/**
 * A copy of the seeded database (`createSeededDb(step, day)`) for a whole file: called at the top of it, it is made
 * before the file's first test and disposed of after its last. Read it inside a test: `t.db`.
 */
export function seededDbPerFile(step: string, day?: string): TempDb {
  const seeded = madeInHooks<TempDb>(
    ['db', 'file', 'dispose'],
    "The seeded database is made before the file's first test: read it inside a test.",
  );
  beforeAll(() => seeded.set(createSeededDb(step, day)));
  afterAll(() => seeded.current()?.dispose());
  return seeded.view;
}
