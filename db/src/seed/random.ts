/**
 * A small seeded PRNG (mulberry32): the same seed gives the same rows on every machine and every run, which keeps
 * the seed deterministic without committing thousands of hand-written rows.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** `count` digits, each drawn from `alphabet` (default 0–9). */
  digits(count: number, alphabet?: string): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    digits: (count, alphabet = '0123456789') => Array.from({ length: count }, () => pick([...alphabet])).join(''),
  };
}
