/**
 * The refusals answered outside any operation of the catalogue: before a request is routed to one, or by the mock's
 * own test controls. The document states them once, in its `info` (description and `x-guard-codes`), instead of on
 * every operation.
 */
export interface GuardCode {
  code: string;
  status: number;
  /** Where and when the server answers it, as a client reads it. */
  reason: string;
}

export const guardCodes: readonly GuardCode[] = [
  { code: 'NOT_FOUND', status: 404, reason: 'no call answers the path (or a development-only call is switched off)' },
  { code: 'METHOD_NOT_ALLOWED', status: 405, reason: 'the path answers other methods, named in the Allow header' },
  {
    code: 'INVALID_FRONTEND_API_KEY',
    status: 401,
    reason: 'the feature-flag endpoint (/api/frontend) without its key',
  },
  { code: 'MOCK_CONTROL_DISABLED', status: 404, reason: 'the mock’s fault lab (/__mock) while it is switched off' },
  { code: 'MOCK_CONTROL_LOOPBACK_ONLY', status: 403, reason: 'the mock’s control calls from off this machine' },
  { code: 'MOCK_CONTROL_CROSS_SITE', status: 403, reason: 'the mock’s control calls from another site’s page' },
  { code: 'REPLAY_NO_MATCH', status: 404, reason: 'the mock replaying a recording that holds no answer to the call' },
];
