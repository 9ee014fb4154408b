import { ApiError } from '../api/http-error.ts';

/** A 4xx (not found, not a member) answers the same again; any other failure is worth one more try. */
export const retryUnlessClientError = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
