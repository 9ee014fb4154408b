import { describe, expect, it } from 'vitest';
import { DomainError, type RefusalKind } from '../src/domain/errors.ts';
import { asHttpError, HttpError } from '../src/http/http-error.ts';

describe('a domain refusal as the HTTP layer answers it', () => {
  it('maps each kind to its status, keeping the code and the fields at fault', () => {
    const statuses: Record<RefusalKind, number> = {
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      'not-found': 404,
      conflict: 409,
      unprocessable: 422,
      'too-many': 429,
      unavailable: 503,
    };
    const errors = [{ path: 'body.date', message: 'DATE_OUTSIDE_OPEN_YEAR' }];
    for (const [kind, status] of Object.entries(statuses) as [RefusalKind, number][]) {
      const answer = asHttpError(new DomainError(kind, 'PLANTED_CODE', errors));
      expect(answer, kind).toBeInstanceOf(HttpError);
      expect({ status: answer?.status, code: answer?.code, errors: answer?.errors }, kind).toEqual({
        status,
        code: 'PLANTED_CODE',
        errors,
      });
    }
  });

  it('passes an HttpError through as it is and leaves any other failure alone (a 500)', () => {
    const refusal = new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(asHttpError(refusal)).toBe(refusal);
    expect(asHttpError(new Error('disk full'))).toBeUndefined();
    expect(asHttpError('PLANTED_CODE')).toBeUndefined();
  });

  it('keeps no fields when the domain named none, so the envelope carries no `errors`', () => {
    expect(asHttpError(new DomainError('conflict', 'PLANTED_CODE'))?.errors).toBeUndefined();
  });
});
