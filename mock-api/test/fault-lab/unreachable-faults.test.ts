import { stakeholders } from '@daftar/db/schema/stakeholders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuleStore } from '../../src/fault-lab/rule-store.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let path: string;
beforeEach(async () => {
  t = createTestApp({ faultLab: true });
  s = await signedIn(t.db, t.config, insertUser(t.db).id);
  const companyId = insertCompany(t.db).id;
  addMember(t.db, s.userId, companyId, 'OWNER');
  path = `/api/v1/companies/${companyId}/stakeholders`;
});
afterEach(() => t.dispose());

const person = { kind: 'INDIVIDUAL', firstName: 'مریم', lastName: 'احمدی', isCustomer: true, isSupplier: false };
const create = (key: string) =>
  call(t.apps.main, 'POST', path, { body: person, headers: { ...s.auth, 'Idempotency-Key': key } });
const control = (route: string, init?: RequestInit) => t.apps.main.request(`/__mock${route}`, init, loopbackEnv);
const post = (body?: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

describe('the "answer-lost" fault', () => {
  it('writes, loses the answer, and the same key then gets the first answer without a second write', async () => {
    expect((await control('/scenarios/answer-lost', post())).status).toBe(200);
    const lost = await create('key-lost-1');
    // In process there is no socket to close: a bodiless gateway error stands for the lost answer.
    expect(lost.status).toBe(502);
    expect(lost.body).toBeUndefined();
    expect(rowsIn(t.db, stakeholders)).toBe(1);
    const again = await create('key-lost-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(rowsIn(t.db, stakeholders)).toBe(1);
    const journal = t.lab?.journal.read(0, 10) ?? [];
    expect(journal.find((entry) => entry.ruleName === 'answer-lost')).toMatchObject({ method: 'POST', status: 0 });
  });

  it('leaves reads alone and is used up by one write', async () => {
    await control('/scenarios/answer-lost', post());
    expect((await call(t.apps.main, 'GET', path, { headers: s.auth })).status).toBe(200);
    expect((await create('key-a')).status).toBe(502);
    expect((await create('key-b')).status).toBe(201);
    expect(rowsIn(t.db, stakeholders)).toBe(2);
  });
});

describe('the "server-unreachable" fault', () => {
  it('answers no call of the main host until reset, and writes nothing meanwhile', async () => {
    await control('/scenarios/server-unreachable', post());
    expect((await create('key-u')).status).toBe(502);
    expect((await call(t.apps.main, 'GET', path, { headers: s.auth })).status).toBe(502);
    expect(rowsIn(t.db, stakeholders)).toBe(0);
    // The lab itself stays reachable, so QA can undo it.
    expect((await control('/scenarios/server-unreachable', { method: 'DELETE' })).status).toBe(200);
    expect((await create('key-u')).status).toBe(201);
  });

  it('can be scoped to a route, a number of calls or a time', async () => {
    const rule = await control(
      '/rules',
      post({ match: { path: '/api/v1/companies/*/stakeholders' }, respond: { kind: 'reset' }, times: 2 }),
    );
    expect(rule.status).toBe(201);
    expect((await call(t.apps.main, 'GET', '/api/v1/users/profile', { headers: s.auth })).status).toBe(200);
    expect((await create('k1')).status).toBe(502);
    expect((await create('k2')).status).toBe(502);
    expect((await create('k3')).status).toBe(201);
  });

  it('refuses a time out of range with 400 and adds nothing', async () => {
    const res = await control('/rules', post({ match: { path: '/**' }, respond: { kind: 'reset' }, forSeconds: 0 }));
    expect(res.status).toBe(400);
    expect(t.lab?.rules.list()).toEqual([]);
  });
});

describe('a rule for a time', () => {
  it('applies until its seconds are up, then retires', async () => {
    let now = Date.parse('2026-12-01T10:00:00Z');
    const store = new RuleStore(() => now);
    const rule = store.add({ match: { path: '/**' }, respond: { kind: 'reset' }, forSeconds: 30 });
    expect(rule.expiresAt).toBe('2026-12-01T10:00:30.000Z');
    const facts = { host: 'main' as const, method: 'GET', path: '/x', headers: new Headers(), body: vi.fn() };
    now += 29_999;
    expect(await store.take(facts)).toMatchObject({ id: rule.id });
    now += 1;
    expect(await store.take(facts)).toBeUndefined();
    expect(store.list()).toEqual([]);
  });
});
