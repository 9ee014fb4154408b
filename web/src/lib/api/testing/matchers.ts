import { MatchersV3 } from '@pact-foundation/pact';

const { fromProviderState, regex } = MatchersV3;

/** A civil date as the API writes it, YYYY-MM-DD. */
export const isoDate = (example: string) => regex(/^\d{4}-\d\d-\d\d$/, example);

/** A moment as the API writes it (ISO 8601 with its zone); each area keeps its own example. */
export const isoDateTimeLike = (example: string) =>
  regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, example);

/** A record's code as the company numbers it (an item's, a stakeholder's, an account's): letters, digits and dashes. */
export const recordCode = (example: string) => regex(/^[A-Za-z0-9-]{1,20}$/, example);

/** One of a closed set of codes (a kind, a status). */
export const oneOf = (values: readonly string[], example: string) =>
  regex(new RegExp(`^(${values.join('|')})$`), example);

/**
 * Ids a provider state answers, by name, with the consumer run's example for each (the provider's autoincrement
 * counters survive its resets, so its ids are injected): `injected(name)` in a body or a query, `at(prefix, name,
 * after)` for the path `${prefix}/${id}${after}`.
 */
export function providerIds<E extends Record<string, number>>(example: E) {
  return {
    injected: (name: keyof E & string) => fromProviderState(`\${${name}}`, example[name]),
    at: (prefix: string, name: keyof E & string, after = '') =>
      fromProviderState(`${prefix}/\${${name}}${after}`, `${prefix}/${example[name]}${after}`),
  };
}
