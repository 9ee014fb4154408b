import { count } from 'drizzle-orm';
import { appSettings } from '@daftar/db/schema/app-settings';
import { translations } from '@daftar/db/schema/translations';
import { seedTemplate, seedToday } from '@daftar/db/testing/seed-templates';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translationCatalogue } from '../../src/seed/catalogues.ts';
import { seedAll } from '../../src/seed/seed-all.ts';
import { call } from '../support/http.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Each case starts from the whole seed up to today, as a fresh database has it (seedAll with no catalogue, made once
// per run by the global setup): the cases below seed again on top of it, which is what they check.
const today = seedToday();
let t: TestApp;
beforeEach(() => {
  t = createTestApp({ template: seedTemplate('all', today).file });
});
afterEach(() => t.dispose());

const tableCounts = () =>
  t.db.$client
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all()
    .map((row) => {
      const name = (row as { name: string }).name;
      return [name, (t.db.$client.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n];
    });

// A second seed on a seeded database takes seconds (a first one, 5-15 s and over a minute beside busy cores).
describe('the seed', () => {
  it('loads every catalogue, the error codes and the screen texts, with real Persian', () => {
    const catalogue = translationCatalogue();
    expect(catalogue.VALIDATION_FAILED?.fa).toMatch(/[\u0600-\u06FF]/);
    expect(catalogue.XSRF_TOKEN_MISMATCH?.en).toBeTruthy();
    expect(catalogue.WEB_ITEMS_CAPTION?.fa).toMatch(/[\u0600-\u06FF]/);
    expect(catalogue.WEB_NAV_DASHBOARD?.en).toBe('Dashboard');
  });

  it('is idempotent and keeps translations edited since', () => {
    const catalogue = translationCatalogue();
    const seeded = tableCounts();
    seedAll(t.db, catalogue, today);
    const first = tableCounts();
    // A second run adds only the catalogue's texts (the first had none), two languages a key.
    expect(first).toEqual(
      seeded.map(([name, rows]) => [name, name === 'translations' ? Object.keys(catalogue).length * 2 : rows]),
    );
    t.db.update(translations).set({ value: 'edited' }).run();
    seedAll(t.db, catalogue, today);
    expect(tableCounts()).toEqual(first);
    expect(
      t.db
        .select()
        .from(translations)
        .all()
        .every((row) => row.value === 'edited'),
    ).toBe(true);
    expect(t.db.select().from(appSettings).get()).toMatchObject({ translationVersion: 1, webAppVersion: 'v2.0.107' });
  });

  it('bumps translationVersion when a later seed adds keys', async () => {
    seedAll(t.db, { ONE_KEY: { en: 'One', fa: 'یک' } }, today);
    seedAll(t.db, { ONE_KEY: { en: 'One', fa: 'یک' }, TWO_KEY: { en: 'Two', fa: 'دو' } }, today);
    expect(t.db.select({ n: count() }).from(translations).get()?.n).toBe(4);
    expect(t.db.select().from(appSettings).get()?.translationVersion).toBe(2);
  });

  it('signs in the seeded admin, who sees two companies and terminals in one of them', async () => {
    const requested = await call<{ itemInfo: { verificationCode: string; fellow: boolean } }>(
      t.apps.main,
      'POST',
      '/api/v1/auth/email/request-code',
      { body: { email: 'admin@daftar.local' } },
    );
    expect(requested.body.itemInfo.fellow).toBe(true);
    const outbox = await call<{ data: { code: string }[] }>(
      t.apps.main,
      'GET',
      '/api/v1/dev/outbox?to=admin@daftar.local',
    );
    const { deviceInfo } = await import('../support/session.ts');
    const signedIn = await call<{ info: { token: string } }>(t.apps.main, 'POST', '/api/v1/auth/email/verify', {
      body: {
        email: 'admin@daftar.local',
        verificationCode: requested.body.itemInfo.verificationCode,
        code: outbox.body.data[0]?.code,
        deviceInfo: deviceInfo(),
      },
    });
    const auth = { Authorization: `Bearer ${signedIn.body.info.token}` };
    const profile = await call<{ info: { role: string }; companies: { companyId: number }[] }>(
      t.apps.main,
      'GET',
      '/api/v1/users/profile',
      { headers: auth },
    );
    expect(profile.body.info.role).toBe('ADMIN');
    expect(profile.body.companies).toHaveLength(2);
    const counts = await Promise.all(
      profile.body.companies.map(
        async ({ companyId }) =>
          (
            await call<{ data: unknown[] }>(t.apps.pay, 'GET', `/api/v1/pay/terminals?companyId=${companyId}`, {
              headers: auth,
            })
          ).body.data.length,
      ),
    );
    expect(counts).toEqual([3, 0]);
  });
});
