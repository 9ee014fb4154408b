import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchOutbox } from './dev.ts';
import { clientFor, pactFor } from './testing/pact.ts';

const { eachLike, integer, regex, string } = MatchersV3;

describe('development endpoints', () => {
  it('reads the outbox for one recipient', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the outbox holds a sign-in code', { to: 'user@daftar.local' })
      .uponReceiving('a request for the outbox of one recipient')
      .withRequest('GET', '/api/v1/dev/outbox', (b) => b.query({ to: 'user@daftar.local' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          data: eachLike({
            id: integer(1),
            channel: regex(/^(email|sms)$/, 'email'),
            to: 'user@daftar.local',
            subject: string('کد ورود'),
            body: string('کد ورود شما: 123456'),
            code: regex(/^\d{6}$/, '123456'),
            createdAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2025-03-21T08:30:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect((await fetchOutbox(clientFor(server.url), 'user@daftar.local'))[0]?.code).toBe('123456');
      });
  });
});
