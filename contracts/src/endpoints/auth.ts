import { z } from 'zod';
import { openEndpoint, userEndpoint } from '../endpoint-groups.ts';
import { infoEnvelope, itemEnvelope, okSchema } from '../envelope.ts';
import { emailSchema, otpCodeSchema } from '../schemas/common.ts';
import { deviceInfoSchema } from '../schemas/device-info.ts';

/** Access and refresh token pair, the documented `info` of refresh-tokens (SPEC §7). */
export const tokenPairSchema = z.object({ token: z.string().min(1), refreshToken: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The login state of SPEC §3: `verificationCode` identifies the challenge the OTP step answers. */
export const loginStateSchema = z.object({
  email: z.string(),
  verificationCode: z.string().min(1),
  /** True when the e-mail already belongs to a user (a returning "fellow"); false at first sign-in. */
  fellow: z.boolean(),
  validInMinute: z.number().int().positive(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

const requestEmailCode = openEndpoint.post('requestEmailCode', '/api/v1/auth/email/request-code', {
  summary: 'Sends a six-digit sign-in code to the e-mail (offline: to the development outbox).',
  body: z.object({ email: emailSchema }),
  response: itemEnvelope(loginStateSchema),
});

const verifyEmailCode = openEndpoint.post('verifyEmailCode', '/api/v1/auth/email/verify', {
  summary: 'Checks the code; creates the user at first sign-in; registers the device and opens a session.',
  body: z.object({
    email: emailSchema,
    verificationCode: z.string().min(1),
    code: otpCodeSchema,
    deviceInfo: deviceInfoSchema,
  }),
  response: infoEnvelope(tokenPairSchema),
});

const signInWithGoogle = openEndpoint.post('signInWithGoogle', '/api/v1/auth/google', {
  summary: "Signs in with a Google ID-token credential (offline: the mock API's development credential).",
  body: z.object({ credential: z.string().min(10), deviceInfo: deviceInfoSchema }),
  response: infoEnvelope(tokenPairSchema),
  errors: { 401: ['INVALID_GOOGLE_CREDENTIAL', 'GOOGLE_EMAIL_NOT_VERIFIED'] },
});

const refresh = openEndpoint.put('refreshTokens', '/auth/refresh-tokens', {
  summary: 'Rotates the refresh token: the old one stops working; presenting a rotated one revokes the session.',
  body: z.object({ refreshToken: z.string().min(1), deviceId: z.string().min(1) }),
  response: infoEnvelope(tokenPairSchema),
  errors: { 401: ['INVALID_REFRESH_TOKEN', 'REFRESH_TOKEN_EXPIRED', 'REFRESH_TOKEN_REUSED', 'SESSION_REVOKED'] },
});

const signOut = userEndpoint.post('signOut', '/api/v1/auth/sign-out', {
  summary: "Revokes the current device's session.",
  response: okSchema,
});

/**
 * Issues the XSRF-TOKEN cookie (every response without one sets it too). A client that starts with an unsafe call
 * can fetch this first; the token is also in the answer for clients that cannot read cookies.
 */
const getXsrfToken = openEndpoint.get('getXsrfToken', '/api/v1/auth/xsrf', {
  summary: 'Sets the XSRF-TOKEN cookie; unsafe calls echo it in the X-XSRF-TOKEN header (403 otherwise).',
  response: itemEnvelope(z.object({ token: z.string().min(1) })),
});

export const authEndpoints = { requestEmailCode, verifyEmailCode, signInWithGoogle, refresh, signOut, getXsrfToken };
