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

/** The SPA's real client pointed at the Pact mock server for both hosts. */
export function clientFor(mockServerUrl: string): HttpClient {
  return createHttpClient({ baseUrls: { main: mockServerUrl, pay: mockServerUrl } });
}
