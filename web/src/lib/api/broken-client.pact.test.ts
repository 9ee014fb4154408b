import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { Pact } from '@pact-foundation/pact';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';

// Written to a throwaway folder: this pact exists only to show that a wrong client cannot pass.
const dir = mkdtempSync(join(tmpdir(), 'daftar-broken-pact-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a client function that breaks the contract', () => {
  it('fails its consumer test when it calls the wrong path', async () => {
    const pact = new Pact({ consumer: 'broken-web', provider: 'daftar-api', dir, logLevel: 'error' });
    const run = pact
      .addInteraction()
      .uponReceiving('a request for the app setting')
      .withRequest('GET', '/api/v1/app-setting/app-version')
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        const client = createHttpClient({ baseUrls: { main: server.url, pay: server.url } });
        // The deliberate bug: the path lost its `/v1`.
        await client.call({ ...appSettingEndpoints.get, path: '/api/app-setting/app-version' }).catch(() => undefined);
      });
    await expect(run).rejects.toThrow();
  });
});
