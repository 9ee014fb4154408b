/**
 * A list call's filters as the pact records them in the URL: each value as its text, in the order given. A test
 * states its filters once and hands the same object to the client call, so the two cannot drift apart.
 */
export function sentQuery(filters: Readonly<Record<string, string | number | boolean>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)]));
}
