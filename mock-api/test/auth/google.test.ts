import { sign } from 'hono/jwt';
import { users } from '@daftar/db/schema/users';
import { sessions } from '@daftar/db/schema/sessions';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { deviceInfo } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

const mint = (body: Record<string, unknown>) =>
  call<{ itemInfo: { credential: string } }>(t.apps.main, 'POST', '/api/v1/dev/google-credential', { body });
const signInWith = (credential: string) =>
  call<{ info: { token: string }; message?: string }>(t.apps.main, 'POST', '/api/v1/auth/google', {
    body: { credential, deviceInfo: deviceInfo() },
  });

describe('POST /api/v1/auth/google', () => {
  it('signs in offline with the development credential and creates the user with the names given', async () => {
    t = createTestApp();
    const { body } = await mint({ email: 'Sara@Example.com', name: 'سارا رضایی' });
    const answer = await signInWith(body.itemInfo.credential);
    expect(answer.status).toBe(200);
    expect(t.db.select().from(users).get()).toMatchObject({
      email: 'sara@example.com',
      firstName: 'سارا',
      lastName: 'رضایی',
    });
  });

  it('refuses a credential signed with another key, and writes nothing', async () => {
    t = createTestApp();
    const forged = await sign(
      { iss: 'daftar-dev-google', aud: 'daftar-dev', email: 'x@example.com', email_verified: true, exp: 9e9 },
      'not-the-dev-secret',
      'HS256',
    );
    const answer = await signInWith(forged);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('INVALID_GOOGLE_CREDENTIAL');
    expect(rowsIn(t.db, users) + rowsIn(t.db, sessions)).toBe(0);
  });

  it('refuses a Google-issued token when no GOOGLE_CLIENT_ID is configured', async () => {
    t = createTestApp();
    const token = await sign({ iss: 'https://accounts.google.com', email: 'x@example.com', exp: 9e9 }, 'k'.repeat(32));
    expect((await signInWith(token)).body.message).toBe('INVALID_GOOGLE_CREDENTIAL');
  });

  it('refuses development credentials, and does not mint them, when development endpoints are off', async () => {
    t = createTestApp({ config: { devEndpoints: true } });
    const { body } = await mint({ email: 'dev@example.com' });
    const strict = createTestApp({ config: { devEndpoints: false } });
    try {
      expect(
        (await call(strict.apps.main, 'POST', '/api/v1/dev/google-credential', { body: { email: 'a@b.co' } })).status,
      ).toBe(404);
      const answer = await call(strict.apps.main, 'POST', '/api/v1/auth/google', {
        body: { credential: body.itemInfo.credential, deviceInfo: deviceInfo() },
      });
      expect(answer.status).toBe(401);
    } finally {
      strict.dispose();
    }
  });

  it('refuses a body without a credential with 400', async () => {
    t = createTestApp();
    const answer = await call(t.apps.main, 'POST', '/api/v1/auth/google', { body: { deviceInfo: deviceInfo() } });
    expect(answer.status).toBe(400);
  });
});
