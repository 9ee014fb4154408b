/**
 * `compute` remembered per key (a method and path): a guard that tests a request's path against every route's
 * pattern costs a tenth of a cheap answer's CPU, and a session asks about the same few paths again and again. Ids
 * make the set of paths open, so at `size` keys it starts again rather than growing.
 */
export function rememberPerPath<T>(compute: (key: string) => T, size = 2000): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key) as T;
    if (remembered.size >= size) remembered.clear();
    const value = compute(key);
    remembered.set(key, value);
    return value;
  };
}
