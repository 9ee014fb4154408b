import { installExample } from '@daftar/contracts/examples/items';
import { items } from '@daftar/db/schema/items';
import { afterEach, describe, expect, it } from 'vitest';
import { expenseBody, type MoneyBooks, openMoneyBooks } from '../money-records/money-books.ts';
import { arrangeState } from '../pact/states/context.ts';
import { itemStates } from '../pact/states/items.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

/**
 * "Committed, answer lost" (the fault lab's `answer-lost`): the write is done and the client hears nothing. The SPA
 * then sends the same request with the same Idempotency-Key (its "try again", or the restored draft after a reload),
 * and the API must answer the first write again, writing nothing twice.
 */
let t: TestApp | undefined;
afterEach(() => t?.dispose());

const startAnswerLost = (app: TestApp) =>
  app.apps.main.request(
    '/__mock/scenarios/answer-lost',
    { method: 'POST', headers: { 'Content-Type': 'application/json' } },
    loopbackEnv,
  );
const count = (app: TestApp, table: string) =>
  (app.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

describe('a write whose answer was lost, sent again with its Idempotency-Key', () => {
  it("gets the item's first answer (the pact's provider state), and no second item", async () => {
    const app = createTestApp({ faultLab: true });
    t = app;
    const key = 'answer-lost-item-1';
    const { headers } = await arrangeState(
      { db: app.db, config: app.config, main: app.apps.main, ...(app.lab ? { lab: app.lab } : {}) },
      itemStates['a service was created with an Idempotency-Key and its answer lost'],
      { companyId: 1, key },
    );
    expect(rowsIn(app.db, items)).toBe(1);
    const again = await call(app.apps.main, 'POST', '/api/v1/companies/1/items', {
      body: installExample,
      headers: { ...headers, 'Idempotency-Key': key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.itemInfo).toMatchObject({ code: installExample.code, name: installExample.name });
    expect(rowsIn(app.db, items)).toBe(1);
  });

  describe('an expense, which posts a voucher', () => {
    let k: MoneyBooks;
    const send = (body: unknown, key: string) =>
      call(k.t.apps.main, 'POST', k.base, { body, headers: { ...k.s.auth, 'Idempotency-Key': key } });

    it('is written once with its voucher; the repeat answers the first record', async () => {
      k = await openMoneyBooks({ faultLab: true });
      t = k.t;
      const vouchersBefore = count(k.t, 'vouchers');
      const body = expenseBody(k);
      expect((await startAnswerLost(k.t)).status).toBe(200);
      const lost = await send(body, 'answer-lost-expense-1');
      expect(lost.status).toBe(502);
      expect(lost.body).toBeUndefined();
      expect(count(k.t, 'money_records')).toBe(1);
      expect(count(k.t, 'vouchers')).toBe(vouchersBefore + 1);

      const again = await send(body, 'answer-lost-expense-1');
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.itemInfo).toMatchObject({ number: 1, total: body.amount });
      expect(count(k.t, 'money_records')).toBe(1);
      expect(count(k.t, 'vouchers')).toBe(vouchersBefore + 1);
    });

    it('is written twice when sent again under a new key: the key alone keeps it single', async () => {
      k = await openMoneyBooks({ faultLab: true });
      t = k.t;
      await startAnswerLost(k.t);
      expect((await send(expenseBody(k), 'answer-lost-expense-2')).status).toBe(502);
      expect((await send(expenseBody(k), 'answer-lost-expense-3')).status).toBe(201);
      expect(count(k.t, 'money_records')).toBe(2);
    });
  });
});
