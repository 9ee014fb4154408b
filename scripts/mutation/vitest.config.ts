import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { QuickFirst } from './quick-first.ts';

// The unit-node project alone, for Stryker: a mutation run names the test files of each module itself (modules.ts),
// so the SPA's, the pacts' and the browser's projects are never started.
export default defineConfig({
  root: join(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  test: {
    include: [
      'db/src/**/*.test.ts',
      'contracts/src/**/*.test.ts',
      'mock-api/src/**/*.test.ts',
      'mock-api/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'mock-api/test/pact/**'],
    environment: 'node',
    globalSetup: ['mock-api/test/support/seed-templates.ts'],
    // As the unit-node project: a worker keeps its module graph across files. Stryker switches mutants through a
    // global the instrumented code reads at run time, so a module imported once serves every mutant.
    isolate: false,
    sequence: { sequencer: QuickFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
