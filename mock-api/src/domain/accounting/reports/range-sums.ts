import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import type { VoucherKind } from '@daftar/db/schema/accounting-journal';
import { addDays } from '@daftar/db/accounting/calendar';
import { jalaliMonthOf } from '@daftar/db/accounting/period-totals';

/** Which lines a sum covers: some moein accounts (all when absent), one tafsili, and whether to keep tafsili apart. */
export interface LineScope {
  accountIds?: number[] | undefined;
  tafsiliId?: number | undefined;
  byTafsili: boolean;
}

export interface RangeSum {
  accountId: number;
  tafsiliId: number | null;
  kind: VoucherKind;
  debit: number;
  credit: number;
  lines: number;
}

/** The whole Jalali months inside [lo, hi], or null when it holds none. */
function wholeMonths(lo: string, hi: string): { first: string; last: string } | null {
  const head = jalaliMonthOf(lo);
  const tail = jalaliMonthOf(hi);
  const first = head.start === lo ? lo : addDays(head.end, 1);
  const last = tail.end === hi ? hi : addDays(tail.start, -1);
  return first <= last ? { first, last } : null;
}

function scopeSql(scope: LineScope, tafsiliColumn: SQL): SQL {
  const parts: SQL[] = [];
  if (scope.accountIds) parts.push(sql`and account_id in (${sql.join(scope.accountIds, sql`, `)})`);
  if (scope.tafsiliId !== undefined) parts.push(sql`and ${tafsiliColumn} = ${scope.tafsiliId}`);
  return sql.join(parts, sql` `);
}

function lineSums(db: Queryable, companyId: number, lo: string, hi: string, scope: LineScope): RangeSum[] {
  const tafsili = scope.byTafsili ? sql`tafsili_id` : sql`null`;
  return db.all<RangeSum>(sql`
    select account_id as accountId, ${tafsili} as tafsiliId, voucher_kind as kind,
      sum(debit) as debit, sum(credit) as credit, count(*) as lines
    from voucher_lines
    where company_id = ${companyId} and date >= ${lo} and date <= ${hi} ${scopeSql(scope, sql`tafsili_id`)}
    group by account_id, ${tafsili}, voucher_kind`);
}

function monthSums(db: Queryable, companyId: number, first: string, last: string, scope: LineScope): RangeSum[] {
  const tafsili = scope.byTafsili ? sql`nullif(tafsili_key, 0)` : sql`null`;
  return db.all<RangeSum>(sql`
    select account_id as accountId, ${tafsili} as tafsiliId, voucher_kind as kind,
      sum(debit) as debit, sum(credit) as credit, sum(lines) as lines
    from account_period_totals
    where company_id = ${companyId} and period_start >= ${first} and period_start <= ${last}
      ${scopeSql(scope, sql`tafsili_key`)}
    group by account_id, ${tafsili}, voucher_kind`);
}

/**
 * Debits, credits and line counts per account (and tafsili) and voucher kind over [lo, hi]: whole Jalali months
 * from the monthly roll-up, the part months at either end from the lines. A year-long report reads a few thousand
 * roll-up rows whatever the journal's size.
 */
export function rangeSums(db: Queryable, companyId: number, lo: string, hi: string, scope: LineScope): RangeSum[] {
  if (lo > hi || scope.accountIds?.length === 0) return [];
  const whole = wholeMonths(lo, hi);
  const parts = whole
    ? [
        ...(lo < whole.first ? lineSums(db, companyId, lo, addDays(whole.first, -1), scope) : []),
        ...monthSums(db, companyId, whole.first, whole.last, scope),
        ...(whole.last < hi ? lineSums(db, companyId, addDays(whole.last, 1), hi, scope) : []),
      ]
    : lineSums(db, companyId, lo, hi, scope);
  const merged = new Map<string, RangeSum>();
  for (const part of parts) {
    const key = `${part.accountId}:${part.tafsiliId ?? ''}:${part.kind}`;
    const into = merged.get(key);
    if (!into) merged.set(key, { ...part });
    else {
      into.debit += part.debit;
      into.credit += part.credit;
      into.lines += part.lines;
    }
  }
  return [...merged.values()];
}
