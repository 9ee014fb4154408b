import Database from 'better-sqlite3';
import { inject } from 'vitest';

/**
 * Direct SQL on the e2e database file, for arranging what a test needs before the page loads. Used sparingly:
 * anything the API can do is done through the API.
 */
export function withE2eDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(inject('dbFile'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}
