import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { addMember, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { signedIn } from '../support/session.ts';

const area = companyAreaPerTest('stakeholders');

const person = { kind: 'INDIVIDUAL', firstName: 'مریم', lastName: 'احمدی', isCustomer: true, isSupplier: false };
const create = (body: unknown, key: string | undefined, session = area.s) =>
  call(area.t.apps.main, 'POST', area.base, {
    body,
    headers: { ...session.auth, ...(key ? { 'Idempotency-Key': key } : {}) },
  });

describe('Idempotency-Key on creates (issue 20)', () => {
  it('answers a repeat with the first answer and writes nothing more', async () => {
    const first = await create(person, 'key-1');
    expect(first.status).toBe(201);
    const repeat = await create(person, 'key-1');
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(rowsIn(area.t.db, stakeholders)).toBe(1);
  });

  it('refuses the same key with a different body with 422 and writes nothing', async () => {
    await create(person, 'key-2');
    const other = await create({ ...person, firstName: 'زهرا' }, 'key-2');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, message: 'IDEMPOTENCY_KEY_REUSED' });
    expect(rowsIn(area.t.db, stakeholders)).toBe(1);
  });

  it('keeps each user’s keys apart, and without a key every create is new', async () => {
    const other = await signedIn(area.t.db, area.t.config, insertUser(area.t.db, { email: 'other@example.com' }).id);
    addMember(area.t.db, other.userId, area.companyId);
    expect((await create(person, 'shared', area.s)).status).toBe(201);
    expect((await create({ ...person, firstName: 'زهرا' }, 'shared', other)).status).toBe(201);
    expect((await create({ ...person, firstName: 'سارا' }, undefined)).status).toBe(201);
    expect((await create({ ...person, firstName: 'سارا' }, undefined)).status).toBe(201);
    expect(rowsIn(area.t.db, stakeholders)).toBe(4);
  });

  it('does not keep a refused attempt, so its corrected retry runs', async () => {
    expect((await create({ ...person, firstName: '' }, 'key-3')).status).toBe(400);
    expect((await create(person, 'key-3')).status).toBe(201);
    expect(rowsIn(area.t.db, stakeholders)).toBe(1);
  });

  it('refuses a key that is not printable ASCII', async () => {
    const answer = await create(person, 'x'.repeat(256));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'INVALID_IDEMPOTENCY_KEY' });
    expect(rowsIn(area.t.db, stakeholders)).toBe(0);
  });
});
