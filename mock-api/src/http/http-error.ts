import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '@daftar/contracts/envelope';

/** Thrown by handlers and middleware; the error middleware turns it into the JSON error envelope. */
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
