import type { Context } from 'hono';
import { answer } from './answer.ts';
import type { AppEnv } from './app-env.ts';

/** Sends JSON with its ETag (revalidated on every use: `no-cache`), or 304 with no body when the client has it. */
export function answerTagged(c: Context<AppEnv>, body: string | Uint8Array<ArrayBuffer>, etag: string): Response {
  const tags = { ETag: etag, 'Cache-Control': 'no-cache' };
  if (clientHas(c.req.header('if-none-match'), etag)) return answer(c, null, tags, 304);
  return answer(c, body, { ...tags, 'Content-Type': 'application/json' });
}

/** Whether an If-None-Match header names `etag` (weakly or strongly). */
export function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  return (
    ifNoneMatch
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .includes(etag) ?? false
  );
}
