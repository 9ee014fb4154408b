import { eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { type AccountLevel, type AccountType, accounts } from '@daftar/db/schema/accounting-chart';

export interface ChartAccount {
  id: number;
  code: string;
  nameFa: string;
  nameEn: string | null;
  level: AccountLevel;
  type: AccountType;
  parentId: number | null;
}

export interface Chart {
  byId: Map<number, ChartAccount>;
  /** The account at `level` above (or equal to) a moein: its kol, its group, or itself. */
  ancestorAt(accountId: number, level: AccountLevel): ChartAccount;
  /** The moein accounts under an account (itself when it is one). */
  moeinIdsUnder(accountId: number): number[];
}

const depth: Record<AccountLevel, number> = { GROUP: 0, KOL: 1, MOEIN: 2 };

/** An account's identity, code, names and level: what every report that names an account selects. */
export const accountHeadColumns = {
  id: accounts.id,
  code: accounts.code,
  nameFa: accounts.nameFa,
  nameEn: accounts.nameEn,
  level: accounts.level,
};

export function loadChart(db: Queryable, companyId: number): Chart {
  const rows = db
    .select({ ...accountHeadColumns, type: accounts.type, parentId: accounts.parentId })
    .from(accounts)
    .where(eq(accounts.companyId, companyId))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const get = (id: number) => {
    const account = byId.get(id);
    if (!account) throw new Error(`chart: no account ${id}`);
    return account;
  };
  return {
    byId,
    ancestorAt(accountId, level) {
      let account = get(accountId);
      while (depth[account.level] > depth[level] && account.parentId !== null) account = get(account.parentId);
      return account;
    },
    moeinIdsUnder(accountId) {
      const account = get(accountId);
      if (account.level === 'MOEIN') return [account.id];
      return (children.get(account.id) ?? []).flatMap((child) => this.moeinIdsUnder(child));
    },
  };
}

export const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
