import type { ApiError } from '../api/http-error.ts';

/** What a failed banking call means (SPEC §8): get a new banking token, leave banking, or not a banking matter. */
export type BankingDecision = 'reexchange' | 'leave' | 'other';

const mentionsBankToken = (message: string | undefined) => /bank[\s_-]?token/i.test(message ?? '');

const leaveCodes: Record<number, readonly string[]> = {
  500: ['UNAUTHORIZED_ACCESS_OR_OPERATION'],
  400: ['INVALID_USERNAME_OR_PASSWORD', 'UNAUTHORIZED_ACCESS_OR_OPERATION'],
};

export function bankingDecision(error: ApiError): BankingDecision {
  if (mentionsBankToken(error.serverMessage)) return 'reexchange';
  if (error.status === 422) return 'leave';
  if (leaveCodes[error.status]?.includes(error.serverMessage ?? '')) return 'leave';
  return 'other';
}
