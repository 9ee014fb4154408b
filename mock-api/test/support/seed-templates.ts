import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tehranDay } from '@daftar/db/seed/seed-years';
import { fixedSeedDay, type SeedTemplate, type SeedTemplates } from '@daftar/db/testing/seed-templates';
import { createTempDb } from '@daftar/db/testing/temp-db';
import type { TestProject } from 'vitest/node';
import { seedSteps } from '../../src/seed/seed-all.ts';
import { seedTranslations } from '../../src/seed/translations.ts';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The code a seeded database depends on: the schema and migrations, the domain and seed code, the contracts. */
const seedSources = ['db/src', 'db/migrations', 'mock-api/src', 'contracts/src'];
const cacheRoot = join(repoDir, 'node_modules', '.cache', 'daftar-seed');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!entry.name.includes('.test.')) yield path;
  }
}

/** A digest of every file the seed's output depends on: a change to any of them seeds anew. */
function sourceDigest(): string {
  const hash = createHash('sha256');
  for (const dir of seedSources) {
    for (const file of files(join(repoDir, dir)))
      hash.update(relative(repoDir, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Seeds `day` into `dir`, keeping a copy after each of seedAll's steps, and returns the steps' files and times. */
function seedDay(dir: string, day: string): Record<string, SeedTemplate> {
  const temp = createTempDb();
  const keep = (step: string, ms: number): SeedTemplate => {
    // A full checkpoint leaves the whole database in the main file, which is then all a copy needs.
    temp.db.$client.pragma('wal_checkpoint(TRUNCATE)');
    const file = join(dir, `${day}-${step}.sqlite`);
    // Written under another name and renamed: a run beside this one never reads half a file.
    copyFileSync(temp.file, `${file}.part`);
    renameSync(`${file}.part`, file);
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
  return steps;
}

/**
 * unit-node's global setup: the seeded databases up to today and up to the fixed day (once when they are the same),
 * with a copy after each of seedAll's steps. Tests copy the one they need (createSeededDb) instead of seeding: about
 * ten files each seeded the two-year database, 5-15 s apiece, over a minute beside busy cores. The copies are kept
 * in node_modules/.cache/daftar-seed under a digest of the code they come from, so running one file again does not
 * seed again (36 s beside busy cores) until that code, or the day, changes; a fresh clone seeds once.
 */
export default function setup(project: TestProject): void {
  const digest = sourceDigest();
  const dir = join(cacheRoot, digest);
  mkdirSync(dir, { recursive: true });
  // Older code's copies go once a day has passed: a run of that code beside this one may still be reading them.
  for (const old of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, old);
    if (old !== digest && Date.now() - statSync(path).mtimeMs > 86_400_000)
      rmSync(path, { recursive: true, force: true });
  }
  const today = tehranDay();
  const days: SeedTemplates['days'] = {};
  for (const day of new Set([today, fixedSeedDay])) {
    // The day's list is written last: its presence says every file it names is whole.
    const list = join(dir, `${day}.json`);
    if (existsSync(list)) {
      days[day] = JSON.parse(readFileSync(list, 'utf8')) as Record<string, SeedTemplate>;
      continue;
    }
    days[day] = seedDay(dir, day);
    writeFileSync(`${list}.part`, JSON.stringify(days[day]));
    renameSync(`${list}.part`, list);
  }
  project.provide('seedTemplates', { today, days });
}
