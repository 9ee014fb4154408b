import { afterEach, describe, expect, it } from 'vitest';
import { serverToday } from '../../src/domain/clock/server-clock.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

const put = (body: unknown) => ({
  method: 'PUT',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const control = (path: string, init?: RequestInit) => t.apps.main.request(`/__mock${path}`, init, loopbackEnv);

describe("the lab's clock", () => {
  it('moves the server clock, goes back to real time on null and on the lab reset', async () => {
    t = createTestApp({ faultLab: true });
    const moved = await control('/clock', put({ now: '2027-01-15T08:00:00Z' }));
    expect(moved.status).toBe(200);
    const body = (await moved.json()) as { itemInfo: { now: string; moved: boolean } };
    expect(body.itemInfo.moved).toBe(true);
    expect(Date.parse(body.itemInfo.now) - Date.parse('2027-01-15T08:00:00Z')).toBeLessThan(60_000);
    expect(serverToday()).toBe('2027-01-15');

    const back = await control('/clock', put({ now: null }));
    expect(((await back.json()) as { itemInfo: { moved: boolean } }).itemInfo.moved).toBe(false);

    await control('/clock', put({ now: '2027-01-15T08:00:00Z' }));
    const reset = await control('/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(reset.status).toBe(200);
    expect(serverToday()).not.toBe('2027-01-15');
  });

  it('refuses a time that is not ISO 8601', async () => {
    t = createTestApp({ faultLab: true });
    expect((await control('/clock', put({ now: 'tomorrow' }))).status).toBe(400);
  });
});
