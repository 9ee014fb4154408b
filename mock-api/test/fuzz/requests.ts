import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '@daftar/contracts/endpoint';
import { arbitraryOf, defOf, hintOf } from './zod-arbitrary.ts';

/** One request as the fuzz suite sends it: path values and query values are text, as on the wire. */
export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Absent: no body is sent. */
  body?: unknown;
  /** Which field was made invalid, for the report of a failing case. */
  broken?: string;
}

/** The seeded administrator's own company (owner) and the one she administers. */
const seededCompanies = [1, 2];

/** Values that break a field's type, bounds, format or calendar: one of them replaces one field at a time. */
const badValues: unknown[] = [
  null,
  '',
  '   ',
  -1,
  0,
  0.5,
  5e-324,
  1e308,
  -1e308,
  2 ** 53,
  true,
  [],
  {},
  'NaN',
  'abc',
  '0020-02-29',
  '9999-12-31',
  '۱۴۰۳-۰۱-۰۱',
  'x'.repeat(5000),
];
/** The same, as they travel in a path or a query string. */
const badTexts = ['', 'abc', '-1', '0', '1.5', '1e400', 'NaN', '99999999999999999999', '0020-02-29', '%', ' '];

const asText = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map((item) => String(item)) : String(value);

function shapeArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, unknown>> {
  if (!schema) return fc.constant({});
  const def = defOf(schema);
  if (def.type !== 'object') return arbitraryOf(schema) as fc.Arbitrary<Record<string, unknown>>;
  const entries = Object.entries(def.shape ?? {}).map(([name, field]) => {
    // A company path mostly names the administrator's companies: another number is a company she is not in.
    const arbitrary =
      name === 'companyId'
        ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...seededCompanies) }, { weight: 1, arbitrary: fc.nat(9) })
        : arbitraryOf(field, hintOf(name));
    return [name, arbitrary] as const;
  });
  return fc
    .record(Object.fromEntries(entries))
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

/** Leaves and members of a JSON value, each as the path that reaches it. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...fieldPaths(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key])]);
  return [];
}

function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && next === undefined) delete copy[head];
  else copy[head] = replaced(copy[head], rest, next);
  return copy;
}

/** The request with one field changed to a bad value, or removed: what "made invalid one field at a time" means. */
function broken(request: FuzzRequest): fc.Arbitrary<FuzzRequest> {
  const places: { where: 'params' | 'query' | 'body'; path: (string | number)[] }[] = [
    ...Object.keys(request.params).map((name) => ({ where: 'params' as const, path: [name] })),
    ...Object.keys(request.query).map((name) => ({ where: 'query' as const, path: [name] })),
    ...(request.body !== undefined
      ? [
          { where: 'body' as const, path: [] },
          ...fieldPaths(request.body).map((path) => ({ where: 'body' as const, path })),
        ]
      : []),
  ];
  if (places.length === 0) return fc.constant(request);
  return fc.constantFrom(...places).chain(({ where, path }) => {
    // An empty path value is another path (another operation's), not this one's bad value.
    const bad =
      where === 'body'
        ? fc.constantFrom(...badValues, undefined)
        : fc.constantFrom(...badTexts.filter((text) => where === 'query' || text.trim() !== ''));
    return bad.map((value) => ({
      ...request,
      [where]: replaced(request[where], path, value),
      broken: `${where}.${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40) ?? 'removed'}`,
    }));
  });
}

/** Requests for the endpoint as its schemas describe them, and the same made invalid one field at a time. */
export function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const drawn = fc
    .record({
      params: shapeArbitrary(endpoint.params),
      query: shapeArbitrary(endpoint.query),
      body: endpoint.body ? arbitraryOf(endpoint.body) : fc.constant(undefined),
    })
    .map(
      ({ params, query, body }): FuzzRequest => ({
        params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
        query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, asText(value)])),
        ...(body !== undefined ? { body } : {}),
      }),
    );
  // A rule across fields (a due date after the issue date, a percent by the discount's kind) is not drawn for: of a
  // few draws, the first the schemas take is sent, so most "valid" requests are.
  const valid = fc
    .array(drawn, { minLength: 6, maxLength: 6 })
    .map((draws) => draws.find((request) => isValid(endpoint, request)) ?? (draws[0] as FuzzRequest));
  return fc.oneof(valid, valid.chain(broken));
}

/** Whether the endpoint's own schemas take the request, read as the server reads it. */
export function isValid(endpoint: Endpoint, request: FuzzRequest): boolean {
  const query = Object.fromEntries(
    Object.entries(request.query)
      .filter(([, value]) => !Array.isArray(value) || value.length > 0)
      .map(([name, value]) => [name, Array.isArray(value) && value.length === 1 ? value[0] : value]),
  );
  return (
    (!endpoint.params || endpoint.params.safeParse(request.params).success) &&
    (!endpoint.query || endpoint.query.safeParse(query).success) &&
    (!endpoint.body || endpoint.body.safeParse(request.body).success)
  );
}

/** The request's URL: the path with its values and the query string (a list as repeated keys). */
export function urlOf(endpoint: Endpoint, request: FuzzRequest): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(request.params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
