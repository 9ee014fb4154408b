import { afterEach, beforeEach } from 'vitest';

/** What a set-up hook makes (before each test, or once for the file), handed out before the hook has run. */
export interface MadeInHooks<T> {
  /** Reads the current value's fields: each throws outside a test, where the hook has not made one yet. */
  view: T;
  /** Called by the hook with what it made. */
  set(value: T): void;
  /** What the hook made, for the hook that disposes of it. */
  current(): T | undefined;
}

/**
 * A view of what `beforeEach`/`beforeAll` will make, to return from a helper called at the top of a test file:
 * its `keys` read the value the hook made last; `outside` is the error for a read before that.
 */
export function madeInHooks<T extends object>(keys: readonly (keyof T)[], outside: string): MadeInHooks<T> {
  let current: T | undefined;
  const now = (): T => {
    if (!current) throw new Error(outside);
    return current;
  };
  const view = {} as T;
  for (const key of keys) Object.defineProperty(view, key, { get: () => now()[key], enumerable: true });
  return {
    view,
    set: (value) => {
      current = value;
    },
    current: () => current,
  };
}

/**
 * What `open` makes, fresh before each test of the file that calls this at its top, then `arrange`d (what every test
 * of the file starts from), and closed after the test. The view forwards every read to the value made for the running
 * test (its fields differ by what `open` makes, so none are named here); a read outside a test throws.
 */
export function madePerTest<T extends object>(
  open: () => T | Promise<T>,
  close: (made: T) => void,
  arrange: (made: T) => Promise<void> | void = () => undefined,
): T {
  let current: T | undefined;
  const now = (): T => {
    if (!current) throw new Error('This is made before each test: read it inside a test.');
    return current;
  };
  beforeEach(async () => {
    current = await open();
    await arrange(current);
  });
  afterEach(() => {
    if (current) close(current);
    current = undefined;
  });
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(now(), key),
    has: (_, key) => Reflect.has(now(), key),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_, key) => {
      const field = Reflect.getOwnPropertyDescriptor(now(), key);
      return field && { ...field, configurable: true };
    },
  });
}

/**
 * `madePerTest` for books over a test app of their own (`k.t`), disposed of after each test; `arrange` writes what
 * every test of the file starts from (a document, a place) once the books are open.
 */
export function booksPerTest<T extends { t: { dispose(): void } }>(
  open: () => Promise<T>,
  arrange?: (books: T) => Promise<void> | void,
): T {
  return madePerTest(open, (books) => books.t.dispose(), arrange);
}
