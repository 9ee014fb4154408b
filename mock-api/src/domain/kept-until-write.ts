import type { Queryable } from '@daftar/db/client';
import { dataStamp } from './data-stamp.ts';
import { perDb } from './per-db.ts';

/** Answers each database keeps at once; past this the oldest goes (a few searches' ids, not a company's rows). */
const capacity = 64;

const kept = perDb(() => ({ stamp: '', answers: new Map<string, unknown>() }));

/**
 * An answer read from the database, kept while its data stamp holds (data-stamp.ts: any write, by this connection or
 * another, moves it, and a rolled-back write too), so the same question asked again — ten callers paging through one
 * search — reads nothing. Inside a transaction, whose handle has no stamp of its own, it is always read.
 */
export function keptUntilWrite<T>(db: Queryable, key: string, read: () => T): T {
  if (!('$client' in db)) return read();
  const store = kept(db);
  const stamp = dataStamp(db);
  if (store.stamp !== stamp) {
    store.stamp = stamp;
    store.answers.clear();
  }
  if (store.answers.has(key)) return store.answers.get(key) as T;
  const answer = read();
  const oldest = store.answers.keys().next();
  if (store.answers.size >= capacity && !oldest.done) store.answers.delete(oldest.value);
  store.answers.set(key, answer);
  return answer;
}
