import type { ChequeStepFields } from '@daftar/contracts/endpoints/cheques-schemas';
import { addDays } from '@daftar/db/accounting/calendar';
import type { Db } from '@daftar/db/client';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { type SeedPeriod, seedPeriods, tehranDay } from '@daftar/db/seed/seed-years';
import { createChequeBook, voidChequeLeaf } from '../domain/cheques/cheque-books.ts';
import { issueCheque } from '../domain/cheques/cheque-issue.ts';
import { addChequeStep, receiveCheque } from '../domain/cheques/cheques.ts';
import { addInvoicePayment } from '../domain/invoices/invoice-payments.ts';

const banks = ['بانک ملی', 'بانک صادرات', 'بانک تجارت', 'بانک پاسارگاد', 'بانک سامان', 'بانک ملت', 'بانک رفاه'];

const ids = (db: Db, query: string, ...params: unknown[]) =>
  (db.$client.prepare(query).all(...params) as { id: number }[]).map((row) => row.id);

/** What a seeded company's cheques are drawn between: its people and its first two bank accounts. */
function partiesOf(db: Db, companyId: number) {
  const people = (role: 'is_customer' | 'is_supplier') =>
    ids(db, `select id from stakeholders where company_id = ? and ${role} = 1 and active = 1 order by id`, companyId);
  const accounts = ids(
    db,
    "select tafsili_id as id from treasury_accounts where company_id = ? and kind = 'BANK_ACCOUNT' order by id",
    companyId,
  );
  const [bank, other] = accounts;
  const customers = people('is_customer');
  const suppliers = people('is_supplier');
  if (bank === undefined || other === undefined || customers.length < 4 || suppliers.length < 2) {
    throw new Error(`cheques seed: company ${companyId} lacks the bank accounts or people`);
  }
  return { bank, other, customers, suppliers };
}

/**
 * One year's cheques of a company: received in every state (cleared, in collection, bounced and kept, bounced and
 * returned, returned from hand, endorsed to a supplier, in hand), a cheque book of the first bank account with
 * cheques issued (cleared, returned by the payee, outstanding) and a void leaf, and a sale and a purchase of the
 * year paid in part by cheque. Dates run through the year; the open ones fall due around `today` (overdue, this
 * week, later) so the due list has something in the current year.
 */
function seedYear(db: Db, companyId: number, period: SeedPeriod, today: string): void {
  const { bank, other, customers, suppliers } = partiesOf(db, companyId);
  const day = (fraction: number) => addDays(period.first, Math.floor((period.days - 1) * fraction));
  const open = (offset: number) => (period.closed ? day(0.95) : addDays(today, offset));
  let serial = 0;
  const sayad = () => {
    serial += 1;
    return `${companyId}${period.year}${String(serial).padStart(11, '0')}`;
  };
  const step = (id: number, input: ChequeStepFields) => addChequeStep(db, companyId, id, null, input);
  const receive = (customer: number, amount: number, date: string, dueDate: string) =>
    receiveCheque(db, companyId, null, {
      sayadId: sayad(),
      serial: String(100_000 + serial * 37),
      bankName: banks[serial % banks.length] as string,
      stakeholderId: customers[customer % customers.length] as number,
      date,
      dueDate,
      amount,
    }).id;

  const cleared = receive(0, 48_000_000, day(0.05), day(0.15));
  step(cleared, { action: 'DEPOSIT', date: day(0.14), bankTafsiliId: bank });
  step(cleared, { action: 'CLEAR', date: day(0.16) });
  const kept = receive(1, 23_500_000, day(0.1), day(0.2));
  step(kept, { action: 'DEPOSIT', date: day(0.2), bankTafsiliId: other });
  step(kept, { action: 'BOUNCE', date: day(0.22), reason: 'کسری موجودی', returnToDrawer: false });
  const back = receive(2, 17_000_000, day(0.18), day(0.3));
  step(back, { action: 'DEPOSIT', date: day(0.3), bankTafsiliId: bank });
  step(back, { action: 'BOUNCE', date: day(0.32), reason: 'امضا مطابقت ندارد', returnToDrawer: true });
  const returned = receive(3, 9_800_000, day(0.25), day(0.5));
  step(returned, { action: 'RETURN', date: day(0.28), reason: 'تعویض با چک دیگر' });
  const endorsed = receive(0, 31_000_000, day(0.35), day(0.6));
  step(endorsed, { action: 'ENDORSE', date: day(0.4), stakeholderId: suppliers[0] as number });
  const collecting = receive(1, 26_400_000, day(0.6), open(-2));
  step(collecting, { action: 'DEPOSIT', date: day(0.9), bankTafsiliId: other });
  receive(2, 14_750_000, day(0.7), open(2));
  receive(3, 39_000_000, day(0.8), open(30));

  const book = createChequeBook(db, companyId, {
    bankTafsiliId: bank,
    series: `${period.year % 100}/${companyId}${period.year}`,
    firstLeaf: 1,
    lastLeaf: 25,
    receivedDate: day(0.02),
  });
  const issue = (leaf: number, supplier: number, amount: number, date: string, dueDate: string) =>
    issueCheque(db, companyId, book.id, null, {
      leaf,
      sayadId: sayad(),
      stakeholderId: suppliers[supplier % suppliers.length] as number,
      date,
      dueDate,
      amount,
    }).id;
  step(issue(1, 0, 36_000_000, day(0.08), day(0.2)), { action: 'CLEAR', date: day(0.21) });
  step(issue(2, 1, 12_300_000, day(0.3), day(0.45)), { action: 'CANCEL', date: day(0.33), reason: 'مبلغ اشتباه' });
  voidChequeLeaf(db, companyId, book.id, { leaf: 3, date: day(0.34), reason: 'مخدوش شد' });
  issue(4, 0, 21_500_000, day(0.85), open(-1));
  issue(5, 1, 8_600_000, day(0.88), open(3));
  payInvoicesByCheque(db, companyId, period, book.id, sayad);
}

/** The year's last issued sale and purchase with something due are paid in part by cheque, through the cheque method. */
function payInvoicesByCheque(db: Db, companyId: number, period: SeedPeriod, bookId: number, sayad: () => string) {
  for (const kind of ['SELL', 'PURCHASE'] as const) {
    const invoice = db.$client
      .prepare(
        `select id, issue_date as issueDate, balance_due as due from invoices
         where company_id = ? and kind = ? and status in ('ISSUED', 'PARTIALLY_PAID') and balance_due > 0
           and issue_date between ? and ? order by issue_date desc, id desc limit 1`,
      )
      .get(companyId, kind, period.first, addDays(period.last, -3)) as
      | { id: number; issueDate: string; due: number }
      | undefined;
    if (!invoice) continue;
    const [method] = ids(
      db,
      "select id from payment_methods where company_id = ? and kind = 'CHEQUE' and active = 1 order by is_default desc, id",
      companyId,
    );
    const date = addDays(invoice.issueDate, 2);
    const amount = Math.max(1, Math.floor(invoice.due / 2));
    const paper = sayad();
    addInvoicePayment(db, companyId, invoice.id, null, {
      date,
      method: 'CHEQUE',
      paymentMethodId: method ?? null,
      amount,
      reference: kind === 'SELL' ? paper.slice(-6) : '6',
      chequeDueDate: addDays(date, 45),
      ...(kind === 'SELL'
        ? { cheque: { sayadId: paper, bankName: 'بانک ملی' } }
        : { issuedCheque: { chequeBookId: bookId, leaf: 6, sayadId: paper } }),
    });
  }
}

/**
 * Per seeded company, in each seeded year: cheques received and issued in every state, written through the cheques'
 * domain (each step its own voucher), and an invoice of each kind paid by cheque. Runs after the treasury's seed
 * (the bank accounts) and before the year-end (1404 still open); a company that has cheques is left alone.
 */
export function seedCheques(db: Db, today = tehranDay()): void {
  for (const company of Object.values(seededCompanies)) {
    if (ids(db, 'select id from cheques where company_id = ? limit 1', company.id).length > 0) continue;
    for (const period of seedPeriods(today)) seedYear(db, company.id, period, today);
  }
}
