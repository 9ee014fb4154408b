import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorEnvelope } from '@daftar/contracts/envelope';
import { answerJson } from '../http/answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { asHttpError } from '../http/http-error.ts';

/** One place maps every failure to `{ success: false, message, errors? }`; no stack trace reaches a client. */
export function onError(error: Error, c: Context<AppEnv>): Response {
  const refusal = asHttpError(error);
  if (refusal) {
    const body: ErrorEnvelope = {
      success: false,
      message: refusal.code,
      ...(refusal.errors ? { errors: refusal.errors } : {}),
    };
    return answerJson(c, body, refusal.status);
  }
  if (error instanceof HTTPException) {
    const code = error.status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR';
    return answerJson(c, { success: false, message: code } satisfies ErrorEnvelope, error.status);
  }
  console.error(`mock-api: unhandled error on ${c.req.method} ${c.req.path}`, error);
  return answerJson(c, { success: false, message: 'INTERNAL_SERVER_ERROR' } satisfies ErrorEnvelope, 500);
}

export function notFound(c: Context<AppEnv>): Response {
  return answerJson(c, { success: false, message: 'NOT_FOUND' } satisfies ErrorEnvelope, 404);
}
