import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@daftar/contracts/catalogue';
import type { DocumentChecker } from './document.ts';
import { type FuzzApp, fuzzApp, servedChecker } from './fuzz-app.ts';
import { fuzzOperation } from './probe.ts';

/** Requests per operation: a bounded number on CI, more locally with FUZZ_RUNS (docs/developers/tests.md). */
const runs = Number(process.env.FUZZ_RUNS ?? 12);
/** One seed for the run, so a failure replays; FUZZ_SEED picks another. */
const seed = Number(process.env.FUZZ_SEED ?? 37);

const areas = [...new Set(catalogue().map(({ area }) => area))];

let checker: DocumentChecker;
beforeAll(async () => {
  checker = await servedChecker();
});

// One seeded app per area: an operation's writes are seen by the area's next operations, as a client's would be.
describe.each(areas)('%s', (area) => {
  let app: FuzzApp;
  beforeAll(async () => {
    app = await fuzzApp();
  });
  afterAll(() => app.dispose());

  const endpoints = catalogue()
    .filter((entry) => entry.area === area)
    .map(({ endpoint }) => [endpoint.name, endpoint] as const);
  it.each(endpoints)('%s answers as the document says, valid and invalid requests alike', async (_name, endpoint) => {
    await fuzzOperation(app, checker, endpoint, { seed, runs });
    expect(checker.operationOf(endpoint)).toBeDefined();
  });
});
