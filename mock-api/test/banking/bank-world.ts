import { desc, eq, sql } from 'drizzle-orm';
import { bankProfiles, seedBankProfile } from '@daftar/db/seed/banking';
import { bankTransactions, bankTransfers, deposits } from '@daftar/db/schema/banking';
import { outboxMessages } from '@daftar/db/schema/outbox';
import { issueBankTokenFor } from '../../src/domain/banking/bank-tokens.ts';
import { insertBankingCode, insertUser } from '../support/factories.ts';
import { type Answer, call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export const base = '/neobank/general/web';

/** One signed-in banking customer with a bank token. */
export interface BankUser {
  session: TestSession;
  headers: Record<string, string>;
  email: string;
}

/**
 * Where the bank's tests start: a fresh app with the fault lab, the café's bank (dep-2001, dep-2002, card-2001) for
 * the signed-in user and the trading company's (dep-1001, dep-1002, card-1001, card-1002 blocked) for another.
 */
export async function bankWorld() {
  const t: TestApp = createTestApp({ faultLab: true });
  const customer = async (profile: keyof typeof bankProfiles, deviceId: string): Promise<BankUser> => {
    const user = insertUser(t.db);
    const session = await signedIn(t.db, t.config, user.id, { deviceId });
    const code = insertBankingCode(t.db, user.id);
    seedBankProfile(t.db, user.id, bankProfiles[profile]);
    const token = issueBankTokenFor(t.db, 600, user.id, code);
    return { session, headers: { ...session.auth, 'bank-token': token }, email: user.email };
  };
  const me = await customer('narenj', 'device-me-000001');
  const other = await customer('arman', 'device-other-0001');
  const request = <T = Record<string, unknown>>(
    who: BankUser,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> => call<T>(t.apps.main, method, `${base}${path}`, { headers: who.headers, body });
  return { t, me, other, request };
}

export type BankWorld = Awaited<ReturnType<typeof bankWorld>>;

export const balanceOf = (t: TestApp, id: string) =>
  t.db.select({ balance: deposits.balance }).from(deposits).where(eq(deposits.id, id)).get()?.balance;

/** Every deposit's balance together: what no transfer inside the bank may change. */
export const totalOfDeposits = (t: TestApp) =>
  t.db
    .select({ total: sql<number>`sum(${deposits.balance})` })
    .from(deposits)
    .get()?.total ?? 0;

export const transactionCount = (t: TestApp) =>
  t.db.select({ n: sql<number>`count(*)` }).from(bankTransactions).get()?.n ?? 0;

export const transferRows = (t: TestApp) => t.db.select().from(bankTransfers).all();

/** The newest code the bank "sent" to the user (the development outbox). */
export function outboxCode(t: TestApp, email: string): string {
  const row = t.db
    .select({ code: outboxMessages.code })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.id))
    .get();
  if (!row?.code) throw new Error(`no code for ${email}`);
  return row.code;
}
