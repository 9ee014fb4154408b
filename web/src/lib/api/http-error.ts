import type { FieldError } from '@daftar/contracts/envelope';

/** A non-2xx answer: status, the server's UPPER_SNAKE message when it sent one, and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(status: number, serverMessage: string | undefined, fieldErrors: FieldError[] = []) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}
