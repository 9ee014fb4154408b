import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '@daftar/contracts/envelope';
import { DomainError, type RefusalKind } from '../domain/errors.ts';

/**
 * Thrown by handlers and middleware for refusals that only HTTP knows (a header, a method, a size); the rules below
 * throw DomainError. The error middleware turns either into the JSON error envelope.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly errors: FieldError[] | undefined;

  constructor(status: ContentfulStatusCode, code: string, errors?: FieldError[]) {
    super(code);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** The one place a domain refusal's kind becomes a status. */
const statusOfKind = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
  unavailable: 503,
} as const satisfies Record<RefusalKind, ContentfulStatusCode>;

export function statusOf(kind: RefusalKind): ContentfulStatusCode {
  return statusOfKind[kind];
}

/** The refusal a failure answers: an HttpError as it is, a DomainError under its kind's status, else none. */
export function asHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return new HttpError(statusOf(error.kind), error.code, error.errors);
  return undefined;
}
