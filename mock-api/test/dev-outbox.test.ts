import { afterEach, describe, expect, it } from 'vitest';
import { call } from './support/http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

type Outbox = { data: { to: string; code: string | null; channel: string }[] };

describe('GET /api/v1/dev/outbox', () => {
  it('shows what would have been sent, newest first, filtered by recipient', async () => {
    t = createTestApp();
    for (const email of ['a@example.com', 'b@example.com', 'a@example.com']) {
      await call(t.apps.main, 'POST', '/api/v1/auth/email/request-code', { body: { email } });
    }
    const all = await call<Outbox>(t.apps.main, 'GET', '/api/v1/dev/outbox');
    expect(all.body.data.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com', 'a@example.com']);
    const mine = await call<Outbox>(t.apps.main, 'GET', '/api/v1/dev/outbox?to=A@example.com');
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data[0]).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('does not exist when development endpoints are off', async () => {
    t = createTestApp({ config: { devEndpoints: false } });
    const answer = await call(t.apps.main, 'GET', '/api/v1/dev/outbox');
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'NOT_FOUND' } });
  });
});
