import { featureFlags } from '@daftar/db/schema/flags';
import { afterEach, describe, expect, it } from 'vitest';
import { serverToday } from '../../src/domain/clock/server-clock.ts';
import { readEnv } from '../../src/env.ts';
import { serverLabHooks } from '../../src/fault-lab/lab-hooks.ts';
import { insertFlag } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.dispose());

const flagNames = (app: TestApp) =>
  app.db
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .all()
    .map((row) => row.name)
    .sort();

describe('a database seeded today and not written since (MOCK_SEEDED_ON)', () => {
  it('is what the first reset copies back, without seeding again', () => {
    t = createTestApp();
    insertFlag(t.db, { name: 'as-seeded' });
    const hooks = serverLabHooks(t.db, {}, serverToday());
    insertFlag(t.db, { name: 'written-by-a-test' });
    hooks.reseed();
    // Seeding again would have emptied the tables and written the seed's flags instead of the row kept.
    expect(flagNames(t)).toEqual(['as-seeded']);
  });

  it('must be a day', () => {
    expect(readEnv({ MOCK_SEEDED_ON: '2026-12-02' }).MOCK_SEEDED_ON).toBe('2026-12-02');
    expect(() => readEnv({ MOCK_SEEDED_ON: 'today' })).toThrow(/MOCK_SEEDED_ON/);
  });
});
