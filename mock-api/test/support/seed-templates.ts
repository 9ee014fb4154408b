import { mkdtempSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tehranDay } from '@daftar/db/seed/seed-years';
import { fixedSeedDay, type SeedTemplate, type SeedTemplates } from '@daftar/db/testing/seed-templates';
import { createTempDb } from '@daftar/db/testing/temp-db';
import type { TestProject } from 'vitest/node';
import { seedSteps } from '../../src/seed/seed-all.ts';
import { seedTranslations } from '../../src/seed/translations.ts';

/**
 * unit-node's global setup: seeds the database once per run, up to today and up to the fixed day (once when they
 * are the same), keeping a copy after each of seedAll's steps. Tests copy the one they need (createSeededDb) instead
 * of seeding: about ten files each seeded the two-year database, 5-15 s apiece, over a minute beside busy cores.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'daftar-seeded-'));
  const today = tehranDay();
  const days: SeedTemplates['days'] = {};
  for (const day of new Set([today, fixedSeedDay])) {
    const temp = createTempDb();
    const keep = (step: string, ms: number): SeedTemplate => {
      // A full checkpoint leaves the whole database in the main file, which is then all a copy needs.
      temp.db.$client.pragma('wal_checkpoint(TRUNCATE)');
      const file = join(dir, `${day}-${step}.sqlite`);
      copyFileSync(temp.file, file);
      return { file, ms };
    };
    const steps: Record<string, SeedTemplate> = {};
    for (const [step, run] of Object.entries(seedSteps)) {
      const started = performance.now();
      run(temp.db, day);
      steps[step] = keep(step, performance.now() - started);
    }
    // seedAll's last step with no catalogue: translations are the tests' own.
    const started = performance.now();
    seedTranslations(temp.db, {});
    steps.all = keep('all', performance.now() - started);
    temp.dispose();
    days[day] = steps;
  }
  project.provide('seedTemplates', { today, days });
  return () => rmSync(dir, { recursive: true, force: true });
}
