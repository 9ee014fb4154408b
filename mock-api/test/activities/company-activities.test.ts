import type { CompanyActivity } from '@daftar/contracts/endpoints/company-activities';
import { companyActivities } from '@daftar/db/schema/company-activities';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import {
  type ApiCall,
  expectEveryAnswer,
  expectEveryRefusal,
  expectValidationFailed,
} from '../support/expect-answers.ts';
import { addMember, insertCompany, insertItem, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';
import { signedIn } from '../support/session.ts';

const area = companyAreaPerTest('activities', 'OWNER');

type Page = { data: CompanyActivity[]; meta: { total: number } };
const list = async (query = '', headers = area.s.auth) =>
  (await call<Page>(area.t.apps.main, 'GET', `${area.base}${query}`, { headers })).body;
const itemBody = { kind: 'PRODUCT', name: 'قهوه اسپرسو', unit: 'بسته', vatApplicable: true };
const itemsPath = () => `/api/v1/companies/${area.companyId}/items`;

describe('company activities: the API', () => {
  it('names a deleted record as the log kept it', async () => {
    const created = await call<{ itemInfo: { id: number } }>(area.t.apps.main, 'POST', itemsPath(), {
      headers: area.s.auth,
      body: itemBody,
    });
    expect(created.status).toBe(201);
    const removed = await call(area.t.apps.main, 'DELETE', `${itemsPath()}/${created.body.itemInfo.id}`, {
      headers: area.s.auth,
    });
    expect(removed.status).toBe(200);
    const deletion = (await list('?action=DELETE')).data[0];
    expect([deletion?.entityId, deletion?.entityLabel]).toEqual([created.body.itemInfo.id, itemBody.name]);
  });

  it("logs an item's price change as the caller, with before and after, newest first, and filters it", async () => {
    const item = insertItem(area.t.db, area.companyId, { salePrice: 2_500_000 });
    expect((await list()).meta.total).toBe(0);
    const edited = await call(area.t.apps.main, 'PUT', `${itemsPath()}/${item.id}`, {
      headers: area.s.auth,
      body: { ...itemBody, code: item.code, salePrice: 2_800_000 },
    });
    expect(edited.status).toBe(200);
    const created = await call(area.t.apps.main, 'POST', itemsPath(), { headers: area.s.auth, body: itemBody });
    expect(created.status).toBe(201);

    const page = await list();
    expect(page.data.map((row) => [row.entity, row.action])).toEqual([
      ['items', 'CREATE'],
      ['items', 'UPDATE'],
    ]);
    const update = page.data[1];
    expect(update).toMatchObject({
      entityId: item.id,
      entityLabel: itemBody.name,
      user: { id: area.s.userId },
      apiKey: null,
    });
    expect(update?.changes.sale_price).toEqual([2_500_000, 2_800_000]);

    expect((await list('?action=UPDATE')).data.map((row) => row.id)).toEqual([update?.id]);
    expect((await list('?entity=stakeholders')).meta.total).toBe(0);
    expect((await list(`?userId=${area.s.userId}&pageSize=1&page=2`)).data.map((row) => row.id)).toEqual([update?.id]);
    // Days are Tehran's (+03:30).
    const today = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await list('?to=2020-01-01')).meta.total).toBe(0);
    expect((await list('?q=قهوه&sort=at')).data.map((row) => row.action)).toEqual(['UPDATE', 'CREATE']);
  });

  it("counts a day from Tehran's midnight, not UTC's", async () => {
    const at = (createdAt: string) =>
      area.t.db
        .insert(companyActivities)
        .values({ companyId: area.companyId, entity: 'items', action: 'UPDATE', changes: '{}', at: createdAt })
        .run();
    at('2026-11-24T20:29:59.999Z');
    at('2026-11-24T20:30:00.000Z');
    at('2026-11-25T20:29:59.999Z');
    at('2026-11-25T20:30:00.000Z');
    const day = await list('?from=2026-11-25&to=2026-11-25');
    expect(day.data.map((row) => row.at)).toEqual(['2026-11-25T20:29:59.999Z', '2026-11-24T20:30:00.000Z']);
  });

  it('offers the members as the users to filter by', async () => {
    const actors = await call<{ itemInfo: { id: number }[] }>(area.t.apps.main, 'GET', `${area.base}/actors`, {
      headers: area.s.auth,
    });
    expect(actors.body.itemInfo.map((actor) => actor.id)).toEqual([area.s.userId]);
  });

  it('logs a call made with an API key as its creator and names the key', async () => {
    const key = await call<{ itemInfo: { key: { id: number }; secret: string } }>(
      area.t.apps.main,
      'POST',
      `/api/v1/companies/${area.companyId}/api-keys`,
      {
        headers: area.s.auth,
        body: { name: 'انبارداری', scopes: [{ area: 'items', access: 'write' }], expiresInDays: 30 },
      },
    );
    const created = await call(area.t.apps.main, 'POST', itemsPath(), {
      headers: { Authorization: `ApiKey ${key.body.itemInfo.secret}` },
      body: itemBody,
    });
    expect(created.status).toBe(201);
    const [latest] = (await list('?entity=items')).data;
    expect(latest).toMatchObject({ user: { id: area.s.userId }, apiKey: { id: key.body.itemInfo.key.id } });
  });

  it.each<[query: string, field: string, message?: string]>([
    ['action=EDIT', 'query.action', 'INVALID_ACTIVITY_ACTION'],
    ['entity=Items;', 'query.entity', 'INVALID_ACTIVITY_ENTITY'],
    ['userId=x', 'query.userId', 'INVALID_ID'],
    ['from=2026-13-01', 'query.from', 'INVALID_DATE'],
    ['from=2026-11-02&to=2026-11-01', 'query.to', 'PERIOD_TO_BEFORE_FROM'],
    ['pageSize=0', 'query.pageSize'],
    ['sort=entity', 'query.sort', 'INVALID_SORT'],
  ])('refuses ?%s with 400 and the field', async (query, field, message) => {
    await expectValidationFailed(
      { t: area.t, s: area.s, table: companyActivities },
      ['GET', `${area.base}?${query}`, undefined],
      field,
      message,
    );
  });

  it('has no way to write or delete the log: 405 on its path, 404 on an entry it does not have, nothing written', async () => {
    insertItem(area.t.db, area.companyId);
    const onTheLog: ApiCall[] = [
      ['POST', area.base, { entity: 'items', action: 'DELETE', changes: {} }],
      ['DELETE', area.base, undefined],
    ];
    const onAnEntry: ApiCall[] = [
      ['PUT', `${area.base}/1`, { action: 'CREATE' }],
      ['PATCH', `${area.base}/1`, { action: 'CREATE' }],
      ['DELETE', `${area.base}/1`, undefined],
    ];
    await expectUnchanged(area.t.db, companyActivities, async () => {
      await expectEveryAnswer(area.t.apps.main, onTheLog, { headers: area.s.auth, status: 405 });
      await expectEveryAnswer(area.t.apps.main, onAnEntry, { headers: area.s.auth, status: 404 });
    });
  });

  it("refuses another company's member, and an accountant, a sales clerk and a viewer of this one", async () => {
    const stranger = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
    addMember(area.t.db, stranger.userId, insertCompany(area.t.db).id);
    await expectEveryRefusal(
      area.t.apps.main,
      [
        ['GET', area.base, undefined],
        ['GET', `${area.base}/actors`, undefined],
      ],
      stranger.auth,
      403,
      'NOT_A_COMPANY_MEMBER',
    );
    for (const role of ['ACCOUNTANT', 'SALES', 'VIEWER'] as const) {
      const member = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
      addMember(area.t.db, member.userId, area.companyId, role);
      await expectEveryRefusal(area.t.apps.main, [['GET', area.base, undefined]], member.auth, 403, 'ROLE_FORBIDDEN');
    }
    const admin = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
    addMember(area.t.db, admin.userId, area.companyId, 'ADMIN');
    expect((await call(area.t.apps.main, 'GET', area.base, { headers: admin.auth })).status).toBe(200);
  });

  it("never shows one company's activity in another's log", async () => {
    const other = insertCompany(area.t.db).id;
    addMember(area.t.db, area.s.userId, other);
    await call(area.t.apps.main, 'POST', itemsPath(), { headers: area.s.auth, body: itemBody });
    const path = `/api/v1/companies/${other}/activities`;
    const answer = await call<Page>(area.t.apps.main, 'GET', path, { headers: area.s.auth });
    expect(answer.body.meta.total).toBe(0);
  });
});
