import { z } from 'zod';
import { type Auth, defineEndpoint, type Endpoint, type Host, type Method } from './endpoint.ts';
import { itemEnvelope } from './envelope.ts';
import { companyParamsSchema, companyRecordParamsSchema } from './schemas/list-query.ts';

// Apart from endpoint.ts, which the SPA's start-up chunk imports for buildPath: these module-level groups would
// otherwise ride in every first load although only the areas' lazily loaded contracts use them.

/** An endpoint's own parts: what its host, auth, method, name and path groups leave to it. */
type EndpointParts<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
> = Omit<Endpoint<Params, Query, Body, Response>, 'name' | 'method' | 'path' | 'host' | 'auth'>;

/**
 * The endpoints one host answers with one kind of auth: `userEndpoint.get(name, path, parts)` states an endpoint
 * in its own terms, so an area's file repeats no host, auth or method lines.
 */
function endpointsOf(host: Host, auth: Auth) {
  const of =
    (method: Method) =>
    <
      Params extends z.ZodType = z.ZodNever,
      Query extends z.ZodType = z.ZodNever,
      Body extends z.ZodType = z.ZodNever,
      Response extends z.ZodType = z.ZodType,
    >(
      name: string,
      path: string,
      parts: EndpointParts<Params, Query, Body, Response>,
    ): Endpoint<Params, Query, Body, Response> =>
      defineEndpoint<Params, Query, Body, Response>({ name, method, path, host, auth, ...parts });
  return { get: of('GET'), post: of('POST'), put: of('PUT'), patch: of('PATCH'), delete: of('DELETE') };
}

/** The main API, signed in (a bearer access token). */
export const userEndpoint = endpointsOf('main', 'user');
/** The main API, public. */
export const openEndpoint = endpointsOf('main', 'none');
/** The main API's bank calls: the access token and the bank-token header. */
export const bankEndpoint = endpointsOf('main', 'bank');
/** The payment host, signed in. */
export const payUserEndpoint = endpointsOf('pay', 'user');
/** The payment host, public (a payer's link). */
export const payOpenEndpoint = endpointsOf('pay', 'none');

/** `{ outcome }`: whether a removed record was deleted or, with other records referring to it, archived. */
export const removalOutcomeSchema = z.object({ outcome: z.enum(['DELETED', 'ARCHIVED']) });

/** The calls an area may lack: treasury accounts are never removed, partners neither read one by one nor removed. */
type OptionalCall = 'get' | 'remove';

/** What a company record's endpoints are declared from; each summary is the endpoint's own words. */
interface CompanyRecordSpec<
  Params extends z.ZodType,
  RecordParams extends z.ZodType,
  Query extends z.ZodType,
  Input extends z.ZodType,
  Row extends z.ZodType,
  Listed extends z.ZodType,
  Removed extends z.ZodType,
  Without extends OptionalCall,
> {
  /** The record in the endpoints' names: `['Item', 'Items']` names listItems, getItem, createItem, … */
  names: readonly [one: string, many: string];
  /** The collection's path; a record is `${path}/:id`. */
  path: string;
  /** The collection's params and a record's: the company's and `id` unless given. */
  params?: Params;
  recordParams?: RecordParams;
  /** The record as get, create and update answer it (each in an item envelope). */
  record: Row;
  /** The body of create and update alike. */
  input: Input;
  list: { summary: string; query?: Query; response: Listed };
  get?: string;
  create: string;
  update: string;
  /** Without a `response`, remove answers the removal outcome in an item envelope. */
  remove?: { summary: string; response?: Removed };
  /** The calls the area does not have; their words are left out too. */
  without?: readonly Without[];
}

/** The words a call needs unless `without` names it. */
type RequiredWords<Without extends OptionalCall> = Required<
  Pick<{ get: string; remove: { summary: string } }, Exclude<OptionalCall, Without>>
>;

const removedEnvelope = itemEnvelope(removalOutcomeSchema);

/**
 * A company's record declared once: list, get, create (201), update (PUT) and remove, all signed in on the main API,
 * less the calls named in `without`. For an area whose calls differ only in names, schemas and summaries; an area
 * with its own shape (another create body, a record path without `:id`) states its endpoints itself.
 */
export function companyRecordEndpoints<
  Input extends z.ZodType,
  Row extends z.ZodType,
  Listed extends z.ZodType,
  Removed extends z.ZodType = typeof removedEnvelope,
  Query extends z.ZodType = z.ZodNever,
  Without extends OptionalCall = never,
  Params extends z.ZodType = typeof companyParamsSchema,
  RecordParams extends z.ZodType = typeof companyRecordParamsSchema,
>(spec: CompanyRecordSpec<Params, RecordParams, Query, Input, Row, Listed, Removed, Without> & RequiredWords<Without>) {
  const { names, path, record, input } = spec;
  // Params of their own are the caller's type; left out, the defaults above are the company's.
  const params = (spec.params ?? companyParamsSchema) as Params;
  const recordParams = (spec.recordParams ?? companyRecordParamsSchema) as RecordParams;
  // A call's words are read only when the call is declared, and RequiredWords makes those present.
  const words = spec as typeof spec & RequiredWords<never>;
  const [one, many] = names;
  const recordPath = `${path}/:id`;
  const calls = {
    list: () => {
      const { summary, query, response } = words.list;
      return userEndpoint.get<Params, Query, z.ZodNever, Listed>(`list${many}`, path, {
        summary,
        params,
        ...(query ? { query } : {}),
        response,
      });
    },
    get: () =>
      userEndpoint.get(`get${one}`, recordPath, {
        summary: words.get,
        params: recordParams,
        response: itemEnvelope(record),
      }),
    create: () =>
      userEndpoint.post(`create${one}`, path, {
        status: 201,
        summary: words.create,
        params,
        body: input,
        response: itemEnvelope(record),
      }),
    update: () =>
      userEndpoint.put(`update${one}`, recordPath, {
        summary: words.update,
        params: recordParams,
        body: input,
        response: itemEnvelope(record),
      }),
    remove: () =>
      userEndpoint.delete(`remove${one}`, recordPath, {
        summary: words.remove.summary,
        params: recordParams,
        response: (words.remove.response ?? removedEnvelope) as Removed,
      }),
  };
  type Calls = { [Call in keyof typeof calls]: ReturnType<(typeof calls)[Call]> };
  const left = new Set<string>(spec.without ?? []);
  const declared = Object.entries(calls).filter(([call]) => !left.has(call));
  return Object.fromEntries(declared.map(([call, declare]) => [call, declare()])) as Omit<Calls, Without>;
}

/** `GET ${path}/next-code`: the code a new record of the company would get (`next${one}Code`), which its forms show. */
export function nextCodeEndpoint(one: string, path: string, summary: string) {
  return userEndpoint.get(`next${one}Code`, `${path}/next-code`, {
    summary,
    params: companyParamsSchema,
    response: itemEnvelope(z.object({ code: z.string() })),
  });
}

/** What a record read and replaced at one path is declared from; each summary is the endpoint's own words. */
interface ReadReplaceSpec<Params extends z.ZodType, Input extends z.ZodType, Row extends z.ZodType> {
  /** The two endpoints' names: `['getInvoiceSettings', 'updateInvoiceSettings']`. */
  names: readonly [get: string, update: string];
  path: string;
  /** The company's unless given. */
  params?: Params;
  /** The record as both answer it (each in an item envelope). */
  record: Row;
  /** The update's body. */
  input: Input;
  get: string;
  update: string;
}

/**
 * A record read and replaced at one path, signed in on the main API (a company's profile, an area's settings): `get`
 * answers it and `update` (PUT) replaces it from `input` and answers it.
 */
export function readReplaceEndpoints<
  Input extends z.ZodType,
  Row extends z.ZodType,
  Params extends z.ZodType = typeof companyParamsSchema,
>(spec: ReadReplaceSpec<Params, Input, Row>) {
  const { names, path, record, input } = spec;
  const params = (spec.params ?? companyParamsSchema) as Params;
  const [getName, updateName] = names;
  return {
    get: userEndpoint.get(getName, path, { summary: spec.get, params, response: itemEnvelope(record) }),
    update: userEndpoint.put(updateName, path, {
      summary: spec.update,
      params,
      body: input,
      response: itemEnvelope(record),
    }),
  };
}

/** The endpoints of one host and auth, as `userEndpoint` or `payUserEndpoint` declare them. */
type EndpointGroup = ReturnType<typeof endpointsOf>;

/** A call on one record: its own words, the sub-path it is posted to (`at`), its body and its answer's status. */
interface RecordCallParts<Body extends z.ZodType> {
  /** Below the record's path: `steps` posts to `${path}/steps`; left out, the record's path itself. */
  at?: string;
  summary: string;
  body?: Body;
  status?: 201;
}

/**
 * The calls on one record at `path` that each answer the record itself in an item envelope (read it, replace it,
 * take it a step on), so a call states only its name, words, sub-path and body. A call that answers something else,
 * or takes other params, is declared on its own.
 */
export function recordCalls<Params extends z.ZodType, Row extends z.ZodType>(
  group: EndpointGroup,
  spec: { path: string; params: Params; record: Row },
) {
  const { path, params } = spec;
  const response = itemEnvelope(spec.record);
  const of =
    (method: 'get' | 'put' | 'post') =>
    <Body extends z.ZodType = z.ZodNever>(name: string, parts: RecordCallParts<Body>) => {
      const { at, ...own } = parts;
      return group[method]<Params, z.ZodNever, Body, typeof response>(name, at ? `${path}/${at}` : path, {
        ...own,
        params,
        response,
      });
    };
  return { get: of('get'), put: of('put'), post: of('post') };
}

/** A list of a company's records: its words, its query and its answer (a page or a list, with or without totals). */
interface ListParts<Query extends z.ZodType, Listed extends z.ZodType> {
  summary: string;
  query?: Query;
  response: Listed;
}

/**
 * `recordCalls` for a company's records at `path`, signed in on the main API: `list` reads them at `path` and
 * `collection`'s calls are there too (create), both with the company's params; `record`'s are at `recordPath`
 * (`${path}/:id`) with the record's, where an area also declares the record's calls that answer something else.
 */
export function companyRecordCalls<Row extends z.ZodType>(path: string, record: Row) {
  const recordPath = `${path}/:id`;
  return {
    recordPath,
    list: <Query extends z.ZodType = z.ZodNever, Listed extends z.ZodType = z.ZodType>(
      name: string,
      parts: ListParts<Query, Listed>,
    ) =>
      userEndpoint.get<typeof companyParamsSchema, Query, z.ZodNever, Listed>(name, path, {
        ...parts,
        params: companyParamsSchema,
      }),
    collection: recordCalls(userEndpoint, { path, params: companyParamsSchema, record }),
    record: recordCalls(userEndpoint, { path: recordPath, params: companyRecordParamsSchema, record }),
  };
}
