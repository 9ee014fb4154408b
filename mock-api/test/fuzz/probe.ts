import fc from 'fast-check';
import type { Endpoint } from '@daftar/contracts/endpoint';
import type { DocumentChecker } from './document.ts';
import type { FuzzApp } from './fuzz-app.ts';
import { type FuzzRequest, isValid, requestArbitrary } from './requests.ts';

/** What one request found: empty problems when the answer agrees with the document and the rules below. */
export interface Probe {
  valid: boolean;
  status: number;
  code: string | undefined;
  problems: string[];
}

/**
 * Sends one request and checks its answer: never 5xx; a status, content type, body and error code the document
 * lists for the operation; a request its schemas refuse is answered 4xx and writes nothing; one they take is
 * refused with VALIDATION_FAILED only for field codes the operation's rules or 400 codes name.
 */
export async function probe(
  app: Pick<FuzzApp, 'send' | 'stamp'>,
  checker: DocumentChecker,
  endpoint: Endpoint,
  request: FuzzRequest,
): Promise<Probe> {
  const valid = isValid(endpoint, request);
  const before = app.stamp();
  const answer = await app.send(endpoint, request);
  const wrote = app.stamp() !== before;
  const code = (answer.json as { message?: string } | undefined)?.message;
  const problems = checker.problems(endpoint, answer);
  if (answer.status >= 500) problems.unshift(`answered ${answer.status} ${code ?? ''}`);
  if (!valid && (answer.status < 400 || answer.status >= 500))
    problems.push(`an invalid request was answered ${answer.status}, not refused with 4xx`);
  if (!valid && wrote) problems.push('an invalid request wrote to the database');
  if (valid && code === 'VALIDATION_FAILED') {
    // A rule the schemas cannot state (a date against a record's) answers its field's code: the document names it.
    const named = [...(endpoint.rules ?? []), ...(endpoint.errors?.[400] ?? [])].join(' ');
    const fields = (answer.json as { errors?: { message: string }[] }).errors ?? [];
    if (fields.length === 0 || fields.some((field) => !named.includes(field.message)))
      problems.push(
        `a request the schemas take was refused for a reason the document does not name: ${JSON.stringify(answer.json)}`,
      );
  }
  return { valid, status: answer.status, code, problems };
}

/** A request and what came of it, in the words a failing case is reported with. */
export function describe(endpoint: Endpoint, request: FuzzRequest, result: Probe): string {
  return [
    `${endpoint.method} ${endpoint.path} (${endpoint.name}), ${result.valid ? 'valid' : 'invalid'} request`,
    `params ${JSON.stringify(request.params)} query ${JSON.stringify(request.query)}`,
    `body ${JSON.stringify(request.body)?.slice(0, 600)}`,
    ...(request.broken ? [`made invalid: ${request.broken}`] : []),
    `answered ${result.status} ${result.code ?? ''}`,
    ...result.problems,
  ].join('\n  ');
}

/** The suite's property for one operation: `runs` requests drawn with `seed`, the first one with a problem fails. */
export async function fuzzOperation(
  app: Pick<FuzzApp, 'send' | 'stamp'>,
  checker: DocumentChecker,
  endpoint: Endpoint,
  options: { seed: number; runs: number },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
      const result = await probe(app, checker, endpoint, request);
      if (result.problems.length > 0) throw new Error(describe(endpoint, request, result));
    }),
    { seed: options.seed, numRuns: options.runs, endOnFailure: true, timeout: 10_000, includeErrorInReport: true },
  );
}
