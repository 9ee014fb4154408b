import { inject } from 'vitest';
import { createTempDb, type TempDb } from './temp-db.ts';

/** A database file as the seed left it after one of its steps, and what that step took. */
export interface SeedTemplate {
  file: string;
  ms: number;
}

export interface SeedTemplates {
  /** Tehran's day when the run began: the seed day of tests that seed "up to today". */
  today: string;
  /** Seed day → step (`books` is db's own seedDb, then mock-api's steps, `all` the whole seedAll) → template. */
  days: Record<string, Record<string, SeedTemplate>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded databases of unit-node's global setup (mock-api/test/support/seed-templates.ts). */
    seedTemplates: SeedTemplates;
  }
}

/** The day tests seed at when their figures must not move with the calendar. */
export const fixedSeedDay = '2026-11-27';

/** The day the run seeded "up to today": tests that seed up to today use it, so midnight cannot split a run. */
export function seedToday(): string {
  return inject('seedTemplates').today;
}

/**
 * The database after seed step `step` on `day`, seeded once per run by unit-node's global setup: seeding the
 * two-year database took 5-15 s a file (over a minute beside busy cores), copying it takes milliseconds.
 */
export function seedTemplate(step: string, day = seedToday()): SeedTemplate {
  const template = inject('seedTemplates').days[day]?.[step];
  if (!template)
    throw new Error(`no seed template for step ${step} on ${day}: seed-templates.ts seeds today and ${fixedSeedDay}`);
  return template;
}

/** A database of its own for the test, as seed step `step` on `day` left it. */
export function createSeededDb(step: string, day?: string): TempDb {
  return createTempDb(seedTemplate(step, day).file);
}
