import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchAppSetting } from './app-setting.ts';
import { anonymousPact } from './testing/pact.ts';

const { boolean, integer, regex, string } = MatchersV3;

describe('app-version (SPEC §7)', () => {
  // Only SPEC §3's four fields are pinned (Pact's rule: the consumer's needs), so the real API is not failed for the
  // mock's webAppVersion; the SPA reads the deployed web version from its own host (lib/version/deployed-version).
  it('returns the app setting as itemInfo', async () => {
    await anonymousPact('the app setting has web version v2.0.107 and translation version 1')
      .uponReceiving('a request for the app setting')
      .request('GET /api/v1/app-setting/app-version', { headers: { Accept: 'application/json' } })
      .answers(
        200,
        {
          success: true,
          itemInfo: {
            appVersion: string('v2.0.0'),
            forceUpdate: boolean(false),
            dashboardStructureTimeStamp: integer(0),
            translationVersion: integer(1),
          },
        },
        { 'Content-Type': regex(/application\/json.*/, 'application/json') },
      )
      .test(async (client) => {
        const setting = await fetchAppSetting(client);
        expect(setting.forceUpdate).toBe(false);
        expect(setting.translationVersion).toBe(1);
      });
  });
});
