import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import type { Db } from '@daftar/db/client';
import { seededRandom } from '@daftar/db/seed/random';
import { nameSortKey, normalizeSearchText, searchTextOf } from '@daftar/db/text/search-text';
import { listInvoices } from '../domain/invoices/invoice-list.ts';

type Query = z.output<typeof invoiceListQuerySchema>;

/** A list target of `bench-lists.ts`: the domain's call and the same page (and sums) in hand-written SQL. */
export interface InvoiceTarget {
  label: string;
  list: () => { total: number };
  raw: () => void;
}

const prefixes = { SELL: 'S-', PURCHASE: 'P-', ESTIMATE: 'E-' } as const;

/** Statuses as a shop's year leaves them (‰ of the invoices; estimates are ISSUED, CONVERTED or DRAFT). */
const statusShares: [string, number][] = [
  ['DRAFT', 30],
  ['CANCELLED', 20],
  ['ISSUED', 150],
  ['PARTIALLY_PAID', 100],
  ['PAID', 650],
  ['PARTLY_RETURNED', 30],
  ['RETURNED', 20],
];

function pickStatus(random: ReturnType<typeof seededRandom>): string {
  let roll = random.int(0, 999);
  for (const [status, share] of statusShares) {
    roll -= share;
    if (roll < 0) return status;
  }
  return 'PAID';
}

/**
 * `count` invoice headers of the company written straight into the table (the list reads headers only, so no lines,
 * payments or vouchers): 57% sales, 38% purchases, 5% estimates over the fiscal year, each to one of the company's
 * stakeholders, with figures and statuses as payments and returns leave them (paid, returned and balance due
 * consistent with `balanceOf`), numbered 1..n per kind once issued. A few seconds for 100,000.
 */
export function fillInvoices(db: Db, companyId: number, fiscalYearId: number, startDate: string, count: number) {
  const random = seededRandom(1406);
  const people = db.$client
    .prepare('select id, code, display_name as name from stakeholders where company_id = ?')
    .all(companyId) as { id: number; code: string; name: string }[];
  const insert = db.$client.prepare(
    `insert into invoices (company_id, kind, status, fiscal_year_id, number, prefix, issue_date, due_date,
       stakeholder_id, stakeholder_code, stakeholder_name, stakeholder_sort_name, subtotal, line_discounts, vat_total,
       grand_total, paid, returned, balance_due, search_text, issued_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const numbers = { SELL: 0, PURCHASE: 0, ESTIMATE: 0 };
  const start = Date.parse(startDate);
  db.$client.transaction(() => {
    for (let n = 0; n < count; n++) {
      const roll = random.int(0, 99);
      const kind = roll < 57 ? 'SELL' : roll < 95 ? 'PURCHASE' : 'ESTIMATE';
      let status = pickStatus(random);
      if (kind === 'ESTIMATE') status = status === 'DRAFT' ? 'DRAFT' : status === 'PAID' ? 'CONVERTED' : 'ISSUED';
      const day = start + Math.floor((n / count) * 365) * 86_400_000;
      const issueDate = new Date(day).toISOString().slice(0, 10);
      const dueDate = random.int(0, 2) === 0 ? null : new Date(day + 30 * 86_400_000).toISOString().slice(0, 10);
      const person = random.pick(people);
      const subtotal = random.int(1, 2_000) * 50_000;
      const vat = random.int(0, 9) === 0 ? 0 : subtotal / 10;
      const grand = subtotal + vat;
      const returned =
        status === 'RETURNED' ? grand : status === 'PARTLY_RETURNED' ? Math.floor(grand / 3 / 10) * 10 : 0;
      const paid =
        status === 'PAID'
          ? grand
          : status === 'PARTIALLY_PAID'
            ? Math.floor((grand * random.int(1, 9)) / 100) * 10
            : status === 'PARTLY_RETURNED'
              ? grand - returned
              : 0;
      const owes = kind !== 'ESTIMATE' && status !== 'CANCELLED';
      const balance = owes ? Math.max(0, grand - returned - paid) : 0;
      const number = status === 'DRAFT' ? null : ++numbers[kind];
      const prefix = number === null ? null : prefixes[kind];
      const stamp = `${issueDate}T08:00:00.000Z`;
      insert.run(
        companyId,
        kind,
        status,
        number === null ? null : fiscalYearId,
        number,
        prefix,
        issueDate,
        dueDate,
        person.id,
        person.code,
        person.name,
        nameSortKey(person.name),
        subtotal,
        vat,
        grand,
        paid,
        returned,
        balance,
        searchTextOf(
          number === null ? null : `${prefix}${number}`,
          number === null ? null : String(number),
          person.code,
          person.name,
        ),
        number === null ? null : stamp,
        stamp,
        stamp,
      );
    }
  })();
}

const sortColumns: Record<string, string> = {
  issueDate: 'issue_date',
  stakeholderName: 'stakeholder_sort_name',
  grandTotal: 'grand_total',
};

/**
 * The page and the totals in hand-written SQL, as the domain asks for them: a search word of three letters or more
 * narrows to the rowids the trigram index names (after a probe of how many: under 5,000), the totals of an unsearched
 * list add up the roll-up's rows (`invoice_list_totals`), a searched one sums the same rows as the page.
 */
function rawInvoiceList(db: Db, companyId: number, query: Query) {
  const words = normalizeSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean);
  const match = words
    .filter((word) => [...word].length >= 3)
    .map((word) => `"${word}"`)
    .join(' AND ');
  const probe = db.$client.prepare(
    'select count(*) as n from (select rowid from invoices_search where invoices_search match ? limit 5000)',
  );
  const narrowed = match !== '' && (probe.get(match) as { n: number }).n < 5000;
  const filters = [query.kind ? 'kind = ?' : "kind <> 'ESTIMATE'"];
  const params: unknown[] = query.kind ? [query.kind] : [];
  if (query.status) filters.push('status = ?') && params.push(query.status);
  if (query.from) filters.push('issue_date >= ?') && params.push(query.from);
  if (query.to) filters.push('issue_date <= ?') && params.push(query.to);
  const where = [
    narrowed ? '+company_id = ?' : 'company_id = ?',
    ...filters,
    ...(narrowed ? ['id in (select rowid from invoices_search where invoices_search match ?)'] : []),
    ...words.map(() => 'instr(search_text, ?) > 0'),
  ].join(' and ');
  const rowParams = [companyId, ...params, ...(narrowed ? [match] : []), ...words];
  const direction = query.sort.startsWith('-') ? 'desc' : 'asc';
  const column = sortColumns[query.sort.replace('-', '')] ?? 'issue_date';
  const order = narrowed ? `+${column} ${direction}, +id ${direction}` : `${column} ${direction}, id ${direction}`;
  const page = db.$client.prepare(`select * from invoices where ${where} order by ${order} limit ? offset ?`);
  const sums = db.$client.prepare(
    `select count(*), sum(grand_total), sum(vat_total), sum(paid), sum(balance_due) from invoices where ${where}`,
  );
  const rolledUp = db.$client.prepare(
    `select sum(invoices), sum(grand_total), sum(vat_total), sum(paid), sum(balance_due) from invoice_list_totals
     where company_id = ? and ${filters.join(' and ').replace("kind <> 'ESTIMATE'", "kind in ('SELL', 'PURCHASE')")}`,
  );
  return () => {
    if (match !== '') probe.get(match);
    page.all(...rowParams, query.pageSize, (query.page - 1) * query.pageSize);
    if (words.length > 0) sums.get(...rowParams);
    else rolledUp.get(companyId, ...params);
  };
}

/** The overview's calls: the tabs, a search, a sort by the party's name, a status, a month. */
export function invoiceTargets(db: Db, companyId: number, monthStart: string, monthEnd: string): InvoiceTarget[] {
  const surname = 'احمدی';
  const specs: [string, Partial<Query>][] = [
    ['all, newest first', {}],
    ['sell tab, newest first', { kind: 'SELL' }],
    [`search «${surname}»`, { q: surname }],
    ['search a number (S-12345)', { q: 'S-12345' }],
    ['sell tab, by name, page 100', { kind: 'SELL', sort: 'stakeholderName', page: 100 }],
    [`sell tab, «${surname}» by name`, { kind: 'SELL', sort: 'stakeholderName', q: surname }],
    ['sell tab, largest total first', { kind: 'SELL', sort: '-grandTotal' }],
    ['partly paid, newest first', { status: 'PARTIALLY_PAID' }],
    ['sell tab, one month', { kind: 'SELL', from: monthStart, to: monthEnd }],
  ];
  return specs.map(([label, partial]) => {
    const query: Query = { page: 1, pageSize: 50, sort: '-issueDate', ...partial };
    return {
      label: `invoices: ${label}`,
      list: () => ({ total: listInvoices(db, companyId, query).totals.count }),
      raw: rawInvoiceList(db, companyId, query),
    };
  });
}
