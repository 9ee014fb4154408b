import type { Endpoint } from '@daftar/contracts/endpoint';
import type { z } from 'zod';
import type { CallInput, HttpClient } from './http-client.ts';

/** An endpoint of the active company that answers one item (a record). */
type ItemCall = Endpoint & { response: z.ZodType<{ itemInfo: unknown }> };
/** An endpoint of the active company that answers a page of rows with the pager's `meta` and the matches' `totals`. */
type PageCall = Endpoint & { response: z.ZodType<{ data: unknown; meta: unknown; totals: unknown }> };
/** An endpoint of the active company that answers a page of rows with the pager's `meta` and no totals. */
type PlainPageCall = Endpoint & { response: z.ZodType<{ data: unknown; meta: unknown }> };
/** An endpoint of the active company that answers every row at once (`data`, no pager). */
type ListCall = Endpoint & { response: z.ZodType<{ data: unknown }> };

type Item<E extends ItemCall> = z.output<E['response']>['itemInfo'];
type Rows<E extends ListCall> = z.output<E['response']>['data'];
type Body<E extends Endpoint> = NonNullable<CallInput<E>['body']>;
type Query<E extends Endpoint> = NonNullable<CallInput<E>['query']>;
/** The query a list takes: left out, it is sent empty, when the endpoint has no query field it needs. */
type QueryArgument<E extends Endpoint> =
  Record<string, never> extends Query<E> ? [query?: Query<E>] : [query: Query<E>];

// Each call is sent as any endpoint of its kind (the params', query's and body's types are E's, checked in the
// signature) and parsed with E's own schema; the casts only give the answer E's type back.

/**
 * The client calls of the active company's endpoints, named by what they take and typed from the endpoint:
 * `pageCall(list)` gives `(client, companyId, query)` answering `{ data, meta, totals }`; `idCall(get)`
 * `(client, companyId, id)`; `bodyCall(create)` `(client, companyId, input)`; `idBodyCall(update)`
 * `(client, companyId, id, input)`; `idVoidCall(remove)` `(client, companyId, id)` answering nothing;
 * `plainPageCall(list)` `(client, companyId, query)` answering `{ data, meta }` (a list without totals);
 * `idActionCall(cancel)` `(client, companyId, id)` for an action that takes no input (its body is `{}`);
 * `listCall(list)` `(client, companyId)` answering every row (`data`); `itemCall(read)` `(client, companyId)`
 * answering one item about the company itself (its settings, a picker's choices). The others answer the item itself
 * (`itemInfo`). The input is sent as given, so the server's own 400 and 409 stay reachable.
 * Write a call out when it takes other params or answers another envelope.
 */
export function pageCall<E extends PageCall>(endpoint: E) {
  return async (
    client: HttpClient,
    companyId: number,
    query: NonNullable<CallInput<E>['query']>,
  ): Promise<Pick<z.output<E['response']>, 'data' | 'meta' | 'totals'>> => {
    const { data, meta, totals } = await client.call<PageCall>(endpoint, { params: { companyId }, query });
    return { data, meta, totals } as Pick<z.output<E['response']>, 'data' | 'meta' | 'totals'>;
  };
}

export function plainPageCall<E extends PlainPageCall>(endpoint: E) {
  return async (
    client: HttpClient,
    companyId: number,
    ...[query]: QueryArgument<E>
  ): Promise<Pick<z.output<E['response']>, 'data' | 'meta'>> => {
    const { data, meta } = await client.call<PlainPageCall>(endpoint, { params: { companyId }, query: query ?? {} });
    return { data, meta } as Pick<z.output<E['response']>, 'data' | 'meta'>;
  };
}

export function idCall<E extends ItemCall>(endpoint: E) {
  return async (client: HttpClient, companyId: number, id: number): Promise<Item<E>> =>
    (await client.call<ItemCall>(endpoint, { params: { companyId, id } })).itemInfo as Item<E>;
}

export function bodyCall<E extends ItemCall>(endpoint: E) {
  return async (client: HttpClient, companyId: number, input: Body<E>): Promise<Item<E>> =>
    (await client.call<ItemCall>(endpoint, { params: { companyId }, body: input })).itemInfo as Item<E>;
}

export function idBodyCall<E extends ItemCall>(endpoint: E) {
  return async (client: HttpClient, companyId: number, id: number, input: Body<E>): Promise<Item<E>> =>
    (await client.call<ItemCall>(endpoint, { params: { companyId, id }, body: input })).itemInfo as Item<E>;
}

export function idVoidCall(endpoint: Endpoint) {
  return async (client: HttpClient, companyId: number, id: number): Promise<void> => {
    await client.call(endpoint, { params: { companyId, id } });
  };
}

export function idActionCall<E extends ItemCall>(endpoint: E) {
  return async (client: HttpClient, companyId: number, id: number): Promise<Item<E>> =>
    (await client.call<ItemCall>(endpoint, { params: { companyId, id }, body: {} })).itemInfo as Item<E>;
}

export function listCall<E extends ListCall>(endpoint: E) {
  return async (client: HttpClient, companyId: number): Promise<Rows<E>> =>
    (await client.call<ListCall>(endpoint, { params: { companyId } })).data as Rows<E>;
}

export function itemCall<E extends ItemCall>(endpoint: E) {
  return async (client: HttpClient, companyId: number): Promise<Item<E>> =>
    (await client.call<ItemCall>(endpoint, { params: { companyId } })).itemInfo as Item<E>;
}
