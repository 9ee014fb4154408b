import { afterEach, beforeEach } from 'vitest';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { type Books, bookRows, booksOverHttp } from '../accounting/books.ts';
import { addMember, insertUser } from './factories.ts';
import { call } from './http.ts';
import { signedIn, type TestSession } from './session.ts';
import type { TestApp } from './test-app.ts';
import { madeInHooks } from './made-in-hooks.ts';
import { expectRefusedUnchanged } from './expect-answers.ts';

/** One test's books over HTTP: the app, the books, their ACCOUNTANT signed in, and the books' API path. */
export interface BooksArea {
  t: TestApp;
  b: Books;
  /** The company's ACCOUNTANT, signed in. */
  s: TestSession;
  /** `/api/v1/companies/<companyId>/accounting`. */
  base: string;
  /** The company's OWNER, signed in: only with `{ owner: true }`. */
  owner: TestSession;
}

/**
 * `booksOverHttp()` for every test of a file: called at the top of the file, it starts each test with fresh books
 * (and, with `{ owner: true }`, an OWNER of the company signed in too), and after the test puts the server clock back
 * and disposes of the app. Read its fields inside a test: `area.t.db`, `area.b.acc('1101')`, `area.base`.
 */
export function useBooksOverHttp(options: { owner?: boolean } = {}): BooksArea {
  const outside = 'The books are made before each test: read them inside a test.';
  const area = madeInHooks<Omit<BooksArea, 'owner'> & { owner?: TestSession }>(['t', 'b', 's', 'base'], outside);
  beforeEach(async () => {
    const books = await booksOverHttp();
    area.set(books);
    if (!options.owner) return;
    const ownerId = insertUser(books.t.db).id;
    addMember(books.t.db, ownerId, books.b.companyId, 'OWNER');
    area.set({ ...books, owner: await signedIn(books.t.db, books.t.config, ownerId) });
  });
  afterEach(() => {
    setServerClock(null);
    area.current()?.t.dispose();
  });
  return Object.defineProperty(area.view, 'owner', {
    enumerable: true,
    get: () => {
      const made = area.current();
      if (!made) throw new Error(outside);
      if (!made.owner) throw new Error('No owner signed in: call useBooksOverHttp({ owner: true }).');
      return made.owner;
    },
  }) as BooksArea;
}

/** Runs a call as the area's ACCOUNTANT and expects its status and code, and that no row of the books changed. */
export async function expectBooksRefused(
  area: BooksArea,
  method: string,
  path: string,
  body: unknown,
  status: number,
  message: string,
) {
  return expectRefusedUnchanged(
    () => bookRows(area.t.db),
    () => call(area.t.apps.main, method, path, { headers: area.s.auth, body }),
    status,
    message,
  );
}
