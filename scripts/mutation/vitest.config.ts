import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mutationTestsVariable } from './modules.ts';
import { QuickFirst } from './quick-first.ts';

/** The module's test files, from run.ts (see `mutationTestsVariable`): this config's whole suite. */
function moduleTests(): string[] {
  const tests = process.env[mutationTestsVariable];
  if (!tests) throw new Error(`${mutationTestsVariable} is unset: run mutation tests with pnpm test:mutation`);
  return JSON.parse(tests) as string[];
}

// The unit-node project's set-up over one module's test files, for Stryker: the SPA's, the pacts' and the browser's
// projects are never started.
export default defineConfig({
  root: join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  test: {
    include: moduleTests(),
    exclude: ['**/node_modules/**', 'mock-api/test/pact/**'],
    environment: 'node',
    globalSetup: ['mock-api/test/support/seed-templates.ts'],
    // As the unit-node project: a worker keeps its module graph across files. Stryker switches most mutants through
    // a global the instrumented code reads at run time, so a module imported once serves every mutant; each run of a
    // static mutant starts a fresh worker, which imports the module with that mutant on.
    isolate: false,
    sequence: { sequencer: QuickFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
