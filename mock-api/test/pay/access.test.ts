import { describe, expect, it } from 'vitest';
import {
  linkInputs,
  manualPurchaseExample,
  payExample,
  terminalRequests,
} from '@daftar/contracts/endpoints/pay-examples';
import { memberships } from '@daftar/db/schema/companies';
import { linkPurchases, paymentLinks, terminals } from '@daftar/db/schema/pay';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { insertCompany, insertTerminal } from '../support/factories.ts';
import { expectUnchanged } from '../support/rows.ts';
import { payAreaPerTest } from './pay-area.ts';

const { area, createLink } = payAreaPerTest();

/** Every call a member makes on a terminal: the terminal's own, its links' and its purchases'. */
function terminalCalls(terminalId: number, linkId: number, companyId: number): ApiCall[] {
  const base = `/api/v1/pay/terminals/${terminalId}`;
  return [
    ['GET', `/api/v1/pay/terminals?companyId=${companyId}`, undefined],
    ['POST', `/api/v1/pay/terminals?companyId=${companyId}`, terminalRequests.shared],
    ['GET', base, undefined],
    ['PUT', `${base}/settings`, { name: 'درگاه', callbackUrl: null, settlementIban: payExample.iban }],
    ['POST', `/api/v1/pay/dev/terminals/${terminalId}/activate`, undefined],
    ['GET', `${base}/takings`, undefined],
    ['GET', `${base}/links`, undefined],
    ['POST', `${base}/links`, linkInputs.fixed],
    ['GET', `${base}/links/${linkId}`, undefined],
    ['PUT', `${base}/links/${linkId}`, linkInputs.fixed],
    ['GET', `${base}/purchases`, undefined],
    ['POST', `${base}/links/${linkId}/purchases`, { ...manualPurchaseExample, paidOn: '2026-01-01' }],
  ];
}

describe("pay: only members of the terminal's company", () => {
  it("answers 403 NOT_A_COMPANY_MEMBER on every call about another company's terminal and writes nothing", async () => {
    const link = await createLink();
    const other = insertCompany(area.t.db).id;
    const theirs = insertTerminal(area.t.db, other, { active: false }).id;
    area.t.db.update(paymentLinks).set({ terminalId: theirs }).run();
    await expectUnchanged(area.t.db, terminals, () =>
      expectUnchanged(area.t.db, paymentLinks, () =>
        expectUnchanged(area.t.db, linkPurchases, () =>
          expectEveryRefusal(
            area.t.apps.pay,
            terminalCalls(theirs, link.id, other),
            area.s.auth,
            403,
            'NOT_A_COMPANY_MEMBER',
          ),
        ),
      ),
    );
  });

  it("lets a VIEWER read but refuses every write with 403 ROLE_FORBIDDEN, writing nothing (the role table's pay row)", async () => {
    const link = await createLink();
    area.t.db.update(memberships).set({ role: 'VIEWER' }).run();
    const calls = terminalCalls(area.terminalId, link.id, area.companyId);
    await expectUnchanged(area.t.db, terminals, () =>
      expectUnchanged(area.t.db, paymentLinks, () =>
        expectUnchanged(area.t.db, linkPurchases, () =>
          expectEveryRefusal(
            area.t.apps.pay,
            calls.filter(([method]) => method !== 'GET'),
            area.s.auth,
            403,
            'ROLE_FORBIDDEN',
          ),
        ),
      ),
    );
    for (const [method, path] of calls.filter(([method]) => method === 'GET')) {
      expect((await area.t.apps.pay.request(path, { method, headers: area.s.auth })).status, path).toBe(200);
    }
  });

  it('answers 404 TERMINAL_NOT_FOUND for an unknown terminal', async () => {
    const calls = terminalCalls(9999, 1, area.companyId).slice(2);
    await expectEveryRefusal(area.t.apps.pay, calls, area.s.auth, 404, 'TERMINAL_NOT_FOUND');
  });

  it('answers 401 without a token on every member call and writes nothing', async () => {
    const link = await createLink();
    await expectUnchanged(area.t.db, paymentLinks, () =>
      expectEveryAnswer(area.t.apps.pay, terminalCalls(area.terminalId, link.id, area.companyId), { status: 401 }),
    );
  });

  it('keeps the pay calls off the main host', async () => {
    const answer = await area.t.apps.main.request(`/api/v1/pay/terminals/${area.terminalId}`, { headers: area.s.auth });
    expect(answer.status).toBe(404);
  });
});
