import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { DomainError } from '../errors.ts';
import { loadChart } from '../accounting/reports/chart.ts';
import { type PeriodQuery, resolvePeriod } from '../accounting/reports/period.ts';
import { turnovers } from '../accounting/reports/turnovers.ts';
import { getTafsili } from '../accounting/tafsili.ts';

interface StatementLineRow {
  lineId: number;
  voucherId: number;
  voucherNumber: number;
  date: string;
  accountId: number;
  description: string | null;
  sourceType: string | null;
  sourceId: number | null;
  invoicePrefix: string | null;
  invoiceNumber: number | null;
  debit: number;
  credit: number;
}

/**
 * The period's NORMAL lines of one person (under one account, when asked), in (date, id) order, each with its
 * voucher and the document that posted it. An invoice's or an invoice payment's printed number is read beside
 * the voucher to name the document; every figure comes from the journal.
 */
function statementLines(
  db: Queryable,
  companyId: number,
  tafsiliId: number,
  period: { from: string; to: string },
  accountId: number | undefined,
) {
  const account = accountId === undefined ? sql`` : sql`and l.account_id = ${accountId}`;
  return db.all<StatementLineRow>(sql`
    select l.id as lineId, v.id as voucherId, v.number as voucherNumber, l.date as date, l.account_id as accountId,
      coalesce(l.description, v.description) as description, v.source_type as sourceType, v.source_id as sourceId,
      coalesce(i.prefix, pi.prefix) as invoicePrefix, coalesce(i.number, pi.number) as invoiceNumber,
      l.debit as debit, l.credit as credit
    from voucher_lines l
      join vouchers v on v.id = l.voucher_id
      left join invoices i on v.source_type = 'INVOICE' and i.id = v.source_id
      left join invoice_payments p on v.source_type = 'INVOICE_PAYMENT' and p.id = v.source_id
      left join invoices pi on pi.id = p.invoice_id
    where l.company_id = ${companyId} and l.tafsili_id = ${tafsiliId} and l.voucher_kind = 'NORMAL'
      and l.date >= ${period.from} and l.date <= ${period.to} ${account}
    order by l.date, l.id`);
}

/**
 * A person's statement (the customer page, and the people account flow's details under one account): the balance
 * before the period (the year's opening voucher included), every line in it with the running balance, the closing
 * balance. Another company's person, or an account that is not one of the company's moein accounts, is 404.
 */
export function getPersonStatement(
  db: Queryable,
  companyId: number,
  tafsiliId: number,
  query: PeriodQuery & { accountId?: number | undefined },
) {
  const tafsili = getTafsili(db, companyId, tafsiliId);
  if (tafsili.kind !== 'PERSON') throw new DomainError('not-found', 'TAFSILI_NOT_FOUND');
  const period = resolvePeriod(db, companyId, query);
  const chart = loadChart(db, companyId);
  const account = query.accountId === undefined ? undefined : chart.byId.get(query.accountId);
  if (query.accountId !== undefined && account?.level !== 'MOEIN') {
    throw new DomainError('not-found', 'ACCOUNT_NOT_FOUND', [
      { path: 'query.accountId', message: 'ACCOUNT_NOT_FOUND' },
    ]);
  }
  const sums = turnovers(db, companyId, period, {
    byTafsili: true,
    tafsiliId: tafsili.id,
    accountIds: account ? [account.id] : undefined,
  });
  const openingBalance = sums.reduce((sum, row) => sum + row.openingDebit - row.openingCredit, 0);
  let balance = openingBalance;
  const lines = statementLines(db, companyId, tafsili.id, period, account?.id).map(
    ({ invoicePrefix, invoiceNumber, ...line }) => {
      balance += line.debit - line.credit;
      return {
        ...line,
        accountCode: chart.byId.get(line.accountId)?.code ?? '',
        reference: invoiceNumber === null ? null : `${invoicePrefix ?? ''}${invoiceNumber}`,
        balance,
      };
    },
  );
  const periodDebit = lines.reduce((sum, line) => sum + line.debit, 0);
  const periodCredit = lines.reduce((sum, line) => sum + line.credit, 0);
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    person: { tafsiliId: tafsili.id, code: tafsili.code, name: tafsili.name, stakeholderId: tafsili.stakeholderId },
    account: account ? { id: account.id, code: account.code, nameFa: account.nameFa, nameEn: account.nameEn } : null,
    openingBalance,
    periodDebit,
    periodCredit,
    closingBalance: openingBalance + periodDebit - periodCredit,
    lines,
  };
}
