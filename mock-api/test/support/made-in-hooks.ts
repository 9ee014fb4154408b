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
