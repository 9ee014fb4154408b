import { eq } from 'drizzle-orm';
import { openDb } from '@daftar/db/client';
import { appSettings } from '@daftar/db/schema/app-settings';
import { translationChanges, translations } from '@daftar/db/schema/translations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAppSettings, insertTranslation, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { expiredToken, signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: TestSession;
let user: TestSession;
beforeEach(async () => {
  t = createTestApp();
  insertAppSettings(t.db, { translationVersion: 3 });
  insertTranslation(t.db, 'WEB_SAVE', { en: 'Save', fa: 'ذخیره' });
  insertTranslation(t.db, 'CANCEL', { en: 'Cancel', fa: 'انصراف' });
  admin = await signedIn(t.db, t.config, insertUser(t.db, { email: 'admin@example.com', role: 'ADMIN' }).id);
  user = await signedIn(t.db, t.config, insertUser(t.db).id, { deviceId: 'user-device-0001' });
});
afterEach(() => t.dispose());

const save = (session: { Authorization: string }, body: unknown) =>
  call(t.apps.main, 'PUT', '/api/v1/admin/translation/update', { headers: session, body });
const version = () => t.db.select().from(appSettings).get()?.translationVersion;

describe('GET /api/v1/translation/:language', () => {
  it('answers the flat map of one language without a token', async () => {
    const answer = await call(t.apps.main, 'GET', '/api/v1/translation/fa');
    expect(answer).toMatchObject({ status: 200, body: { WEB_SAVE: 'ذخیره', CANCEL: 'انصراف' } });
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/en')).body).toEqual({
      WEB_SAVE: 'Save',
      CANCEL: 'Cancel',
    });
  });

  it('tags the map with an ETag and answers 304, with no body, to a client that has it', async () => {
    const first = await call(t.apps.main, 'GET', '/api/v1/translation/fa');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await call(t.apps.main, 'GET', '/api/v1/translation/fa', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    const en = await call(t.apps.main, 'GET', '/api/v1/translation/en', { headers: { 'If-None-Match': etag } });
    expect(en.status).toBe(200);
  });

  it('answers the new text after a save, and after a write by anyone else, though it keeps the map between', async () => {
    const before = await call(t.apps.main, 'GET', '/api/v1/translation/fa');
    await save(admin.auth, { key: 'CANCEL', values: [{ lang: 'fa', value: 'لغو' }] });
    const saved = await call(t.apps.main, 'GET', '/api/v1/translation/fa');
    expect(saved.body).toMatchObject({ CANCEL: 'لغو' });
    expect(saved.headers.get('etag')).not.toBe(before.headers.get('etag'));
    insertTranslation(t.db, 'WEB_NEW', { en: 'New', fa: 'تازه' });
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/fa')).body).toMatchObject({ WEB_NEW: 'تازه' });
    const other = openDb(t.file);
    other.update(translations).set({ value: 'برگشت' }).where(eq(translations.key, 'CANCEL')).run();
    other.$client.close();
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/fa')).body).toMatchObject({ CANCEL: 'برگشت' });
  });

  it('refuses a language other than en or fa with 400', async () => {
    const answer = await call(t.apps.main, 'GET', '/api/v1/translation/de');
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', errors: [{ path: 'params.language' }] },
    });
  });
});

describe('PUT /api/v1/admin/translation/update', () => {
  it('writes every language, records who changed what, and bumps translationVersion', async () => {
    const answer = await save(admin.auth, {
      key: 'WEB_SAVE',
      values: [
        { lang: 'fa', value: 'ذخیره کن' },
        { lang: 'en', value: '' },
      ],
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/fa')).body).toMatchObject({ WEB_SAVE: 'ذخیره کن' });
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/en')).body).toMatchObject({ WEB_SAVE: '' });
    expect(version()).toBe(4);
    const history = await call<{ data: unknown[] }>(t.apps.main, 'GET', '/api/v1/admin/translation/history/WEB_SAVE', {
      headers: admin.auth,
    });
    expect(history.body.data).toEqual(
      expect.arrayContaining([
        {
          lang: 'fa',
          oldValue: 'ذخیره',
          newValue: 'ذخیره کن',
          changedBy: 'admin@example.com',
          changedAt: expect.any(String),
        },
      ]),
    );
  });

  it('creates a key that did not exist', async () => {
    await save(admin.auth, { key: 'WEB_NEW_KEY', values: [{ lang: 'en', value: 'New' }] });
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/en')).body).toMatchObject({ WEB_NEW_KEY: 'New' });
  });

  it('answers 403 to a user who is not ADMIN and changes nothing', async () => {
    const answer = await save(user.auth, { key: 'WEB_SAVE', values: [{ lang: 'fa', value: 'هک' }] });
    expect(answer).toMatchObject({ status: 403, body: { success: false, message: 'ADMIN_ONLY' } });
    expect((await call(t.apps.main, 'GET', '/api/v1/translation/fa')).body).toMatchObject({ WEB_SAVE: 'ذخیره' });
    expect(version()).toBe(3);
    const history = await call(t.apps.main, 'GET', '/api/v1/admin/translation/history/WEB_SAVE', {
      headers: user.auth,
    });
    expect(history.status).toBe(403);
  });

  it('refuses a lower-case key or an unknown language with 400 and writes nothing', async () => {
    for (const body of [
      { key: 'web_save', values: [{ lang: 'fa', value: 'x' }] },
      { key: 'WEB_SAVE', values: [{ lang: 'de', value: 'x' }] },
      { key: 'WEB_SAVE', values: [] },
    ]) {
      expect((await save(admin.auth, body)).status).toBe(400);
    }
    expect(rowsIn(t.db, translationChanges)).toBe(0);
    expect(rowsIn(t.db, translations)).toBe(4);
    expect(version()).toBe(3);
  });

  it('answers 401 to an expired token', async () => {
    const answer = await save(await expiredToken(t.config, admin), {
      key: 'WEB_SAVE',
      values: [{ lang: 'fa', value: 'x' }],
    });
    expect(answer.status).toBe(401);
  });
});
