import { bankProfiles, seedBankProfile } from '@daftar/db/seed/banking';
import { asc, eq, isNull } from 'drizzle-orm';
import { bankBills, bankCards, bankTransactions, bankTransfers, savedAccounts } from '@daftar/db/schema/banking';
import { issueBankTokenFor } from '../../../src/domain/banking/bank-tokens.ts';
import { isoIn } from '../../../src/auth/secrets.ts';
import { confirmTransfer, transferCodeHash } from '../../../src/domain/banking/transfers.ts';
import { insertBankingCode, insertDeposit, insertUser } from '../../support/factories.ts';
import { pactSession } from '../pact-session.ts';
import { type StateContext, type StateSetup, signInAs, stringParam } from './context.ts';

async function bankingSession(context: StateContext, status: 'ACTIVE' | 'SUSPENDED'): Promise<void> {
  const session = await signInAs(context, 'USER');
  const code = insertBankingCode(context.db, session.userId, { status });
  insertDeposit(context.db, session.userId, { title: 'حساب جاری کافه نارنج', balance: 86_750_000 });
  pactSession.bankToken = issueBankTokenFor(context.db, context.config.bankTokenTtlSeconds, session.userId, code);
}

/** Ids the pacts' paths take from the state (the database numbers rows on from earlier interactions). */
function bankIds(context: StateContext, userId: number) {
  const first = <T>(row: T | undefined): T => {
    if (!row) throw new Error('the café’s bank was not seeded');
    return row;
  };
  const transactionId = first(
    context.db
      .select({ id: bankTransactions.id })
      .from(bankTransactions)
      .where(eq(bankTransactions.depositId, 'dep-2001'))
      .orderBy(asc(bankTransactions.id))
      .get(),
  ).id;
  const billId = first(
    context.db
      .select({ id: bankBills.id })
      .from(bankBills)
      .where(isNull(bankBills.paidAt))
      .orderBy(asc(bankBills.id))
      .get(),
  ).id;
  const savedAccountId = first(
    context.db
      .select({ id: savedAccounts.id })
      .from(savedAccounts)
      .where(eq(savedAccounts.userId, userId))
      .orderBy(asc(savedAccounts.id))
      .get(),
  ).id;
  return { transactionId, billId, savedAccountId };
}

/**
 * The café's bank (dep-2001, dep-2002, card-2001, four bills, two saved accounts, four months of movements) for the
 * signed-in user, and the trading company's (dep-1001 …) for another customer, whose deposit and card are
 * destinations inside the bank.
 */
async function bankOfTheUser(context: StateContext): Promise<number> {
  const session = await signInAs(context, 'USER');
  const code = insertBankingCode(context.db, session.userId);
  seedBankProfile(context.db, session.userId, bankProfiles.narenj);
  seedBankProfile(context.db, insertUser(context.db).id, bankProfiles.arman);
  pactSession.bankToken = issueBankTokenFor(context.db, context.config.bankTokenTtlSeconds, session.userId, code);
  return session.userId;
}

/** The code of the transfers the pacts confirm. */
export const pactTransferCode = '123456';
const pactTransferKey = 'pact-transfer-key-0001';

function transferAwaitingCode(context: StateContext, userId: number): number {
  return context.db
    .insert(bankTransfers)
    .values({
      userId,
      idempotencyKey: pactTransferKey,
      kind: 'CARD',
      sourceDepositId: 'dep-2001',
      sourceCardId: 'card-2001',
      destination: '6221061026808172',
      destinationName: 'مریم احمدی',
      destinationBank: 'BANK_PARSIAN',
      amount: 2_500_000,
      description: '',
      codeHash: transferCodeHash({ idempotencyKey: pactTransferKey }, pactTransferCode),
      codeExpiresAt: isoIn(600),
    })
    .returning({ id: bankTransfers.id })
    .get().id;
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
  /** Injects transactionId (dep-2001's first movement), billId (an unpaid bill) and savedAccountId. */
  'the signed-in user has a bank': async (context) => bankIds(context, await bankOfTheUser(context)),
  /** The café's bank, its card lowered to 1,000,000 Rials of card-to-card transfers a day. */
  "the signed-in user's card card-2001 may transfer 1,000,000 Rials a day": async (context) => {
    await bankOfTheUser(context);
    context.db.update(bankCards).set({ dailyLimit: 1_000_000 }).where(eq(bankCards.id, 'card-2001')).run();
  },
  /** A card-to-card transfer of 2,500,000 Rials whose code is 123456; injects transferId. */
  'the signed-in user has a transfer awaiting its code': async (context) => ({
    transferId: transferAwaitingCode(context, await bankOfTheUser(context)),
  }),
  /** The same transfer, confirmed, whose answer the client lost: asked for by its key. */
  'the signed-in user has a transfer whose answer was lost': async (context) => {
    const userId = await bankOfTheUser(context);
    confirmTransfer(context.db, userId, transferAwaitingCode(context, userId), pactTransferCode);
  },
};
