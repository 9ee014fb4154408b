import { eq } from 'drizzle-orm';
import { users } from '@daftar/db/schema/users';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { expiredToken, signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
beforeEach(async () => {
  t = createTestApp();
  const user = insertUser(t.db, { email: 'admin@example.com', role: 'ADMIN', firstName: 'مریم' });
  const company = insertCompany(t.db, { name: 'بازرگانی آرمان' });
  addMember(t.db, user.id, company.id, 'OWNER');
  insertCompany(t.db, { name: 'someone else’s company' });
  s = await signedIn(t.db, t.config, user.id);
});
afterEach(() => t.dispose());

describe('GET /api/v1/users/profile', () => {
  it("answers the caller's info, preferences and companies only", async () => {
    const answer = await call(t.apps.main, 'GET', '/api/v1/users/profile', { headers: s.auth });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      info: {
        id: s.userId,
        email: 'admin@example.com',
        role: 'ADMIN',
        firstName: 'مریم',
        lastName: null,
        mobile: null,
        mobileVerified: false,
      },
      preferences: { lang: 'fa', langDir: 'rtl' },
      companies: [{ companyId: expect.any(Number), name: 'بازرگانی آرمان', role: 'OWNER' }],
    });
  });

  it("never answers another user's profile: each token reads its own", async () => {
    const other = await signedIn(t.db, t.config, insertUser(t.db, { email: 'other@example.com' }).id, {
      deviceId: 'other-device-000',
    });
    const answer = await call<{ info: { email: string }; companies: unknown[] }>(
      t.apps.main,
      'GET',
      '/api/v1/users/profile',
      { headers: other.auth },
    );
    expect(answer.body.info.email).toBe('other@example.com');
    expect(answer.body.companies).toEqual([]);
  });

  it('answers 401 to an expired token', async () => {
    const answer = await call(t.apps.main, 'GET', '/api/v1/users/profile', {
      headers: await expiredToken(t.config, s),
    });
    expect(answer).toMatchObject({ status: 401, body: { success: false, message: 'TOKEN_EXPIRED' } });
  });
});

describe('PUT /api/v1/users/preferences', () => {
  it('saves the language and answers the updated profile', async () => {
    const answer = await call(t.apps.main, 'PUT', '/api/v1/users/preferences', {
      headers: s.auth,
      body: { lang: 'en', langDir: 'ltr' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ preferences: { lang: 'en', langDir: 'ltr' } });
  });

  it('refuses an unknown language with 400 and changes nothing', async () => {
    const answer = await call(t.apps.main, 'PUT', '/api/v1/users/preferences', {
      headers: s.auth,
      body: { lang: 'de', langDir: 'ltr' },
    });
    expect(answer.status).toBe(400);
    expect(t.db.select().from(users).where(eq(users.id, s.userId)).get()?.lang).toBe('fa');
  });

  it('answers 401 to an expired token', async () => {
    const answer = await call(t.apps.main, 'PUT', '/api/v1/users/preferences', {
      headers: await expiredToken(t.config, s),
      body: { lang: 'en', langDir: 'ltr' },
    });
    expect(answer.status).toBe(401);
  });
});
