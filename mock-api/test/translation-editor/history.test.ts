import { translationChanges, translations } from '@daftar/db/schema/translations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAppSettings, insertTranslation, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { expiredToken, signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Change {
  lang: string;
  oldValue: string | null;
  newValue: string;
  changedBy: string;
  changedAt: string;
}

let t: TestApp;
let admin: TestSession;
let otherAdmin: TestSession;
let user: TestSession;
beforeEach(async () => {
  t = createTestApp();
  insertAppSettings(t.db, { translationVersion: 1 });
  insertTranslation(t.db, 'WEB_SAVE', { en: 'Save', fa: 'ذخیره' });
  admin = await signedIn(t.db, t.config, insertUser(t.db, { email: 'admin@example.com', role: 'ADMIN' }).id);
  otherAdmin = await signedIn(t.db, t.config, insertUser(t.db, { email: 'editor@example.com', role: 'ADMIN' }).id, {
    deviceId: 'editor-device-0001',
  });
  user = await signedIn(t.db, t.config, insertUser(t.db).id, { deviceId: 'user-device-0001' });
});
afterEach(() => t.dispose());

const save = (session: TestSession, values: { lang: string; value: string }[]) =>
  call(t.apps.main, 'PUT', '/api/v1/admin/translation/update', {
    headers: session.auth,
    body: { key: 'WEB_SAVE', values },
  });
const history = (headers: Record<string, string>, key = 'WEB_SAVE') =>
  call<{ success: boolean; data: Change[]; message?: string }>(
    t.apps.main,
    'GET',
    `/api/v1/admin/translation/history/${key}`,
    { headers },
  );

describe('GET /api/v1/admin/translation/history/:key (the editor dialog history)', () => {
  it('answers who changed which language, when, from what and to what, newest first', async () => {
    await save(admin, [
      { lang: 'fa', value: 'ذخیره کن' },
      { lang: 'en', value: 'Save' },
    ]);
    await save(otherAdmin, [
      { lang: 'fa', value: 'ذخیره کن' },
      { lang: 'en', value: 'Save it' },
    ]);
    const answer = await history(admin.auth);
    expect(answer.status).toBe(200);
    // Unchanged languages of a save (the dialog sends all of them) are not changes.
    expect(answer.body.data.map(({ changedAt: _, ...change }) => change)).toEqual([
      { lang: 'en', oldValue: 'Save', newValue: 'Save it', changedBy: 'editor@example.com' },
      { lang: 'fa', oldValue: 'ذخیره', newValue: 'ذخیره کن', changedBy: 'admin@example.com' },
    ]);
    for (const change of answer.body.data) expect(change.changedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('records a new key with no old text, and an emptied text', async () => {
    await call(t.apps.main, 'PUT', '/api/v1/admin/translation/update', {
      headers: admin.auth,
      body: { key: 'WEB_BRAND_NEW', values: [{ lang: 'en', value: 'New' }] },
    });
    await save(admin, [{ lang: 'en', value: '' }]);
    expect((await history(admin.auth, 'WEB_BRAND_NEW')).body.data).toMatchObject([
      { lang: 'en', oldValue: null, newValue: 'New' },
    ]);
    expect((await history(admin.auth)).body.data).toMatchObject([{ lang: 'en', oldValue: 'Save', newValue: '' }]);
  });

  it('answers an empty list for a key nobody edited', async () => {
    expect((await history(admin.auth)).body).toEqual({ success: true, data: [] });
  });

  it('refuses a key that is not UPPER_SNAKE with 400 and a message', async () => {
    for (const key of ['web_save', 'WEB-SAVE', '_WEB']) {
      const answer = await history(admin.auth, key);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: 'VALIDATION_FAILED' });
    }
  });

  it('answers 403 to a user who is not ADMIN, and 401 without a valid token', async () => {
    await save(admin, [{ lang: 'fa', value: 'ذخیره کن' }]);
    expect(await history(user.auth)).toMatchObject({ status: 403, body: { success: false, message: 'ADMIN_ONLY' } });
    expect((await history({})).status).toBe(401);
    expect((await history(await expiredToken(t.config, admin))).status).toBe(401);
  });
});

describe('PUT /api/v1/admin/translation/update from the editor', () => {
  it('refuses a non-admin with 403 and writes no text and no history', async () => {
    expect((await save(user, [{ lang: 'en', value: 'Hacked' }])).status).toBe(403);
    expect(rowsIn(t.db, translationChanges)).toBe(0);
    expect(rowsIn(t.db, translations)).toBe(2);
  });

  it('refuses a bad body with 400 and a message, writing nothing', async () => {
    for (const values of [[{ lang: 'en' }], [{ lang: 'en', value: 'x'.repeat(4001) }], 'Save']) {
      const answer = await call(t.apps.main, 'PUT', '/api/v1/admin/translation/update', {
        headers: admin.auth,
        body: { key: 'WEB_SAVE', values },
      });
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: 'VALIDATION_FAILED' } });
    }
    expect(rowsIn(t.db, translationChanges)).toBe(0);
  });
});
