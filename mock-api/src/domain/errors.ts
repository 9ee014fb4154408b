import type { FieldError } from '@daftar/contracts/envelope';

/**
 * What a refusal is, in the domain's words: the HTTP layer alone says which status each kind answers
 * (`asHttpError` in http/http-error.ts), so the rules can be called and tested without a web server.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'too-many'
  | 'unavailable';

/**
 * A rule refused the call: its kind, the code the SPA translates, and the fields at fault. Always written
 * `new DomainError('<kind>', 'CODE', errors?)` with the kind and code as literals where they are known, so the
 * codes can be found in the source.
 */
export class DomainError extends Error {
  readonly kind: RefusalKind;
  readonly code: string;
  readonly errors: FieldError[] | undefined;

  constructor(kind: RefusalKind, code: string, errors?: FieldError[]) {
    super(code);
    this.kind = kind;
    this.code = code;
    this.errors = errors;
  }
}

/** A refusal of one field whose error carries the refusal's own code. */
export const fieldError = (kind: 'invalid' | 'conflict', code: string, path: string) =>
  new DomainError(kind, code, [{ path, message: code }]);
