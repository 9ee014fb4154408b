import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { mobileSchema, otpCodeSchema } from '../schemas/common.ts';

/** Mobile verification state of SPEC §3. */
export const mobileChallengeSchema = z.object({
  mobile: z.string(),
  verificationId: z.string().min(1),
  validInMinute: z.number().int().positive(),
});

const requestCode = userEndpoint.post('requestMobileCode', '/api/v1/users/mobile/request-code', {
  summary: 'Sends a six-digit code by SMS (offline: to the development outbox).',
  body: z.object({ mobile: mobileSchema }),
  response: itemEnvelope(mobileChallengeSchema),
});

const verifyCode = userEndpoint.post('verifyMobileCode', '/api/v1/users/mobile/verify', {
  summary: "Confirms the code and marks the user's mobile number verified.",
  body: z.object({ mobile: mobileSchema, verificationId: z.string().min(1), code: otpCodeSchema }),
  response: itemEnvelope(z.object({ mobile: z.string(), mobileVerified: z.literal(true) })),
});

export const mobileEndpoints = { requestCode, verifyCode };
