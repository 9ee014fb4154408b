import { issueBankTokenFor } from '../../../src/auth/bank-token.ts';
import { insertBankingCode, insertDeposit } from '../../support/factories.ts';
import { pactSession } from '../pact-session.ts';
import { type StateContext, type StateSetup, signInAs, stringParam } from './context.ts';

async function bankingSession(context: StateContext, status: 'ACTIVE' | 'SUSPENDED'): Promise<void> {
  const session = await signInAs(context, 'USER');
  const code = insertBankingCode(context.db, session.userId, { status });
  insertDeposit(context.db, session.userId, { title: 'حساب جاری کافه نارنج', balance: 86_750_000 });
  pactSession.bankToken = issueBankTokenFor(context.db, context.config.bankTokenTtlSeconds, session.userId, code);
}

/** Banking: the code exchange and calls with a banking token. */
export const bankingStates: Record<string, StateSetup> = {
  /** params: code. */
  'the signed-in user has a banking code': async (context, params) => {
    const session = await signInAs(context, 'USER');
    insertBankingCode(context.db, session.userId, { code: stringParam(params, 'code', 'BANK-DEMO-USER') });
  },
  'the signed-in user has a banking token': (context) => bankingSession(context, 'ACTIVE'),
  "the signed-in user's banking account is suspended": (context) => bankingSession(context, 'SUSPENDED'),
};
