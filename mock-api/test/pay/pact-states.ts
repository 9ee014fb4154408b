import { cardPayment, linkInputs, payExample } from '@daftar/contracts/endpoints/pay-examples';
import { linkPurchases, paymentLinks } from '@daftar/db/schema/pay';
import { searchTextOf } from '@daftar/db/text/search-text';
import { addMember, insertCompany, insertTerminal } from '../support/factories.ts';
import {
  numberParam,
  type StateContext,
  type StateParams,
  type StateSetup,
  signInAs,
  stringParam,
} from '../pact/states/context.ts';
import { ownedCompany } from '../pact/states/owned-company.ts';
import { tehranToday } from '../../src/domain/clock/tehran-day.ts';

/** A company «بازرگانی آرمان» with an active terminal (dedicated, settled daily) of id `terminalId`. */
function companyWithTerminal(context: StateContext, params: StateParams, active = true) {
  const company = insertCompany(context.db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' });
  const terminal = insertTerminal(context.db, company.id, {
    id: numberParam(params, 'terminalId', 1),
    name: 'درگاه اختصاصی عمده‌فروشی',
    kind: 'dedicated',
    active,
    settlementIban: payExample.iban,
    settlementSchedule: 'DAILY',
    activatedAt: active ? '2026-04-02T06:30:00.000Z' : null,
  });
  return { company, terminal };
}

/** A link of the terminal: the payer-priced example unless `overrides` says otherwise. */
function insertLink(context: StateContext, terminalId: number, overrides: Partial<typeof paymentLinks.$inferInsert>) {
  const { payerPriced } = linkInputs;
  return context.db
    .insert(paymentLinks)
    .values({
      terminalId,
      token: 'PactLinkToken1',
      ...payerPriced,
      searchText: searchTextOf(payerPriced.title, payerPriced.description),
      ...overrides,
    })
    .returning()
    .get();
}

/** Terminals, links and purchases for the pay pacts (the payment host). */
export const payStates: Record<string, StateSetup> = {
  /**
   * params: companyId, terminalId, linkId. The terminal has one payer-priced link (made 2026-04-02) with one
   * purchase today.
   */
  'the signed-in user has an active terminal with a paid link': async (context, params) => {
    const session = await signInAs(context, 'USER');
    const { company, terminal } = companyWithTerminal(context, params);
    addMember(context.db, session.userId, company.id, 'OWNER');
    // Made on the terminal's first day, so a purchase recorded by hand may be dated any day since.
    const link = insertLink(context, terminal.id, {
      id: numberParam(params, 'linkId', 1),
      usedCount: 1,
      collected: 1_200_000,
      createdAt: '2026-04-02T06:30:00.000Z',
    });
    const now = new Date();
    context.db
      .insert(linkPurchases)
      .values({
        terminalId: terminal.id,
        linkId: link.id,
        amount: 1_200_000,
        cardMasked: '603799******7893',
        payerName: cardPayment.payerName,
        payerMobile: cardPayment.payerMobile,
        reference: '712345678901',
        paidAt: now.toISOString(),
        paidOn: tehranToday(now),
        searchText: searchTextOf(cardPayment.payerName, cardPayment.payerMobile, '712345678901', '7893', link.title),
      })
      .run();
  },

  /** params: companyId, terminalId, linkId. As above, and a payment of 750,000 Rials recorded by hand today. */
  'the signed-in user has an active terminal with a paid link and a payment recorded by hand': async (
    context,
    params,
  ) => {
    await payStates['the signed-in user has an active terminal with a paid link']?.(context, params);
    const terminalId = numberParam(params, 'terminalId', 1);
    const linkId = numberParam(params, 'linkId', 1);
    const now = new Date();
    context.db
      .insert(linkPurchases)
      .values({
        terminalId,
        linkId,
        amount: 750_000,
        cardMasked: '',
        reference: 'M712345678901',
        paidAt: now.toISOString(),
        paidOn: tehranToday(now),
        searchText: searchTextOf('M712345678901', 'کارت به کارت'),
        manual: true,
        note: 'کارت به کارت',
      })
      .run();
  },

  /** params: companyId. A company of the signed-in user, without terminals. */
  'the signed-in user owns a company without terminals': async (context, params) => {
    await ownedCompany(context, params);
  },

  /** params: companyId, terminalId. Another company's terminal: its calls are 403 to the signed-in user. */
  'a terminal of a company the signed-in user is not a member of': async (context, params) => {
    await signInAs(context, 'USER');
    const company = insertCompany(context.db, { id: numberParam(params, 'companyId', 2), name: 'کافه نارنج' });
    insertTerminal(context.db, company.id, { id: numberParam(params, 'terminalId', 7), name: 'درگاه کافه' });
  },

  /** params: token. A payer-priced link (100,000 to 5,000,000 Rials) of an active terminal; nobody signed in. */
  'a payment link is open to payers': (context, params) => {
    const { terminal } = companyWithTerminal(context, params);
    insertLink(context, terminal.id, { token: stringParam(params, 'token', 'PactLinkToken1') });
  },

  /** params: token. A fixed-price link whose last day has passed. */
  'a payment link has expired': (context, params) => {
    const { terminal } = companyWithTerminal(context, params);
    insertLink(context, terminal.id, {
      token: stringParam(params, 'token', 'PactLinkToken1'),
      ...linkInputs.fixed,
      expiresOn: '2026-01-01',
    });
  },
};
