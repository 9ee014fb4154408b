import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths remembered at once; past it the memory starts over (ids in paths make the set of paths unbounded). */
const maxPaths = 2000;

/**
 * Hono's TrieRouter with each path's match remembered. Hono's fastest router (RegExpRouter) refuses this API's
 * routes (a static segment beside a parameter, e.g. `payment-methods/choices` and `payment-methods/:id`), so its
 * default SmartRouter falls back to the TrieRouter, which walks the tree for every request: 4–10 µs a match with
 * the ~200 routes and the guards on a busy machine (issue 19). A match depends only on the method and the path
 * while no route is added, and Hono only reads it, so one kept result serves every later request for that path.
 */
export class CachedRouter<T> implements Router<T> {
  readonly name = 'CachedRouter(TrieRouter)';
  readonly #router = new TrieRouter<T>();
  #matches = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const kept = this.#matches.get(key);
    if (kept) return kept;
    const result = this.#router.match(method, path);
    if (this.#matches.size >= maxPaths) this.#matches.clear();
    this.#matches.set(key, result);
    return result;
  }
}
