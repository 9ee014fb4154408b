import type { Db } from '@daftar/db/client';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from './expect-answers.ts';
import { addMember, insertCompany, insertUser } from './factories.ts';
import { call } from './http.ts';
import { expectUnchanged } from './rows.ts';
import { signedIn, type TestSession } from './session.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** What the access rules of one company area need to know about it. */
export interface AreaAccessSpec {
  /** The area's path under a company, and its name in the tests' titles: 'items'. */
  area: string;
  table: SQLiteTable;
  /** Inserts a record of the area in the company (the db factories) and answers its id. */
  insertRecord(db: Db, companyId: number): number;
  /** A valid create and update body. */
  body: Record<string, unknown>;
  /** The company-level reads that answer a list, besides the list itself ('categories'). */
  lists?: readonly string[];
  /** The company-level reads that answer one thing ('next-code'). */
  reads?: readonly string[];
  /** What a member of another company is told about this company's record: 'ITEM_NOT_FOUND'. */
  notFound: string;
}

/**
 * The access rules every company area keeps, as one suite: a non-member is refused every call (403), a member of
 * another company finds neither this company's record (404) nor anything in its own lists, an unknown company is
 * 404, no token is 401, and none of them writes a row.
 */
export function describeAreaAccess(spec: AreaAccessSpec): void {
  let t: TestApp;
  let s: TestSession;
  let first: number;
  let second: number;
  let recordId: number;
  beforeEach(async () => {
    t = createTestApp();
    s = await signedIn(t.db, t.config, insertUser(t.db).id);
    first = insertCompany(t.db).id;
    second = insertCompany(t.db).id;
    recordId = spec.insertRecord(t.db, first);
  });
  afterEach(() => t.dispose());

  const base = (companyId: number) => `/api/v1/companies/${companyId}/${spec.area}`;
  const lists = (companyId: number) =>
    ['', ...(spec.lists ?? []).map((path) => `/${path}`)].map((p) => base(companyId) + p);
  const recordCalls = (companyId: number, id: number): ApiCall[] => [
    ['GET', `${base(companyId)}/${id}`, undefined],
    ['PUT', `${base(companyId)}/${id}`, spec.body],
    ['DELETE', `${base(companyId)}/${id}`, undefined],
  ];
  /** Every call of the area against a company, and a record id within it. */
  const calls = (companyId: number, id: number): ApiCall[] => [
    ...lists(companyId).map((path): ApiCall => ['GET', path, undefined]),
    ...(spec.reads ?? []).map((path): ApiCall => ['GET', `${base(companyId)}/${path}`, undefined]),
    ['POST', base(companyId), spec.body],
    ...recordCalls(companyId, id),
  ];

  describe(`${spec.area}: only members of the company, never another company`, () => {
    it('answers 403 NOT_A_COMPANY_MEMBER to a non-member on every call and writes nothing', async () => {
      await expectUnchanged(t.db, spec.table, () =>
        expectEveryRefusal(t.apps.main, calls(first, recordId), s.auth, 403, 'NOT_A_COMPANY_MEMBER'),
      );
    });

    it(`answers 404 ${spec.notFound} to a member of another company asking for this company's record`, async () => {
      addMember(t.db, s.userId, second);
      await expectUnchanged(t.db, spec.table, () =>
        expectEveryAnswer(t.apps.main, recordCalls(second, recordId), {
          headers: s.auth,
          status: 404,
          body: { success: false, message: spec.notFound },
        }),
      );
      for (const path of lists(second)) {
        const list = await call<{ data: unknown[] }>(t.apps.main, 'GET', path, { headers: s.auth });
        expect([path, list.body.data]).toEqual([path, []]);
      }
    });

    it('answers 404 COMPANY_NOT_FOUND for an unknown company', async () => {
      await expectEveryRefusal(t.apps.main, calls(9999, recordId), s.auth, 404, 'COMPANY_NOT_FOUND');
    });

    it('answers 401 without a token on every call and writes nothing', async () => {
      addMember(t.db, s.userId, first);
      await expectUnchanged(t.db, spec.table, () =>
        expectEveryAnswer(t.apps.main, calls(first, recordId), { status: 401 }),
      );
    });
  });
}
