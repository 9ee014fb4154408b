import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { answer } from './answer.ts';
import type { AppEnv } from './app-env.ts';

/** A strong ETag of an answer's bytes: a hash, so it changes exactly when they do. */
export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/**
 * An answer serialised once and kept (a map that only changes on save): `mountEndpoint` sends its text as it is,
 * with its ETag, instead of serialising the value again, and answers 304 to a client that already has it.
 */
export class TaggedJson<T> {
  readonly value: T;
  /** The UTF-8 bytes, encoded once: a map of Persian texts is tens of kilobytes to encode on every answer. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  constructor(value: T) {
    this.value = value;
    const text = JSON.stringify(value);
    this.bytes = new TextEncoder().encode(text);
    this.etag = etagOf(text);
  }
}

/** Sends JSON with its ETag (revalidated on every use: `no-cache`), or 304 with no body when the client has it. */
export function answerTagged(c: Context<AppEnv>, body: string | Uint8Array<ArrayBuffer>, etag: string): Response {
  const known = c.req
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  const tags = { ETag: etag, 'Cache-Control': 'no-cache' };
  if (known?.includes(etag)) return answer(c, null, tags, 304);
  return answer(c, body, { ...tags, 'Content-Type': 'application/json' });
}
