import { Pact } from '@pact-foundation/pact';
import { participants, pactsDir } from '@daftar/contracts/pacts-dir';
import { createHttpClient, type HttpClient } from '../http-client.ts';

/** A Pact mock server standing in for one host; interactions are written to contracts/pacts/. */
export function pactFor(host: 'main' | 'pay'): Pact {
  return new Pact({
    consumer: participants.consumer,
    provider: host === 'main' ? participants.mainProvider : participants.payProvider,
    dir: pactsDir,
    logLevel: 'warn',
  });
}

export interface PactClientOptions {
  /** Sent as `Authorization: Bearer …`, as the SPA does once signed in. */
  accessToken?: string;
  /** Sent as the `bank-token` header, as the SPA does inside banking. */
  bankToken?: string;
}

/**
 * The SPA's real client pointed at the Pact mock server for both hosts, with fixed credentials and no recovery,
 * so an interaction records exactly one request. No XSRF header: the provider run adds the cookie and header a
 * browser would send.
 */
export function clientFor(mockServerUrl: string, options: PactClientOptions = {}): HttpClient {
  return createHttpClient({
    baseUrls: { main: mockServerUrl, pay: mockServerUrl },
    xsrf: false,
    credentials: { accessToken: () => options.accessToken ?? null, bankToken: () => options.bankToken ?? null },
  });
}
