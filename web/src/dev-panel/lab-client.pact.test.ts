import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../lib/api/http-client.ts';
import { anonymousPact, pactFor } from '../lib/api/testing/pact.ts';
import * as labCalls from './lab-client.ts';
import { isoDateTimeLike } from '../lib/api/testing/matchers.ts';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const json = { 'Content-Type': 'application/json' };
const ok = { success: true };
const isoDate = isoDateTimeLike('2025-03-21T08:30:00.000Z');
const labFor = (url: string) => labCalls.createLabClient({ main: url, pay: url }, { xsrf: false });

/** The gateway when idle: no upstreams, no local paths, the default timeout, neither recording nor replaying. */
const idleGateway = {
  upstream: { main: like(null), pay: like(null) },
  local: [],
  timeoutMs: integer(30000),
  recording: like(null),
  replay: like(null),
};

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

/** The lab's commands that answer only `{ success: true }`: the panel's call resolves to nothing. */
const commands: {
  title: string;
  state: string;
  description: string;
  route: `${'POST' | 'DELETE'} ${string}`;
  call(lab: HttpClient): Promise<void>;
}[] = [
  {
    title: 'resets one scenario',
    state: 'the fault lab is on',
    description: 'a request to reset the banking-422 scenario',
    route: 'DELETE /__mock/scenarios/banking-422',
    call: (lab) => labCalls.resetScenario(lab, 'banking-422'),
  },
  {
    title: 'removes every rule',
    state: 'the fault lab has a rule in force',
    description: 'a request to clear the fault rules',
    route: 'DELETE /__mock/rules',
    call: labCalls.clearFaultRules,
  },
  {
    title: 'empties the journal',
    state: 'the fault lab journal has an entry',
    description: 'a request to clear the journal',
    route: 'DELETE /__mock/journal',
    call: labCalls.clearJournal,
  },
  {
    title: 'resets the whole lab',
    state: 'the fault lab has a rule in force',
    description: 'a request to reset the fault lab',
    route: 'POST /__mock/reset',
    call: labCalls.resetLab,
  },
  {
    title: 'forgets the drift',
    state: 'the gateway has seen drift',
    description: 'a request to clear the drift',
    route: 'DELETE /__mock/drift',
    call: labCalls.clearDrift,
  },
];

describe('the QA panel’s calls to the fault lab (development builds only)', () => {
  it('lists the scenarios', async () => {
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request for the fault lab scenarios')
      .request('GET /__mock/scenarios')
      .answersList(200, { name: string('banking-422'), description: string('…'), active: boolean(false) })
      .test(async (_client, url) => {
        expect((await labCalls.listScenarios(labFor(url)))[0]?.name).toBe('banking-422');
      });
  });

  it('starts a scenario and answers its rules', async () => {
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request to start the banking-422 scenario')
      .request('POST /__mock/scenarios/banking-422', { headers: json })
      .answersItem(200, {
        name: 'banking-422',
        rules: eachLike({ ...rule, scenario: string('banking-422'), remaining: integer(1) }),
      })
      .test(async (_client, url) => {
        expect((await labCalls.runScenario(labFor(url), 'banking-422')).name).toBe('banking-422');
      });
  });

  it('refuses an unknown scenario with 404', async () => {
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request to start a scenario that does not exist')
      .request('POST /__mock/scenarios/no-such-scenario', { headers: json })
      .refuses(404, 'SCENARIO_NOT_FOUND')
      .test(async (_client, url) => {
        await expect(labCalls.runScenario(labFor(url), 'no-such-scenario')).rejects.toMatchObject({ status: 404 });
      });
  });

  it('lists the rules in force', async () => {
    await anonymousPact('the fault lab has a rule in force')
      .uponReceiving('a request for the fault rules')
      .request('GET /__mock/rules')
      .answersList(200, rule)
      .test(async (_client, url) => {
        expect((await labCalls.listFaultRules(labFor(url)))[0]?.respond).toEqual({ kind: 'status', status: 503 });
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
        await expect(labCalls.removeFaultRule(labFor(server.url), 'a1b2c3d4')).resolves.toBeUndefined();
      });
  });

  it('adds a connection fault for a route, a number of calls and a time', async () => {
    const input = {
      name: 'answer-lost',
      match: { host: 'main' as const, method: 'POST' as const, path: '/api/v1/companies/*/stakeholders' },
      respond: { kind: 'answer-lost' as const },
      times: 1,
      forSeconds: 60,
    };
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request to add an answer-lost fault rule')
      .request('POST /__mock/rules', { headers: json, body: input })
      .answersItem(201, {
        ...rule,
        name: string('answer-lost'),
        match: { host: string('main'), method: string('POST'), path: string(input.match.path) },
        respond: { kind: string('answer-lost') },
        remaining: integer(1),
        forSeconds: integer(60),
        expiresAt: isoDate,
      })
      .test(async (_client, url) => {
        const added = await labCalls.addFaultRule(labFor(url), input);
        expect(added).toMatchObject({ respond: { kind: 'answer-lost' }, remaining: 1 });
      });
  });

  it('reads the journal after an id', async () => {
    await anonymousPact('the fault lab journal has an entry')
      .uponReceiving('a request for the journal')
      .request('GET /__mock/journal', { query: { since: '0', limit: '200' } })
      .answersList(200, {
        id: integer(1),
        time: isoDate,
        host: regex(/^(main|pay)$/, 'main'),
        method: string('GET'),
        path: string('/api/v1/users/profile'),
        status: integer(200),
        latencyMs: like(1.5),
        ruleId: like(null),
        ruleName: like(null),
        source: regex(/^(local|lab|upstream|replay)$/, 'local'),
        upstreamMs: like(null),
      })
      .test(async (_client, url) => {
        expect((await labCalls.readJournal(labFor(url), 0))[0]?.id).toBe(1);
      });
  });

  it('reads the lab settings', async () => {
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request for the lab settings')
      .request('GET /__mock/settings')
      .answersItem(200, { accessTokenTtlSeconds: like(null), documentedMinimum: boolean(false) })
      .test(async (_client, url) => {
        expect((await labCalls.readLabSettings(labFor(url))).documentedMinimum).toBe(false);
      });
  });

  it('turns documented-minimum answers on', async () => {
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request to turn documented-minimum answers on')
      .request('PUT /__mock/settings', { headers: json, body: { documentedMinimum: true } })
      .answersItem(200, { accessTokenTtlSeconds: like(null), documentedMinimum: true })
      .test(async (_client, url) => {
        const settings = await labCalls.updateLabSettings(labFor(url), { documentedMinimum: true });
        expect(settings.documentedMinimum).toBe(true);
      });
  });

  it('refuses a setting of the wrong type with 400, changing nothing', async () => {
    await anonymousPact('the fault lab is on')
      .uponReceiving('a request to set documented-minimum answers to a string')
      .request('PUT /__mock/settings', { headers: json, body: { documentedMinimum: 'yes' } })
      .refuses(400, 'VALIDATION_FAILED', eachLike({ path: 'body.documentedMinimum', message: string('Invalid input') }))
      .test(async (_client, url) => {
        // The panel never sends this; the contract still promises the refusal a hand-written call would get.
        const client = labFor(url);
        const bad = { documentedMinimum: 'yes' } as unknown as { documentedMinimum: boolean };
        await expect(labCalls.updateLabSettings(client, bad)).rejects.toMatchObject({ status: 400 });
      });
  });

  it('reads the gateway: upstreams, local paths, recording and replay', async () => {
    await anonymousPact('the gateway is idle')
      .uponReceiving('a request for the gateway')
      .request('GET /__mock/gateway')
      .answersItem(200, idleGateway)
      .test(async (_client, url) => {
        expect((await labCalls.readGateway(labFor(url))).recording).toBeNull();
      });
  });

  it('turns recording on', async () => {
    await anonymousPact('the gateway is idle')
      .uponReceiving('a request to start recording')
      .request('PUT /__mock/gateway', { headers: json, body: { recording: { on: true } } })
      .answersItem(200, {
        ...idleGateway,
        recording: {
          dir: string('/home/qa/daftar/recordings/2026-12-01T10-00-00-000Z'),
          exchanges: integer(0),
          secrets: false,
          personalData: false,
        },
      })
      .test(async (_client, url) => {
        const state = await labCalls.updateGateway(labFor(url), { recording: { on: true } });
        expect(state.recording?.secrets).toBe(false);
      });
  });

  it('refuses a plain-http upstream that is not on loopback with 400', async () => {
    await anonymousPact('the gateway is idle')
      .uponReceiving('a request to forward to a plain-http upstream')
      .request('PUT /__mock/gateway', { headers: json, body: { upstream: { main: 'http://staging.example' } } })
      .refuses(400, 'VALIDATION_FAILED', eachLike({ path: 'body.upstream.main', message: 'UPSTREAM_MUST_BE_HTTPS' }))
      .test(async (_client, url) => {
        const change = { upstream: { main: 'http://staging.example' } };
        await expect(labCalls.updateGateway(labFor(url), change)).rejects.toMatchObject({ status: 400 });
      });
  });

  it('reads the drift seen', async () => {
    await anonymousPact('the gateway has seen drift')
      .uponReceiving('a request for the drift')
      .request('GET /__mock/drift')
      .answersList(200, {
        side: regex(/^(server|client)$/, 'server'),
        endpoint: string('getAppSetting'),
        host: regex(/^(main|pay)$/, 'main'),
        method: string('GET'),
        path: string('/api/v1/app-setting/app-version'),
        calls: integer(1),
        mismatches: integer(1),
        first: {
          field: string('itemInfo.translationVersion'),
          type: string('string'),
          expected: like('number'),
          message: string('Invalid input'),
          time: isoDate,
        },
      })
      .test(async (_client, url) => {
        expect((await labCalls.readDrift(labFor(url)))[0]?.first?.field).toBe('itemInfo.translationVersion');
      });
  });

  it.each(commands)('$title', async ({ state, description, route, call }) => {
    await anonymousPact(state)
      .uponReceiving(description)
      .request(route, { headers: json })
      .answers(200, ok)
      .test(async (_client, url) => {
        await expect(call(labFor(url))).resolves.toBeUndefined();
      });
  });
});
