import { devEndpoints } from '@daftar/contracts/endpoints/dev';
import type { HttpClient } from './http-client.ts';

/** Development only: the codes that would have been e-mailed or texted to `to`. */
export async function fetchOutbox(client: HttpClient, to?: string) {
  return (await client.call(devEndpoints.listOutbox, { query: to === undefined ? {} : { to } })).data;
}
