import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per layer, so `npm test` can run them in order (consumer pacts before provider verification)
// and a developer can run one: `pnpm vitest run --project unit-web`.
export default defineConfig({
  test: {
    // Every core: vitest's own default for a run is one fewer, which is one worker on a 2-core CI machine (unit took
    // 177 s with one worker, 85 s with two).
    maxWorkers: availableParallelism(),
    // A focused test fails the run everywhere, not only where CI=true (scripts/test/test-hygiene.ts finds it first).
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'unit-node',
          include: [
            'db/src/**/*.test.ts',
            'contracts/src/**/*.test.ts',
            'mock-api/src/**/*.test.ts',
            'mock-api/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'mock-api/test/pact/**'],
          environment: 'node',
          // Seeds the two-year database once per run and keeps a copy after each seed step: tests copy it.
          globalSetup: ['mock-api/test/support/seed-templates.ts'],
          setupFiles: ['scripts/test/every-test-asserts.ts', 'mock-api/test/support/property-seed.ts'],
          // Files share their workers' module graph: each file re-importing the whole API cost two thirds of this
          // project's CPU (105 s vs 35 s user for 28 files). Nothing here mocks modules or stubs globals.
          isolate: false,
          // A ceiling, not a budget: the seed tests' second runs (idempotence) seed on top of a seeded copy, seconds
          // idle and tens of seconds beside busy cores (vitest's default 10 s hook ceiling timed out beside a CI run).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit-web',
          root: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'src/**/*.pact.test.ts'],
          environment: 'happy-dom',
          // One happy-dom window per worker instead of per file: setting up the environment was 51% of this
          // project's time (393 s vs 17 s for 69 files beside a busy core); passes with the files shuffled too.
          isolate: false,
          setupFiles: ['src/test-setup.ts', '../scripts/test/every-test-asserts.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pact-consumer',
          root: 'web',
          include: ['src/**/*.pact.test.ts'],
          environment: 'node',
          // Files run in parallel and in shared workers: each recording writes a pact of its own, merged at the end
          // (contracts/src/pact-parts.ts). One file at a time, each merging into the whole pact file, took 82 s; 5.5 s.
          globalSetup: ['src/lib/api/testing/pact-parts-setup.ts'],
          setupFiles: ['../scripts/test/every-test-asserts.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pact-provider',
          include: ['mock-api/test/pact/**/*.test.ts'],
          setupFiles: ['scripts/test/every-test-asserts.ts'],
          environment: 'node',
          // A ceiling: the main host's verification takes ~35 s on a quiet machine, ~90 s at a load average of 20,
          // and went past 120 s beside other test runs on the same two cores. Its set-up (a test app with the
          // seeded database) passed vitest's default 10 s hook ceiling at a load average of 25.
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'web',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/harness/global-setup.ts'],
          // The accessibility sweep's findings fail the test whose screens they were found on.
          setupFiles: ['e2e/harness/accessibility-setup.ts', '../scripts/test/every-test-asserts.ts'],
          // Two files at a time, each worker on a stack of its own (e2e/harness/stack.ts): one file at a time used
          // 420 s of CPU in 580 s on 2 cores, waiting on Chromium, the API and the preview in turn. E2E_WORKERS=1
          // starts one stack only (a single file).
          maxWorkers: Number(process.env.E2E_WORKERS || 2),
          // Its own group, after the other projects: worker ids (hence stacks) then run 1…maxWorkers.
          sequence: { groupOrder: 1 },
          // A worker runs its files in turn: no process and no import of playwright-core per file.
          isolate: false,
          // A ceiling: the invoice's A4 print test (PDF drawn by pdf.js) took 8 s at a load average of 12 and 59 s
          // beside a busy core at 17 with the other worker running.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default: a condition a busy 2-core machine reaches in 3 s is not a
          // failure. Tests wait for conditions, so a long ceiling costs nothing when things are quick.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
