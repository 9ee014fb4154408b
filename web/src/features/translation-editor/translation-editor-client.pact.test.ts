import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import { listTranslationHistory, updateTranslation } from './translation-editor-client.ts';

const { eachLike, like, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };
const save = {
  key: 'WEB_SAVE',
  values: [
    { lang: 'fa', value: 'ذخیره کن' },
    { lang: 'en', value: 'Save' },
  ],
} as const;

describe('translation edits by administrators (SPEC §7)', () => {
  it('lets an administrator save every language of a key', async () => {
    await pactFor('main')
      .addInteraction()
      .given('an administrator is signed in and a translation exists')
      .uponReceiving('a translation save by an administrator')
      .withRequest('PUT', '/api/v1/admin/translation/update', (b) =>
        b.headers({ Authorization: bearer }).jsonBody(save),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await updateTranslation(clientFor(server.url, signedIn), save.key, [...save.values]);
      });
  });

  it('refuses the save with 403 for a user who is not ADMIN', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user who is not an administrator is signed in')
      .uponReceiving('a translation save by a non-administrator')
      .withRequest('PUT', '/api/v1/admin/translation/update', (b) =>
        b.headers({ Authorization: bearer }).jsonBody(save),
      )
      .willRespondWith(403, (b) => b.jsonBody({ success: false, message: 'ADMIN_ONLY' }))
      .executeTest(async (server) => {
        await expect(
          updateTranslation(clientFor(server.url, signedIn), save.key, [...save.values]),
        ).rejects.toMatchObject({
          status: 403,
        });
      });
  });

  it('answers the history of a key to an administrator', async () => {
    await pactFor('main')
      .addInteraction()
      .given('an administrator edited a translation', { key: 'WEB_SAVE' })
      .uponReceiving('a request for the history of a key')
      .withRequest('GET', '/api/v1/admin/translation/history/WEB_SAVE', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          data: eachLike({
            lang: regex(/^(fa|en)$/, 'fa'),
            oldValue: like('ذخیره'),
            newValue: string('ذخیره کن'),
            changedBy: string('admin@daftar.local'),
            changedAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2025-03-21T08:30:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const history = await listTranslationHistory(clientFor(server.url, signedIn), 'WEB_SAVE');
        expect(history[0]?.changedBy).toBe('admin@daftar.local');
      });
  });

  it('refuses the history with 403 for a user who is not ADMIN', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user who is not an administrator is signed in')
      .uponReceiving('a request for the history of a key by a non-administrator')
      .withRequest('GET', '/api/v1/admin/translation/history/WEB_SAVE', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(403, (b) => b.jsonBody({ success: false, message: 'ADMIN_ONLY' }))
      .executeTest(async (server) => {
        await expect(listTranslationHistory(clientFor(server.url, signedIn), 'WEB_SAVE')).rejects.toMatchObject({
          status: 403,
        });
      });
  });
});
