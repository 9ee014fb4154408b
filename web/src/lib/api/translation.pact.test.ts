import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from './testing/pact.ts';
import { fetchTranslationHistory, fetchTranslations, saveTranslation } from './translation.ts';

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

describe('translations (SPEC §7)', () => {
  for (const [language, text] of [
    ['fa', 'ذخیره'],
    ['en', 'Save'],
  ] as const) {
    it(`answers the ${language} map key → text without a token`, async () => {
      await pactFor('main')
        .addInteraction()
        .given('translations exist in en and fa')
        .uponReceiving(`a request for the ${language} translations`)
        .withRequest('GET', `/api/v1/translation/${language}`)
        // The answer is the map itself: keys vary, so each value is matched by type.
        .willRespondWith(200, (b) => b.jsonBody({ WEB_SAVE: string(text), UPDATE_AVAILABLE_TITLE: string('…') }))
        .executeTest(async (server) => {
          expect((await fetchTranslations(clientFor(server.url), language)).WEB_SAVE).toBe(text);
        });
    });
  }

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
        await saveTranslation(clientFor(server.url, signedIn), save.key, [...save.values]);
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
          saveTranslation(clientFor(server.url, signedIn), save.key, [...save.values]),
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
        const history = await fetchTranslationHistory(clientFor(server.url, signedIn), 'WEB_SAVE');
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
        await expect(fetchTranslationHistory(clientFor(server.url, signedIn), 'WEB_SAVE')).rejects.toMatchObject({
          status: 403,
        });
      });
  });
});
