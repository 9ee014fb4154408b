import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactFor } from '../lib/api/testing/pact.ts';
import {
  clearFaultRules,
  clearJournal,
  createLabClient,
  listFaultRules,
  listScenarios,
  readJournal,
  readLabSettings,
  removeFaultRule,
  resetLab,
  resetScenario,
  runScenario,
  updateLabSettings,
} from './lab-client.ts';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const json = { 'Content-Type': 'application/json' };
const ok = { success: true };
const isoDate = regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '2025-03-21T08:30:00.000Z');
const labFor = (url: string) => createLabClient({ main: url, pay: url }, { xsrf: false });

const rule = {
  id: string('a1b2c3d4'),
  scenario: like(null),
  match: { host: string('any'), method: string('ANY'), path: string('/api/**') },
  respond: { kind: string('status'), status: integer(503) },
  probability: like(1),
  hits: integer(0),
  remaining: like(null),
  createdAt: isoDate,
};

describe('the QA panel’s calls to the fault lab (development builds only)', () => {
  it('lists the scenarios', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request for the fault lab scenarios')
      .withRequest('GET', '/__mock/scenarios')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          data: eachLike({ name: string('banking-422'), description: string('…'), active: boolean(false) }),
        }),
      )
      .executeTest(async (server) => {
        expect((await listScenarios(labFor(server.url)))[0]?.name).toBe('banking-422');
      });
  });

  it('starts a scenario and answers its rules', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request to start the banking-422 scenario')
      .withRequest('POST', '/__mock/scenarios/banking-422', (b) => b.headers(json))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
            name: 'banking-422',
            rules: eachLike({ ...rule, scenario: string('banking-422'), remaining: integer(1) }),
          },
        }),
      )
      .executeTest(async (server) => {
        expect((await runScenario(labFor(server.url), 'banking-422')).name).toBe('banking-422');
      });
  });

  it('refuses an unknown scenario with 404', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request to start a scenario that does not exist')
      .withRequest('POST', '/__mock/scenarios/no-such-scenario', (b) => b.headers(json))
      .willRespondWith(404, (b) => b.jsonBody({ success: false, message: 'SCENARIO_NOT_FOUND' }))
      .executeTest(async (server) => {
        await expect(runScenario(labFor(server.url), 'no-such-scenario')).rejects.toMatchObject({ status: 404 });
      });
  });

  it('resets one scenario', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request to reset the banking-422 scenario')
      .withRequest('DELETE', '/__mock/scenarios/banking-422', (b) => b.headers(json))
      .willRespondWith(200, (b) => b.jsonBody(ok))
      .executeTest(async (server) => {
        await expect(resetScenario(labFor(server.url), 'banking-422')).resolves.toBeUndefined();
      });
  });

  it('lists the rules in force', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab has a rule in force')
      .uponReceiving('a request for the fault rules')
      .withRequest('GET', '/__mock/rules')
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: eachLike(rule) }))
      .executeTest(async (server) => {
        expect((await listFaultRules(labFor(server.url)))[0]?.respond).toEqual({ kind: 'status', status: 503 });
      });
  });

  it('removes one rule', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab has a rule in force')
      .uponReceiving('a request to remove a fault rule')
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Pact's provider-state expression, filled in by the provider, not JavaScript.
      .withRequest('DELETE', fromProviderState('/__mock/rules/${ruleId}', '/__mock/rules/a1b2c3d4'), (b) =>
        b.headers(json),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok))
      .executeTest(async (server) => {
        await expect(removeFaultRule(labFor(server.url), 'a1b2c3d4')).resolves.toBeUndefined();
      });
  });

  it('removes every rule', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab has a rule in force')
      .uponReceiving('a request to clear the fault rules')
      .withRequest('DELETE', '/__mock/rules', (b) => b.headers(json))
      .willRespondWith(200, (b) => b.jsonBody(ok))
      .executeTest(async (server) => {
        await expect(clearFaultRules(labFor(server.url))).resolves.toBeUndefined();
      });
  });

  it('reads the journal after an id', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab journal has an entry')
      .uponReceiving('a request for the journal')
      .withRequest('GET', '/__mock/journal', (b) => b.query({ since: '0', limit: '200' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          data: eachLike({
            id: integer(1),
            time: isoDate,
            host: regex(/^(main|pay)$/, 'main'),
            method: string('GET'),
            path: string('/api/v1/users/profile'),
            status: integer(200),
            latencyMs: like(1.5),
            ruleId: like(null),
            ruleName: like(null),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect((await readJournal(labFor(server.url), 0))[0]?.id).toBe(1);
      });
  });

  it('empties the journal', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab journal has an entry')
      .uponReceiving('a request to clear the journal')
      .withRequest('DELETE', '/__mock/journal', (b) => b.headers(json))
      .willRespondWith(200, (b) => b.jsonBody(ok))
      .executeTest(async (server) => {
        await expect(clearJournal(labFor(server.url))).resolves.toBeUndefined();
      });
  });

  it('reads the lab settings', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request for the lab settings')
      .withRequest('GET', '/__mock/settings')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: { accessTokenTtlSeconds: like(null), documentedMinimum: boolean(false) },
        }),
      )
      .executeTest(async (server) => {
        expect((await readLabSettings(labFor(server.url))).documentedMinimum).toBe(false);
      });
  });

  it('turns documented-minimum answers on', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request to turn documented-minimum answers on')
      .withRequest('PUT', '/__mock/settings', (b) => b.headers(json).jsonBody({ documentedMinimum: true }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { accessTokenTtlSeconds: like(null), documentedMinimum: true } }),
      )
      .executeTest(async (server) => {
        const settings = await updateLabSettings(labFor(server.url), { documentedMinimum: true });
        expect(settings.documentedMinimum).toBe(true);
      });
  });

  it('refuses a setting of the wrong type with 400, changing nothing', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab is on')
      .uponReceiving('a request to set documented-minimum answers to a string')
      .withRequest('PUT', '/__mock/settings', (b) => b.headers(json).jsonBody({ documentedMinimum: 'yes' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          message: 'VALIDATION_FAILED',
          errors: eachLike({ path: 'body.documentedMinimum', message: string('Invalid input') }),
        }),
      )
      .executeTest(async (server) => {
        // The panel never sends this; the contract still promises the refusal a hand-written call would get.
        const client = labFor(server.url);
        const bad = { documentedMinimum: 'yes' } as unknown as { documentedMinimum: boolean };
        await expect(updateLabSettings(client, bad)).rejects.toMatchObject({ status: 400 });
      });
  });

  it('resets the whole lab', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the fault lab has a rule in force')
      .uponReceiving('a request to reset the fault lab')
      .withRequest('POST', '/__mock/reset', (b) => b.headers(json))
      .willRespondWith(200, (b) => b.jsonBody(ok))
      .executeTest(async (server) => {
        await expect(resetLab(labFor(server.url))).resolves.toBeUndefined();
      });
  });
});
