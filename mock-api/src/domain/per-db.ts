import type { Db } from '@daftar/db/client';

/**
 * Builds something once per database handle (prepared statements of hot paths: drizzle otherwise rebuilds and
 * re-prepares the SQL on every request). Tests open many databases, so the cache is weak.
 */
export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let value = cache.get(db);
    if (value === undefined) {
      value = build(db);
      cache.set(db, value);
    }
    return value;
  };
}
