import { ApiError } from '../../lib/api/http-error.ts';
import { isUnreachable, serverUnreachableCode } from '../../lib/api/unreachable.ts';

/**
 * SPEC §8: an error's server-supplied message if present, otherwise 'problem' for HTTP errors, or the plain
 * error's message; any failure to reach the API is SERVER_UNREACHABLE. The result is translated word by word when shown, so a server code such as NOT_FOUND reads
 * as its text and 'problem' as the PROBLEM key's.
 */
export function errorMessage(error: unknown): string {
  // A browser's own words for a lost connection ("Failed to fetch") never reach the screen: the one message does.
  if (isUnreachable(error)) return serverUnreachableCode;
  if (error instanceof ApiError) return error.serverMessage ?? 'problem';
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'problem';
}
