import { invoiceCreateInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { createInvoice } from '../../src/domain/invoices/invoices.ts';
import { openBooks } from '../accounting/books.ts';
import { addMember, insertItem, insertStakeholder, insertUser } from '../support/factories.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export interface SmallCompany {
  t: TestApp;
  companyId: number;
  /** The owner, an accountant, a viewer and someone of another company, each signed in. */
  owner: TestSession;
  accountant: TestSession;
  viewer: TestSession;
  stranger: TestSession;
}

/** A company with its books, a customer, an item and an issued sell invoice (so a voucher), over HTTP. */
export async function smallCompany(): Promise<SmallCompany> {
  const t = createTestApp();
  const books = openBooks({ db: t });
  const { companyId } = books;
  addMember(t.db, books.userId, companyId, 'OWNER');
  const member = async (role: 'ACCOUNTANT' | 'VIEWER') => {
    const s = await signedIn(t.db, t.config, insertUser(t.db).id);
    addMember(t.db, s.userId, companyId, role);
    return s;
  };
  const customer = insertStakeholder(t.db, companyId).id;
  const item = insertItem(t.db, companyId, { vatRate: 10 }).id;
  const input = invoiceCreateInputSchema.parse({
    kind: 'SELL',
    stakeholderId: customer,
    issueDate: '2026-05-01',
    lines: [{ itemId: item, quantity: 2, unitPrice: 1_500_000 }],
    issue: true,
  });
  createInvoice(t.db, companyId, books.userId, input);
  return {
    t,
    companyId,
    owner: await signedIn(t.db, t.config, books.userId),
    accountant: await member('ACCOUNTANT'),
    viewer: await member('VIEWER'),
    stranger: await signedIn(t.db, t.config, insertUser(t.db).id),
  };
}

/** Rows of every table, to prove a refusal wrote nothing. */
export function rowCounts(t: TestApp): Record<string, number> {
  const tables = t.db.$client
    .prepare("select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (t.db.$client.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    ]),
  );
}
