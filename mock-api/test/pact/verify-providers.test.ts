import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { participants, pactsDir } from '@daftar/contracts/pacts-dir';
import { emptyAllTables } from '@daftar/db/reset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultLab, type FaultLab } from '../../src/fault-lab/lab.ts';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { Gateway } from '../../src/upstream/gateway.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { pactRequestFilter, resetPactSession } from './pact-session.ts';
import { stateHandlersFor } from './provider-states.ts';

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** Back to a lab with no rules, scenarios, journal or settings, as the lab's own reset leaves it. */
function emptyLab(lab: FaultLab): void {
  for (const undo of lab.undo.values()) undo();
  lab.undo.clear();
  lab.rules.clear();
  lab.journal.clear();
  Object.assign(lab.settings, createFaultLab().settings);
}

/** No upstream, no recording or replay, no drift: the gateway as a plain `npm start` has it. */
function idleGateway(gateway: Gateway): void {
  gateway.stopRecording();
  gateway.stopReplay();
  gateway.drift.clear();
}

const hosts = [
  { key: 'main', provider: participants.mainProvider },
  { key: 'pay', provider: participants.payProvider },
] as const;

describe('mock-api honours every pact', () => {
  let t: TestApp;
  let gateway: Gateway;
  let recordings: string;
  const running: { server: ServerType; url: string }[] = [];

  beforeAll(async () => {
    // The SPA's flag client sends the development frontend key (UNLEASH_FRONTEND_KEY's default).
    // The fault lab is on for the QA panel's interactions (its control API); it is emptied before each interaction.
    // The gateway too: the panel's record switch writes into a folder of the test's own.
    recordings = mkdtempSync(join(tmpdir(), 'daftar-pact-recordings-'));
    gateway = new Gateway({
      upstream: { main: null, pay: null },
      local: [],
      timeoutMs: 1000,
      recordingsDir: recordings,
    });
    t = createTestApp({ faultLab: true, gateway, config: { unleashFrontendKey: 'daftar-dev-frontend-key' } });
    running.push(await listen(t.apps.main.fetch), await listen(t.apps.pay.fetch));
  });
  afterAll(() => {
    for (const { server } of running) server.close();
    t.dispose();
    rmSync(recordings, { recursive: true, force: true });
  });

  for (const [index, host] of hosts.entries()) {
    const pactFile = join(pactsDir, `${participants.consumer}-${host.provider}.json`);
    // Never skipped: a missing pact means the consumer tests did not write it, and nothing would be verified.
    it(`${host.provider} (${host.key} host)`, async () => {
      expect(existsSync(pactFile), `${pactFile} is missing: run the pact-consumer project first`).toBe(true);
      const interactions = (JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions: unknown[] }).interactions;
      expect(interactions.length).toBeGreaterThan(0);
      // Rejects, failing the test, when any interaction's answer breaks the pact.
      await new Verifier({
        provider: host.provider,
        providerBaseUrl: running[index]?.url ?? '',
        pactUrls: [pactFile],
        stateHandlers: stateHandlersFor({
          db: t.db,
          config: t.config,
          gateway,
          main: t.apps.main,
          ...(t.lab ? { lab: t.lab } : {}),
        }),
        // Before the first state of each interaction: nothing left over from the last one.
        beforeEach: async () => {
          emptyAllTables(t.db);
          resetPactSession();
          setServerClock(null);
          if (t.lab) emptyLab(t.lab);
          idleGateway(gateway);
        },
        requestFilter: pactRequestFilter,
        logLevel: 'warn',
      }).verifyProvider();
    });
  }
});
