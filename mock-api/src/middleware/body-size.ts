import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { attachmentMaxBase64 } from '@daftar/contracts/endpoints/attachments';
import { importMaxBase64 } from '@daftar/contracts/endpoints/imports';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { closeAfterAnswer } from './close-after-answer.ts';

/**
 * An attachment upload carries up to 5 MB as base64 JSON (about 7 MB): its POST may be that much and a margin more,
 * so a file somewhat over the limit is the contract's 400 ATTACHMENT_TOO_LARGE, said under the field, rather than a
 * bare 413; far larger ones are still cut off at this limit.
 */
export const attachmentBodyBytes = attachmentMaxBase64 * 2;
const attachmentUpload = /^\/api\/v1\/companies\/[^/]+\/[^/]+\/[^/]+\/attachments\/?$/;
/** A spreadsheet import (8 MB, about 11 MB as base64) likewise: twice its base64, so about 22 MB. */
export const importBodyBytes = importMaxBase64 * 2;
const importUpload = /^\/api\/v1\/companies\/[^/]+\/[^/]+\/import\/[^/]+\/(preview|commit)\/?$/;

/**
 * A company's backup file is restored in one body: the seeded company's is about 6 MB, and a business with years of
 * records and receipts many times that.
 */
export const restoreBodyBytes = 100 * 1024 * 1024;
const restoreUpload = /^\/api\/v1\/companies\/restore\/?$/;

/**
 * 413 before the body is read: a declared Content-Length over the limit is refused at once, and a chunked body is
 * cut off as soon as it passes the limit, so a huge upload never sits in memory (600 MB once took the server down).
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const onError = (c: Context<AppEnv>) => {
    closeAfterAnswer(c);
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
  };
  const limit = bodyLimit({ maxSize: maxBytes, onError });
  const uploadLimit = bodyLimit({ maxSize: Math.max(maxBytes, attachmentBodyBytes), onError });
  const restoreLimit = bodyLimit({ maxSize: Math.max(maxBytes, restoreBodyBytes), onError });
  const importLimit = bodyLimit({ maxSize: Math.max(maxBytes, importBodyBytes), onError });
  // No handler reads a GET's or HEAD's body, and asking whether one has a body builds the whole web Request.
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.method !== 'POST') return limit(c, next);
    if (attachmentUpload.test(c.req.path)) return uploadLimit(c, next);
    if (importUpload.test(c.req.path)) return importLimit(c, next);
    return restoreUpload.test(c.req.path) ? restoreLimit(c, next) : limit(c, next);
  };
}
