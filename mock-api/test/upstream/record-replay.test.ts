import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gateway } from '../../src/upstream/gateway.ts';
import { readRecording } from '../../src/upstream/recording-files.ts';
import { insertAppSettings, insertUser } from '../support/factories.ts';
import { xsrfPair } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { type RunningServer, serveOnLoopback } from './upstream-server.ts';

const opened: { dispose(): void }[] = [];
let real: RunningServer | undefined;
let dir: string;
afterEach(async () => {
  for (const app of opened.splice(0)) app.dispose();
  await real?.close();
  real = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** The "real API": another mock over its own database, reached over HTTP; a user signed in on it. */
async function realApi(): Promise<{ api: TestApp; session: TestSession }> {
  const api = createTestApp();
  opened.push(api);
  insertAppSettings(api.db);
  const session = await signedIn(api.db, api.config, insertUser(api.db).id);
  real = await serveOnLoopback(api.apps.main);
  return { api, session };
}

/** A gateway in front of the real API, recording every exchange into a fresh folder (`dir`). */
function recordingGateway({ secrets }: { secrets: boolean }): Gateway {
  dir = mkdtempSync(join(tmpdir(), 'daftar-recording-'));
  return new Gateway({
    upstream: { main: real?.url ?? null, pay: null },
    local: [],
    timeoutMs: 5000,
    record: { dir, secrets, personalData: false },
  });
}

function localMock(gateway: Gateway): TestApp {
  const app = createTestApp({ gateway });
  opened.push(app);
  return app;
}

async function visit(app: TestApp, session: TestSession) {
  const profile = await app.apps.main.request('/api/v1/users/profile', { headers: session.auth });
  const version = await app.apps.main.request('/api/v1/app-setting/app-version');
  const refresh = await app.apps.main.request('/auth/refresh-tokens', {
    method: 'PUT',
    headers: { ...xsrfPair, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: session.refreshToken, deviceId: session.deviceId }),
  });
  return Promise.all([profile, version, refresh].map(async (res) => ({ status: res.status, body: await res.json() })));
}

/** Files are written once the answer is complete, beside it: wait for them (a ceiling, not a wait). */
function filesIn(folder: string, count: number): Promise<string[]> {
  return vi.waitFor(
    () => {
      const names = readdirSync(folder)
        .filter((name) => !name.startsWith('.'))
        .sort();
      if (names.length < count) throw new Error(`expected ${count} files in ${folder}, found ${names.length}`);
      return names;
    },
    { timeout: 30_000, interval: 20 },
  );
}

describe('recording through the proxy', () => {
  it('writes each exchange in order, readable, and never a token, cookie or code', async () => {
    const { session } = await realApi();
    const gateway = recordingGateway({ secrets: false });
    const answers = await visit(localMock(gateway), session);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const names = await filesIn(dir, 3);
    expect(names).toEqual([
      '0001-main-GET-api_v1_users_profile.json',
      '0002-main-GET-api_v1_app-setting_app-version.json',
      '0003-main-PUT-auth_refresh-tokens.json',
    ]);
    const texts = names.map((name) => readFileSync(join(dir, name), 'utf8'));
    const [, , refreshed] = answers;
    if (!refreshed) throw new Error('three answers');
    const newPair = (refreshed.body as { info: { token: string; refreshToken: string } }).info;
    for (const secret of [session.token, session.refreshToken, newPair.token, newPair.refreshToken, 'test-xsrf-token'])
      for (const text of texts) expect(text).not.toContain(secret);
    // Indented JSON a person reads and diffs, saying who answered and how long it took.
    const first = JSON.parse(texts[0] as string);
    expect(texts[0]).toContain('\n  "request": {');
    expect(first).toMatchObject({
      seq: 1,
      source: 'upstream',
      request: { headers: { authorization: 'Bearer [REDACTED]' } },
    });
    expect(first.timing.upstreamMs).toBeGreaterThan(0);
    expect(first.response.body).toEqual(answers[0]?.body);
  });

  it('keeps the tokens when asked to (--record-secrets)', async () => {
    const { session } = await realApi();
    const gateway = recordingGateway({ secrets: true });
    await visit(localMock(gateway), session);
    const [name] = await filesIn(dir, 3);
    expect(readFileSync(join(dir, name as string), 'utf8')).toContain(session.token);
  });
});

describe('replaying a recording', () => {
  it('answers the same with the upstream gone, and an unrecorded call is 404 REPLAY_NO_MATCH naming the nearest', async () => {
    const { session } = await realApi();
    const recording = recordingGateway({ secrets: false });
    const recorded = await visit(localMock(recording), session);
    await filesIn(dir, 3);
    await real?.close();
    real = undefined;

    const replaying = localMock(
      new Gateway({
        upstream: { main: null, pay: null },
        local: [],
        timeoutMs: 5000,
        replay: { dir, match: ['method', 'path', 'query', 'body'] },
      }),
    );
    const replayed = await visit(replaying, session);
    expect(replayed.map((a) => a.status)).toEqual(recorded.map((a) => a.status));
    expect(replayed[0]?.body).toEqual(recorded[0]?.body);
    expect(replayed[1]?.body).toEqual(recorded[1]?.body);
    // The recorded pair was redacted; the answer says so rather than inventing tokens.
    expect(replayed[2]?.body).toMatchObject({ info: { token: '[REDACTED]' } });

    const missing = await replaying.apps.main.request('/api/v1/users/profile?tab=security', { headers: session.auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      message: 'REPLAY_NO_MATCH',
      errors: [
        { path: 'request', message: 'main GET /api/v1/users/profile?tab=security' },
        { path: 'nearest', message: 'main GET /api/v1/users/profile (#1)' },
      ],
    });
    expect(readRecording(dir)).toHaveLength(3);
  });
});
