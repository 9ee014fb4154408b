import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { frontendApiPath } from '@daftar/contracts/endpoints/flags';
import { type IConfig, InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import { flagConfig } from '../../platform/flags/flag-config.ts';
import { anonymousPact, pactFor } from './testing/pact.ts';

const { boolean, eachLike, fromProviderState, like, string } = MatchersV3;

const clientKey = 'daftar-dev-frontend-key';
const buildEnv = { BASE_URL: '/', MODE: 'test', DEV: false, PROD: true, SSR: false };

/** The SPA's own flag client configuration, pointed at the Pact mock server, with no timers and memory storage. */
function flagClient(url: string, overrides: Partial<IConfig>): UnleashClient {
  return new UnleashClient({
    ...flagConfig(buildEnv),
    url: `${url}${frontendApiPath}`,
    storageProvider: new InMemoryStorageProvider(),
    disableRefresh: true,
    ...overrides,
  });
}
const query = { appName: 'daftar-web', environment: 'production', sessionId: '42', userId: 'user@daftar.local' };

describe('the Unleash frontend API, as the real unleash-proxy-client uses it', () => {
  it('evaluates flags for the user (GET with the context as query)', async () => {
    await anonymousPact('the seeded feature flags exist')
      .uponReceiving('a flag evaluation for a user')
      .request('GET /api/frontend', { query, headers: { authorization: clientKey } })
      .answers(
        200,
        {
          toggles: eachLike({
            name: string('hub-taksa'),
            enabled: true,
            impressionData: boolean(false),
            variant: like({ name: 'disabled', enabled: false }),
          }),
        },
        { ETag: string('"etag"') },
      )
      .test(async (_client, url) => {
        const client = flagClient(url, {
          context: { userId: 'user@daftar.local', sessionId: '42' },
          disableMetrics: true,
        });
        await client.start();
        client.stop();
        expect(client.isEnabled('hub-taksa')).toBe(true);
        expect(client.getError()).toBeUndefined();
      });
  });

  it('answers 304 with no body when the client sends the ETag it holds', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the seeded feature flags exist and the client holds their ETag')
      .uponReceiving('a flag evaluation with a current ETag')
      .withRequest('GET', '/api/frontend', (b) =>
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression the verifier fills in
        b.query(query).headers({ authorization: clientKey, 'if-none-match': fromProviderState('${etag}', '"etag"') }),
      )
      .willRespondWith(304)
      .executeTest(async (server) => {
        // What the client sends on its next poll once it has stored an ETag (REFERENCE.md).
        const url = `${server.url}/api/frontend?${new URLSearchParams(query)}`;
        const res = await fetch(url, { headers: { authorization: clientKey, 'if-none-match': '"etag"' } });
        expect(res.status).toBe(304);
      });
  });

  it('accepts usage metrics', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the seeded feature flags exist')
      .uponReceiving('flag usage metrics')
      .withRequest('POST', '/api/frontend/client/metrics', (b) =>
        b.headers({ authorization: clientKey }).jsonBody({
          appName: 'daftar-web',
          instanceId: 'browser',
          bucket: like({
            start: '2025-03-21T08:30:00.000Z',
            stop: '2025-03-21T08:30:30.000Z',
            toggles: { 'hub-taksa': { yes: 1, no: 0, variants: {} } },
          }),
          impactMetrics: like([]),
        }),
      )
      .willRespondWith(202)
      .executeTest(async (server) => {
        const client = flagClient(server.url, {
          bootstrap: [
            { name: 'hub-taksa', enabled: true, impressionData: false, variant: { name: 'disabled', enabled: false } },
          ],
        });
        client.isEnabled('hub-taksa');
        await expect(client.sendMetrics()).resolves.toBeUndefined();
      });
  });
});
