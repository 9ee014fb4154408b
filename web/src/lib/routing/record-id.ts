import { ApiError } from '../api/http-error.ts';

/**
 * The route's `:id` as a number. Something that is no id at all (/items/abc) is the same "not found" the API
 * answers for another company's id, so a record's pages show one not-found state for both.
 */
export function recordIdParam(value: string | undefined, notFoundCode: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, notFoundCode);
  return id;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
