import type { Endpoint } from '@daftar/contracts/endpoint';
import type { z } from 'zod';
import type { CallInput, HttpClient } from './http-client.ts';

/** An endpoint of the active company that answers one item (a report) for a query. */
type ItemRead = Endpoint & { response: z.ZodType<{ itemInfo: unknown }> };

/**
 * The client call of a company's report: `(client, companyId, query)` answering the report itself (`itemInfo`). The
 * query is sent as given; the screens build it with the contract's own schema.
 */
export function companyReport<E extends ItemRead>(endpoint: E) {
  return async (
    client: HttpClient,
    companyId: number,
    query: NonNullable<CallInput<E>['query']>,
  ): Promise<z.output<E['response']>['itemInfo']> => {
    // Sent as any item read (the params' and query's types are E's, checked above); parsed with E's own schema.
    const answer = await client.call<ItemRead>(endpoint, { params: { companyId }, query });
    return answer.itemInfo as z.output<E['response']>['itemInfo'];
  };
}
