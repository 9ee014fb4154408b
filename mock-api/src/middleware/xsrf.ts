import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import type { AnswerShape, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { randomToken } from '../auth/secrets.ts';

export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Not cookie-protected: the Unleash client cannot send the header and is authorised by its frontend key; the fault
 * lab's control API is loopback-only.
 */
const exempt = [/^\/api\/frontend(\/|$)/, /^\/__mock(\/|$)/];
/**
 * An API-key call carries no cookie to forge: a browser never adds `Authorization: ApiKey …` by itself, and a page
 * of another origin cannot send it without a CORS preflight only the SPA's origins pass.
 */
const byApiKey = /^ApiKey\s/i;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const cookieOptions = { path: '/', sameSite: 'Lax' } as const;

/**
 * Sets the cookie on the response; readable by the SPA's script (not HttpOnly) on any localhost port, because
 * cookies are not port-scoped, so the SPA on :5173 can echo it to the API on :8787.
 */
export function issueXsrfCookie(c: Context<AppEnv>): string {
  const token = randomToken(24);
  setCookie(c, xsrfCookie, token, cookieOptions);
  return token;
}

/** The same cookie as one of the answer's guard headers (http/answer.ts). */
function shapeXsrfCookie(shape: AnswerShape): string {
  const token = randomToken(24);
  shape.headers['Set-Cookie'] = generateCookie(xsrfCookie, token, cookieOptions);
  return token;
}

/**
 * Double-submit cookie, as one of the guards (guards.ts): every response that finds no XSRF-TOKEN cookie sets one;
 * unsafe methods must echo the cookie's value in the X-XSRF-TOKEN header, else 403 XSRF_TOKEN_MISMATCH before any
 * handler runs. The cookie goes into the answer's guard headers, so it is part of the answer as the handler builds
 * it (a header added to a finished answer makes the server copy it into a streamed one); the handler finds the
 * token in `xsrfToken`. With `issueCookie` false (a call the real API answers through the gateway) the cookie is the
 * real API's, so only the comparison is made here.
 */
export function checkXsrf(c: Context<AppEnv>, shape: AnswerShape, issueCookie = true): void {
  const cookie = getCookie(c, xsrfCookie);
  if (issueCookie) c.set('xsrfToken', cookie ?? shapeXsrfCookie(shape));
  if (safeMethods.has(c.req.method)) return;
  const skip = exempt.some((pattern) => pattern.test(c.req.path)) || byApiKey.test(c.req.header('authorization') ?? '');
  if (skip) return;
  const header = c.req.header(xsrfHeader);
  if (!cookie || !header || !same(cookie, header)) {
    if (cookie && issueCookie) shapeXsrfCookie(shape);
    throw new HttpError(403, 'XSRF_TOKEN_MISMATCH');
  }
}
