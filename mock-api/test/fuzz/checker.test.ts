import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@daftar/contracts/catalogue';
import type { Endpoint } from '@daftar/contracts/endpoint';
import type { DocumentChecker, FuzzAnswer } from './document.ts';
import { servedChecker } from './fuzz-app.ts';
import { fuzzOperation, probe } from './probe.ts';

const endpointNamed = (name: string): Endpoint => {
  const found = catalogue().find(({ endpoint }) => endpoint.name === name)?.endpoint;
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
};

/** An app that answers what the test plants, and writes a row when told to. */
function planted(answer: (body: unknown) => FuzzAnswer, writes = false) {
  let changes = 0;
  return {
    stamp: () => changes,
    async send(_endpoint: Endpoint, request: { body?: unknown }) {
      if (writes) changes += 1;
      return answer(request.body);
    },
  };
}

const json = (status: number, body: unknown): FuzzAnswer => ({ status, contentType: 'application/json', json: body });
const profile = { success: true, itemInfo: { id: 1 } };

let checker: DocumentChecker;
beforeAll(async () => {
  checker = await servedChecker();
});

describe('the fuzz suite’s checks, against planted defects', () => {
  const updateItem = () => endpointNamed('updateItem');
  const validUpdate = { params: { companyId: '1', id: '1' }, query: {}, body: {} };

  it('an operation answering 201 where the document says 200 fails the run', async () => {
    const app = planted(() => json(201, profile));
    await expect(fuzzOperation(app, checker, updateItem(), { seed: 1, runs: 5 })).rejects.toThrow(
      /status 201 is not one of 200, 400/,
    );
  });

  it('a 500 on some input fails the run, naming the request', async () => {
    const app = planted((body) =>
      JSON.stringify(body ?? '').includes('1')
        ? json(500, { success: false, message: 'INTERNAL' })
        : json(404, { success: false, message: 'COMPANY_NOT_FOUND' }),
    );
    await expect(fuzzOperation(app, checker, updateItem(), { seed: 1, runs: 30 })).rejects.toThrow(
      /updateItem[\s\S]*answered 500 INTERNAL/,
    );
  });

  it('names a body off its schema, an unlisted code, and an invalid request taken or written', async () => {
    const update = updateItem();
    const offSchema = await probe(
      planted(() => json(200, { success: 'yes' })),
      checker,
      update,
      validUpdate,
    );
    expect(offSchema.problems.join()).toMatch(/200 body breaks its schema/);
    const unknownCode = await probe(
      planted(() => json(409, { success: false, message: 'NOT_ALLOWED_HERE' })),
      checker,
      update,
      validUpdate,
    );
    // The operation's 409 codes are known (the tests saw them): an unlisted one is named against them.
    expect(unknownCode.problems).toEqual(['409 NOT_ALLOWED_HERE is not one of its codes (DUPLICATE_CODE)']);
    const invalid = { ...validUpdate, params: { companyId: '1', id: 'abc' } };
    const taken = await probe(
      planted(() => json(200, profile), true),
      checker,
      update,
      invalid,
    );
    expect(taken.valid).toBe(false);
    expect(taken.problems).toEqual(
      expect.arrayContaining([
        'an invalid request was answered 200, not refused with 4xx',
        'an invalid request wrote to the database',
      ]),
    );
  });

  it('finds nothing to say of an answer the document describes', async () => {
    const refusal = json(400, {
      success: false,
      message: 'VALIDATION_FAILED',
      errors: [{ path: 'params.id', message: 'INVALID_ID' }],
    });
    const invalid = { ...validUpdate, params: { companyId: '1', id: 'abc' } };
    expect(
      (
        await probe(
          planted(() => refusal),
          checker,
          updateItem(),
          invalid,
        )
      ).problems,
    ).toEqual([]);
  });
});
