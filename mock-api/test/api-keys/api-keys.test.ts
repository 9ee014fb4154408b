import { apiKeys } from '@daftar/db/schema/api-keys';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it, vi } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { addMember, insertCompany, insertStakeholder, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { expectUnchanged, rowsIn } from '../support/rows.ts';
import { signedIn } from '../support/session.ts';

const area = companyAreaPerTest('api-keys');

type Created = { itemInfo: { key: { id: number; status: string; prefix: string }; secret: string } };
const stakeholderBody = {
  kind: 'INDIVIDUAL',
  firstName: 'نرگس',
  lastName: 'کاظمی',
  isCustomer: true,
  isSupplier: false,
};

async function createKey(scopes: { area: string; access: string }[], auth = area.s.auth) {
  const answer = await call<Created>(area.t.apps.main, 'POST', area.base, {
    headers: auth,
    body: { name: 'انبارداری', scopes, expiresInDays: 30 },
  });
  expect(answer.status).toBe(201);
  return { ...answer.body.itemInfo, header: { Authorization: `ApiKey ${answer.body.itemInfo.secret}` } };
}

const stakeholdersOf = (companyId: number) => `/api/v1/companies/${companyId}/stakeholders`;

describe("developers' API keys (issue 18)", () => {
  it('stores only the hash, lists the key without its secret, and records its last use', async () => {
    const { key, secret, header } = await createKey([{ area: 'stakeholders', access: 'read' }]);
    expect(secret).toMatch(/^dft_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(JSON.stringify(area.t.db.select().from(apiKeys).all())).not.toContain(secret);
    expect((await call(area.t.apps.main, 'GET', stakeholdersOf(area.companyId), { headers: header })).status).toBe(200);
    const list = await call<{ data: Record<string, unknown>[] }>(area.t.apps.main, 'GET', area.base, {
      headers: area.s.auth,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: key.id, status: 'ACTIVE', lastUsedAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it("takes the header's scheme in any case, as HTTP reads an authorization scheme", async () => {
    const { secret } = await createKey([{ area: 'stakeholders', access: 'read' }]);
    for (const scheme of ['apikey', 'APIKEY']) {
      const headers = { Authorization: `${scheme} ${secret}` };
      expect((await call(area.t.apps.main, 'GET', stakeholdersOf(area.companyId), { headers })).status).toBe(200);
    }
  });

  it('allows what its scopes carry and refuses the rest with 403 API_KEY_SCOPE, writing nothing', async () => {
    const reader = await createKey([{ area: 'stakeholders', access: 'read' }]);
    const writer = await createKey([{ area: 'stakeholders', access: 'write' }]);
    const path = stakeholdersOf(area.companyId);
    await expectUnchanged(area.t.db, stakeholders, async () => {
      const write = await call(area.t.apps.main, 'POST', path, {
        headers: reader.header,
        body: stakeholderBody,
        xsrf: false,
      });
      expect(write).toMatchObject({ status: 403, body: { message: 'API_KEY_SCOPE' } });
      const items = await call(area.t.apps.main, 'GET', `/api/v1/companies/${area.companyId}/items`, {
        headers: writer.header,
      });
      expect(items).toMatchObject({ status: 403, body: { message: 'API_KEY_SCOPE' } });
      const keys = await call(area.t.apps.main, 'GET', area.base, { headers: writer.header });
      expect(keys).toMatchObject({ status: 403, body: { message: 'API_KEY_SCOPE' } });
    });
    const created = await call(area.t.apps.main, 'POST', path, {
      headers: writer.header,
      body: stakeholderBody,
      xsrf: false,
    });
    expect(created.status).toBe(201);
  });

  it("is its creator: their role still applies (403 ROLE_FORBIDDEN), and another company's data is refused", async () => {
    const admin = insertUser(area.t.db);
    addMember(area.t.db, admin.id, area.companyId, 'ADMIN');
    const adminSession = await signedIn(area.t.db, area.t.config, admin.id);
    const key = await createKey([{ area: 'stakeholders', access: 'write' }], adminSession.auth);
    area.t.db
      .update((await import('@daftar/db/schema/companies')).memberships)
      .set({ role: 'VIEWER' })
      .run();
    const stakeholder = insertStakeholder(area.t.db, area.companyId);
    const other = insertCompany(area.t.db).id;
    addMember(area.t.db, admin.id, other, 'OWNER');
    await expectUnchanged(area.t.db, stakeholders, async () => {
      const write = await call(area.t.apps.main, 'DELETE', `${stakeholdersOf(area.companyId)}/${stakeholder.id}`, {
        headers: key.header,
      });
      expect(write).toMatchObject({ status: 403, body: { message: 'ROLE_FORBIDDEN' } });
      const elsewhere = await call(area.t.apps.main, 'GET', stakeholdersOf(other), { headers: key.header });
      expect(elsewhere).toMatchObject({ status: 403, body: { message: 'API_KEY_SCOPE' } });
      const profile = await call(area.t.apps.main, 'GET', '/api/v1/users/profile', { headers: key.header });
      expect(profile.status).toBe(401);
    });
  });

  it('answers 401 for a revoked, an expired and a wrong key', async () => {
    const revoked = await createKey([{ area: 'stakeholders', access: 'read' }]);
    const done = await call<{ itemInfo: { status: string } }>(
      area.t.apps.main,
      'POST',
      `${area.base}/${revoked.key.id}/revoke`,
      { headers: area.s.auth },
    );
    expect(done.body.itemInfo.status).toBe('REVOKED');
    const expired = await createKey([{ area: 'stakeholders', access: 'read' }]);
    const { eq } = await import('drizzle-orm');
    area.t.db
      .update(apiKeys)
      .set({ expiresAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(apiKeys.id, expired.key.id))
      .run();
    const path = stakeholdersOf(area.companyId);
    const answers = [
      await call(area.t.apps.main, 'GET', path, { headers: revoked.header }),
      await call(area.t.apps.main, 'GET', path, { headers: expired.header }),
      await call(area.t.apps.main, 'GET', path, { headers: { Authorization: `ApiKey dft_${'A'.repeat(43)}` } }),
    ];
    expect(answers.map((each) => [each.status, each.body.message])).toEqual([
      [401, 'API_KEY_REVOKED'],
      [401, 'API_KEY_EXPIRED'],
      [401, 'INVALID_API_KEY'],
    ]);
  });

  it('works up to the millisecond before its expiry and not at it', async () => {
    const key = await createKey([{ area: 'stakeholders', access: 'read' }]);
    const expiresAt = '2031-03-01T08:00:00.000Z';
    const { eq } = await import('drizzle-orm');
    area.t.db.update(apiKeys).set({ expiresAt }).where(eq(apiKeys.id, key.key.id)).run();
    const readAt = async (instant: number) => {
      // Only the clock the expiry is read by: the request's own timers keep running.
      vi.useFakeTimers({ toFake: ['Date'], now: instant });
      try {
        const answer = await call(area.t.apps.main, 'GET', stakeholdersOf(area.companyId), { headers: key.header });
        return [answer.status, answer.body.message];
      } finally {
        vi.useRealTimers();
      }
    };
    const expiry = Date.parse(expiresAt);
    expect(await readAt(expiry - 1)).toEqual([200, undefined]);
    expect(await readAt(expiry)).toEqual([401, 'API_KEY_EXPIRED']);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const post = (body: unknown) => call(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body });
    await expectUnchanged(area.t.db, apiKeys, async () => {
      const answers = [
        await post({ name: 'x', scopes: [{ area: 'items', access: 'read' }], expiresInDays: 30 }),
        await post({ name: 'کلید', scopes: [], expiresInDays: 30 }),
        await post({ name: 'کلید', scopes: [{ area: 'api-keys', access: 'write' }], expiresInDays: 30 }),
        await post({ name: 'کلید', scopes: [{ area: 'items', access: 'all' }], expiresInDays: 30 }),
        await post({ name: 'کلید', scopes: [{ area: 'items', access: 'read' }], expiresInDays: 3 }),
      ];
      expect(answers.map((each) => [each.status, (each.body.errors as { message: string }[])[0]?.message])).toEqual([
        [400, 'NAME_TOO_SHORT'],
        [400, 'SCOPES_REQUIRED'],
        [400, 'UNKNOWN_AREA'],
        [400, 'INVALID_SCOPE'],
        [400, 'INVALID_EXPIRY'],
      ]);
    });
    const missing = await call(area.t.apps.main, 'POST', `${area.base}/9999/revoke`, { headers: area.s.auth });
    expect(missing).toMatchObject({ status: 404, body: { message: 'API_KEY_NOT_FOUND' } });
  });

  it("refuses an accountant (ROLE_FORBIDDEN) and another company's user (NOT_A_COMPANY_MEMBER)", async () => {
    const accountant = insertUser(area.t.db);
    addMember(area.t.db, accountant.id, area.companyId, 'ACCOUNTANT');
    const stranger = insertUser(area.t.db);
    addMember(area.t.db, stranger.id, insertCompany(area.t.db).id, 'OWNER');
    for (const [user, message] of [
      [accountant, 'ROLE_FORBIDDEN'],
      [stranger, 'NOT_A_COMPANY_MEMBER'],
    ] as const) {
      const s = await signedIn(area.t.db, area.t.config, user.id);
      const body = { name: 'کلید', scopes: [{ area: 'items', access: 'read' }], expiresInDays: 30 };
      const answers = [
        await call(area.t.apps.main, 'GET', area.base, { headers: s.auth }),
        await call(area.t.apps.main, 'POST', area.base, { headers: s.auth, body }),
      ];
      expect(answers.map((each) => [each.status, each.body.message])).toEqual([
        [403, message],
        [403, message],
      ]);
    }
    expect(rowsIn(area.t.db, apiKeys)).toBe(0);
  });
});
