import { readWork, removeWork, writeWork } from '../storage/work-store.ts';

const storeName = 'idempotency-keys';
/** The API remembers a key for a day; a write unanswered for longer is sent as new. */
const keyLifeMs = 24 * 60 * 60 * 1000;

interface PendingKey {
  key: string;
  at: number;
}

export interface WriteRequest {
  url: string;
  body: string | undefined;
}

/** cyrb53: a fast 53-bit string hash, so the store holds no request body (the request's own words stay out). */
export function fingerprint({ url, body }: WriteRequest): string {
  const text = `${url}\n${body ?? ''}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function read(now: number): Record<string, PendingKey> {
  try {
    const stored = JSON.parse(readWork(storeName) ?? '{}') as Record<string, PendingKey>;
    return Object.fromEntries(Object.entries(stored).filter(([, pending]) => now - pending.at < keyLifeMs));
  } catch {
    return {};
  }
}

/**
 * The Idempotency-Key of each POST until the API answers it. The same request (URL and body) sent again before an
 * answer came (a retry after a lost answer, the same draft saved after a reload) carries the same key, so the API
 * answers the first write again instead of writing twice; once answered, the next identical request is a new write.
 * Kept in local storage, so a reload or a closed tab does not forget a write whose answer was lost.
 */
export function createIdempotencyKeys(options: { now?: () => number; newKey?: () => string } = {}) {
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  return {
    keyFor(request: WriteRequest): string {
      const pending = read(now());
      const id = fingerprint(request);
      const known = pending[id];
      if (known) return known.key;
      const key = newKey();
      writeWork(storeName, JSON.stringify({ ...pending, [id]: { key, at: now() } }));
      return key;
    },
    answered(request: WriteRequest): void {
      const { [fingerprint(request)]: _done, ...rest } = read(now());
      // Nothing pending leaves nothing behind in local storage.
      if (Object.keys(rest).length === 0) removeWork(storeName);
      else writeWork(storeName, JSON.stringify(rest));
    },
  };
}
