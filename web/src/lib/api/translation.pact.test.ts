import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from './testing/pact.ts';
import { fetchTranslations } from './translation.ts';

const { string } = MatchersV3;

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
});
