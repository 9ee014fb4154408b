import { ApiError } from '../../lib/api/http-error.ts';

/**
 * The route's `:id` as a number. Something that is no id at all (/stakeholders/abc) is the same "not found" the
 * API answers for another company's id, so the screen shows one not-found state for both.
 */
export function stakeholderIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'STAKEHOLDER_NOT_FOUND');
  return id;
}
