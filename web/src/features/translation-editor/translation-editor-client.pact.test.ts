import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { listTranslationHistory, updateTranslation } from './translation-editor-client.ts';

const { like, regex, string } = MatchersV3;

const save = {
  key: 'WEB_SAVE',
  values: [
    { lang: 'fa', value: 'ذخیره کن' },
    { lang: 'en', value: 'Save' },
  ],
} as const;

describe('translation edits by administrators (SPEC §7)', () => {
  it('lets an administrator save every language of a key', async () => {
    await signedInPact('an administrator is signed in and a translation exists')
      .uponReceiving('a translation save by an administrator')
      .request('PUT /api/v1/admin/translation/update', { body: save })
      .answersDone((client) => updateTranslation(client, save.key, [...save.values]));
  });

  it('refuses the save with 403 for a user who is not ADMIN', async () => {
    await signedInPact('a user who is not an administrator is signed in')
      .uponReceiving('a translation save by a non-administrator')
      .request('PUT /api/v1/admin/translation/update', { body: save })
      .refusesCall(403, 'ADMIN_ONLY', (client) => updateTranslation(client, save.key, [...save.values]));
  });

  it('answers the history of a key to an administrator', async () => {
    await signedInPact('an administrator edited a translation', { key: 'WEB_SAVE' })
      .uponReceiving('a request for the history of a key')
      .request('GET /api/v1/admin/translation/history/WEB_SAVE')
      .answersList(200, {
        lang: regex(/^(fa|en)$/, 'fa'),
        oldValue: like('ذخیره'),
        newValue: string('ذخیره کن'),
        changedBy: string('admin@daftar.local'),
        changedAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2025-03-21T08:30:00.000Z'),
      })
      .test(async (client) => {
        const history = await listTranslationHistory(client, 'WEB_SAVE');
        expect(history[0]?.changedBy).toBe('admin@daftar.local');
      });
  });

  it('refuses the history with 403 for a user who is not ADMIN', async () => {
    await signedInPact('a user who is not an administrator is signed in')
      .uponReceiving('a request for the history of a key by a non-administrator')
      .request('GET /api/v1/admin/translation/history/WEB_SAVE')
      .refusesCall(403, 'ADMIN_ONLY', (client) => listTranslationHistory(client, 'WEB_SAVE'));
  });
});
