import { catalogue } from '@daftar/contracts/catalogue';
import { defineEndpoint } from '@daftar/contracts/endpoint';
import observed from '@daftar/contracts/openapi/error-codes' with { type: 'json' };
import { errorTranslations } from '@daftar/contracts/translations/errors';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkErrorCode } from '../../src/http/error-code-check.ts';
import { HttpError } from '../../src/http/http-error.ts';

const planted = defineEndpoint({
  name: 'plantedWrite',
  method: 'POST',
  path: '/api/v1/planted',
  host: 'main',
  auth: 'user',
  summary: 'A write with one refusal of its own',
  body: z.object({ name: z.string() }),
  response: z.object({}),
  errors: { 409: ['PLANTED_TAKEN'] },
});

describe('the error codes an operation may answer with', () => {
  it('lets a code the document lists through: its shape’s, its own', () => {
    expect(() => checkErrorCode(planted, new HttpError(400, 'VALIDATION_FAILED'))).not.toThrow();
    expect(() => checkErrorCode(planted, new HttpError(401, 'TOKEN_EXPIRED'))).not.toThrow();
    expect(() => checkErrorCode(planted, new HttpError(409, 'PLANTED_TAKEN'))).not.toThrow();
  });

  it('turns a code the document does not list into a 500 that names it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = () => checkErrorCode(planted, new HttpError(409, 'PLANTED_UNLISTED'), null);
    expect(refused).toThrow(expect.objectContaining({ status: 500, code: 'RESPONSE_CONTRACT_VIOLATION' }));
    expect(String(logged.mock.calls[0]?.[0])).toContain('plantedWrite answered 409 PLANTED_UNLISTED');
    // A listed code at another status is not listed at this one.
    expect(() => checkErrorCode(planted, new HttpError(422, 'PLANTED_TAKEN'), null)).toThrow();
    logged.mockRestore();
  });

  it('names only operations of the catalogue, statuses of refusals and codes the SPA translates', () => {
    const names = new Set(catalogue().map(({ endpoint }) => endpoint.name));
    const entries = Object.entries(observed as Record<string, Record<string, string[]>>);
    expect(entries.length).toBeGreaterThan(50);
    for (const [name, statuses] of entries) {
      expect(names, name).toContain(name);
      for (const [status, codes] of Object.entries(statuses)) {
        expect(Number(status), `${name} ${status}`).toBeGreaterThanOrEqual(400);
        expect(Number(status), `${name} ${status}`).toBeLessThan(500);
        for (const code of codes) expect(errorTranslations, `${name} ${status} ${code}`).toHaveProperty(code);
      }
    }
  });
});
