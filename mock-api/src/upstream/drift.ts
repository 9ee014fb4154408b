import type { DriftEntry } from '@daftar/contracts/endpoints/mock-gateway';
import type { Endpoint } from '@daftar/contracts/endpoint';
import type { z } from 'zod';

type Side = DriftEntry['side'];

export interface DriftMismatch {
  field: string;
  type: string;
  expected: string | null;
  message: string;
}

/** The JSON type of what stands at `path` in `value`: `missing` when nothing does. */
function typeAt(value: unknown, path: readonly PropertyKey[]): string {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return 'missing';
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  if (current === undefined) return 'missing';
  if (current === null) return 'null';
  return Array.isArray(current) ? 'array' : typeof current;
}

/** What the schema refuses in `value`, one mismatch per issue; none when it accepts it. */
export function mismatchesOf(schema: z.ZodType, value: unknown, prefix = ''): DriftMismatch[] {
  const checked = schema.safeParse(value);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    type: typeAt(value, issue.path),
    expected: 'expected' in issue && typeof issue.expected === 'string' ? issue.expected : null,
    message: issue.message,
  }));
}

/** A request's parts the catalogue's request schemas refuse (the client's drift). */
export function requestMismatches(
  endpoint: Endpoint,
  input: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown },
): DriftMismatch[] {
  return [
    ...(endpoint.params ? mismatchesOf(endpoint.params, input.params, 'params') : []),
    ...(endpoint.query ? mismatchesOf(endpoint.query, input.query, 'query') : []),
    ...(endpoint.body ? mismatchesOf(endpoint.body, input.body, 'body') : []),
  ];
}

interface Tally {
  entry: Omit<DriftEntry, 'first'>;
  first: (DriftMismatch & { at: number }) | null;
}

/** Calls checked and mismatches seen, per endpoint and side, with the first mismatch of each kept as an example. */
export class DriftLog {
  #tallies = new Map<string, Tally>();
  readonly #log: (line: string) => void;

  constructor(log: (line: string) => void = (line) => console.warn(line)) {
    this.#log = log;
  }

  note(side: Side, endpoint: Endpoint, mismatches: DriftMismatch[]): void {
    const key = `${side} ${endpoint.name}`;
    const tally = this.#tallies.get(key) ?? {
      entry: {
        side,
        endpoint: endpoint.name,
        host: endpoint.host,
        method: endpoint.method,
        path: endpoint.path,
        calls: 0,
        mismatches: 0,
      },
      first: null,
    };
    tally.entry.calls += 1;
    const [first] = mismatches;
    if (first) {
      tally.entry.mismatches += 1;
      tally.first ??= { ...first, at: Date.now() };
      const fields = mismatches.map((m) => `${m.field} is ${m.type}${m.expected ? ` (expected ${m.expected})` : ''}`);
      this.#log(`drift (${side}): ${endpoint.method} ${endpoint.path} [${endpoint.name}]: ${fields.join('; ')}`);
    }
    this.#tallies.set(key, tally);
  }

  list(): DriftEntry[] {
    return [...this.#tallies.values()]
      .map(({ entry, first }) => ({
        ...entry,
        first: first && {
          field: first.field,
          type: first.type,
          expected: first.expected,
          message: first.message,
          time: new Date(first.at).toISOString(),
        },
      }))
      .sort((a, b) => b.mismatches - a.mismatches || a.endpoint.localeCompare(b.endpoint));
  }

  clear(): void {
    this.#tallies.clear();
  }
}
