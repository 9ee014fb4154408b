import { ApiError } from '../../lib/api/http-error.ts';

/**
 * SPEC §8: an error's server-supplied message if present, otherwise 'problem' for HTTP errors, or the plain
 * error's message. The result is translated word by word when shown, so a server code such as NOT_FOUND reads
 * as its text and 'problem' as the PROBLEM key's.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'problem';
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'problem';
}
