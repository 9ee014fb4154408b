import type { Context } from 'hono';
import { answer } from './answer.ts';
import type { AppEnv } from './app-env.ts';

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
