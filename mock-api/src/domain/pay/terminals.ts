import { and, asc, between, count, eq, sql, sum } from 'drizzle-orm';
import type { Terminal } from '@daftar/contracts/endpoints/pay';
import type {
  TerminalDetail,
  TerminalTakings,
  TerminalRequestFields,
  TerminalSettingsFields,
} from '@daftar/contracts/endpoints/pay-schemas';
import { type AreaAction, roleMay } from '@daftar/contracts/endpoints/employees-roles';
import type { Queryable } from '@daftar/db/client';
import { companies } from '@daftar/db/schema/companies';
import { linkPurchases, type TerminalRow, terminals } from '@daftar/db/schema/pay';
import { DomainError } from '../errors.ts';
import { requireMembership } from '../membership.ts';
import { jalaliMonthOf } from './tehran-day.ts';
import { tehranToday } from '../clock/tehran-day.ts';

/** The company's payment terminals, oldest first (the documented call: id, and the mock's name, kind, status). */
export function listTerminals(db: Queryable, companyId: number): Terminal[] {
  return db
    .select({ id: terminals.id, name: terminals.name, kind: terminals.kind, active: terminals.active })
    .from(terminals)
    .where(eq(terminals.companyId, companyId))
    .orderBy(asc(terminals.id))
    .all()
    .map((row) => ({ ...row, status: row.active ? 'ACTIVE' : 'REQUESTED' }));
}

/**
 * A terminal for a caller who must be a member of its company: an unknown terminal is 404, another company's is
 * 403 (the terminal's company decides who sees it, SPEC §8).
 */
export function memberTerminal(
  db: Queryable,
  userId: number,
  terminalId: number,
  action: AreaAction = 'read',
): TerminalRow {
  const row = db.select().from(terminals).where(eq(terminals.id, terminalId)).get();
  if (!row) throw new DomainError('not-found', 'TERMINAL_NOT_FOUND');
  requirePayAccess(db, userId, row.companyId, action);
  return row;
}

/**
 * The caller is a member of the company whose role may read (or write) its terminals (403 otherwise). The pay host
 * is outside the company path the role middleware guards, so the role table's pay row is read here.
 */
export function requirePayAccess(db: Queryable, userId: number, companyId: number, action: AreaAction): void {
  const role = requireMembership(db, userId, companyId);
  if (!roleMay(role, 'pay', action)) throw new DomainError('forbidden', 'ROLE_FORBIDDEN');
}

function businessName(db: Queryable, companyId: number): string {
  return db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).get()?.name ?? '';
}

export function toTerminalDetail(db: Queryable, row: TerminalRow): TerminalDetail {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.active ? 'ACTIVE' : 'REQUESTED',
    siteUrl: row.siteUrl,
    settlementIban: row.settlementIban,
    settlementSchedule: row.settlementSchedule,
    callbackUrl: row.callbackUrl,
    businessName: businessName(db, row.companyId),
    createdAt: row.createdAt,
    activatedAt: row.activatedAt,
  };
}

/** A new terminal of the company, REQUESTED until the bank's review passes; named after the business unless given. */
export function requestTerminal(db: Queryable, companyId: number, input: TerminalRequestFields): TerminalDetail {
  const row = db
    .insert(terminals)
    .values({
      companyId,
      kind: input.kind,
      name: input.name ?? businessName(db, companyId),
      active: false,
      siteUrl: input.kind === 'novin' ? input.siteUrl : null,
      settlementIban: input.kind === 'dedicated' ? input.settlementIban : null,
      settlementSchedule: input.kind === 'dedicated' ? input.settlementSchedule : null,
    })
    .returning()
    .get();
  return toTerminalDetail(db, row);
}

export function updateTerminalSettings(
  db: Queryable,
  terminal: TerminalRow,
  input: TerminalSettingsFields,
): TerminalDetail {
  if (terminal.kind === 'dedicated' && input.settlementIban === null) {
    throw new DomainError('invalid', 'SETTLEMENT_IBAN_REQUIRED', [
      { path: 'body.settlementIban', message: 'SETTLEMENT_IBAN_REQUIRED' },
    ]);
  }
  const row = db
    .update(terminals)
    .set({ name: input.name, callbackUrl: input.callbackUrl, settlementIban: input.settlementIban })
    .where(eq(terminals.id, terminal.id))
    .returning()
    .get();
  return toTerminalDetail(db, row ?? terminal);
}

/** The mock bank's review passes: REQUESTED → ACTIVE (development endpoint; see docs/qa.md). */
export function activateTerminal(db: Queryable, terminal: TerminalRow, now: Date = new Date()): TerminalDetail {
  if (terminal.active) throw new DomainError('conflict', 'TERMINAL_ALREADY_ACTIVE');
  const row = db
    .update(terminals)
    .set({ active: true, activatedAt: now.toISOString() })
    .where(eq(terminals.id, terminal.id))
    .returning()
    .get();
  return toTerminalDetail(db, row ?? terminal);
}

function takingsBetween(db: Queryable, terminalId: number, from: string, to: string) {
  const row = db
    .select({
      count: count(),
      amount: sum(linkPurchases.amount),
      manualAmount: sql<number>`coalesce(sum(case when ${linkPurchases.manual} then ${linkPurchases.amount} end), 0)`,
    })
    .from(linkPurchases)
    .where(and(eq(linkPurchases.terminalId, terminalId), between(linkPurchases.paidOn, from, to)))
    .get();
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0), manualAmount: Number(row?.manualAmount ?? 0) };
}

/** Today's (Tehran) and this Jalali month's purchases: two range reads of the (terminal, day) index. */
export function getTerminalTakings(db: Queryable, terminalId: number, now: Date = new Date()): TerminalTakings {
  const today = tehranToday(now);
  const month = jalaliMonthOf(today);
  return {
    today: { date: today, ...takingsBetween(db, terminalId, today, today) },
    month: { ...month, ...takingsBetween(db, terminalId, month.from, month.to) },
  };
}
