import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@daftar/contracts/catalogue';
import { DocumentChecker, type OpenApiDocument } from './document.ts';
import { type FuzzApp, fuzzApp } from './fuzz-app.ts';
import { describe as describeProbe, probe } from './probe.ts';
import { requestArbitrary } from './requests.ts';

/** Requests per operation: a bounded number on CI, more locally with FUZZ_RUNS (docs/developers/tests.md). */
const runs = Number(process.env.FUZZ_RUNS ?? 12);
/** One seed for the run, so a failure replays; FUZZ_SEED picks another. */
const seed = Number(process.env.FUZZ_SEED ?? 37);

let checker: DocumentChecker;
beforeAll(async () => {
  const { createTestApp } = await import('../support/test-app.ts');
  const t = createTestApp();
  checker = new DocumentChecker((await (await t.apps.main.request('/openapi.json')).json()) as OpenApiDocument);
  t.dispose();
});

describe.each(catalogue().map(({ area }) => area).filter((area, i, all) => all.indexOf(area) === i))('%s', (area) => {
  let app: FuzzApp;
  beforeAll(async () => {
    app = await fuzzApp();
  });
  afterAll(() => app.dispose());

  it.each(catalogue().filter((entry) => entry.area === area).map(({ endpoint }) => [endpoint.name, endpoint] as const))(
    '%s answers as the document says, valid and invalid requests alike',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
          const result = await probe(app, checker, endpoint, request);
          if (result.problems.length > 0) throw new Error(describeProbe(endpoint, request, result));
        }),
        { seed, numRuns: runs, endOnFailure: true, timeout: 10_000 },
      );
      expect(checker.operationOf(endpoint)).toBeDefined();
    },
  );
});
