import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import {
  type AccountLevel,
  type AccountNature,
  type AccountRow,
  type AccountType,
  accounts,
} from '@daftar/db/schema/accounting-chart';
import { voucherLines } from '@daftar/db/schema/accounting-journal';
import { accountingSettings } from '@daftar/db/schema/accounting-years';
import { DomainError, fieldError } from '../errors.ts';
import { type CodedTable, isTaken } from '../record-codes.ts';
import { findCompanyRecord } from '../list-page.ts';
import { ownedRow } from '../owned-row.ts';

export interface AccountInput {
  /** Absent for a group; a group's child is a kol, a kol's child a moein. */
  parentId?: number | null | undefined;
  code: string;
  nameFa: string;
  nameEn?: string | null | undefined;
  /** Defaults to the parent's. */
  nature?: AccountNature | undefined;
  /** A group's own; kol and moein accounts always take their group's. */
  type?: AccountType | undefined;
  archived?: boolean | undefined;
}

export type Account = Omit<AccountRow, 'companyId'>;

const childLevel: Record<AccountLevel, AccountLevel | null> = { GROUP: 'KOL', KOL: 'MOEIN', MOEIN: null };

export function toAccount(row: AccountRow): Account {
  const { companyId: _company, ...account } = row;
  return account;
}

/** The whole chart, in code order (a tree is a few hundred rows at most: no paging). */
export function listAccounts(db: Queryable, companyId: number, filter: { archived?: boolean } = {}): Account[] {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        filter.archived === undefined ? undefined : eq(accounts.archived, filter.archived),
      ),
    )
    .orderBy(asc(accounts.code))
    .all()
    .map(toAccount);
}

export function getAccount(db: Queryable, companyId: number, id: number): AccountRow {
  return findCompanyRecord(db, accounts, companyId, id, 'ACCOUNT_NOT_FOUND');
}

export function hasPostings(db: Queryable, companyId: number, accountId: number): boolean {
  const row = db
    .select({ id: voucherLines.id })
    .from(voucherLines)
    .where(and(eq(voucherLines.companyId, companyId), eq(voucherLines.accountId, accountId)))
    .limit(1)
    .get();
  return row !== undefined;
}

const accountTable: CodedTable = {
  table: accounts,
  id: accounts.id,
  companyId: accounts.companyId,
  code: accounts.code,
};

function checkCodeFree(db: Queryable, companyId: number, code: string, exceptId?: number) {
  if (isTaken(db, accountTable, accounts.code, companyId, code, exceptId)) {
    throw fieldError('conflict', 'DUPLICATE_CODE', 'body.code');
  }
}

/** A new group's nature unless it names one: the side its type's balances normally sit on. */
const natureOfType: Record<AccountType, AccountNature> = {
  ASSET: 'DEBIT',
  EXPENSE: 'DEBIT',
  LIABILITY: 'CREDIT',
  EQUITY: 'CREDIT',
  REVENUE: 'CREDIT',
};

/**
 * Level, type and nature follow from the parent: a group's child is a kol of the group's type, and so on. A group
 * (no parent) names its type; its nature defaults to the type's.
 */
function placement(db: Queryable, companyId: number, input: AccountInput) {
  if (input.parentId === undefined || input.parentId === null) {
    if (!input.type)
      throw new DomainError('invalid', 'ACCOUNT_TYPE_REQUIRED', [{ path: 'body.type', message: 'REQUIRED' }]);
    return {
      parentId: null,
      level: 'GROUP' as const,
      type: input.type,
      nature: input.nature ?? natureOfType[input.type],
    };
  }
  const parent = ownedRow(db, accounts, [accounts.companyId, companyId], input.parentId);
  const level = parent ? childLevel[parent.level] : null;
  if (!parent || !level) {
    throw new DomainError('invalid', 'INVALID_PARENT_ACCOUNT', [
      { path: 'body.parentId', message: 'INVALID_PARENT_ACCOUNT' },
    ]);
  }
  return { parentId: parent.id, level, type: parent.type, nature: input.nature ?? parent.nature };
}

export function createAccount(db: Db, companyId: number, input: AccountInput): AccountRow {
  return db.transaction((tx) => {
    checkCodeFree(tx, companyId, input.code);
    return tx
      .insert(accounts)
      .values({
        companyId,
        ...placement(tx, companyId, input),
        code: input.code,
        nameFa: input.nameFa,
        nameEn: input.nameEn ?? null,
        archived: input.archived ?? false,
      })
      .returning()
      .get();
  });
}

/**
 * Codes, names, nature and archiving change freely. The place in the tree (parent, hence level and type) changes
 * only while nothing is posted to the account: a posted account's type decides which statement its history is in.
 */
export function updateAccount(db: Db, companyId: number, id: number, input: AccountInput): AccountRow {
  return db.transaction((tx) => {
    const current = getAccount(tx, companyId, id);
    checkCodeFree(tx, companyId, input.code, id);
    const place = placement(tx, companyId, { ...input, type: input.type ?? current.type });
    const moved = place.parentId !== current.parentId || place.type !== current.type;
    if (moved && (hasPostings(tx, companyId, id) || hasChildren(tx, id))) {
      throw new DomainError('conflict', 'ACCOUNT_HAS_POSTINGS', [
        { path: 'body.parentId', message: 'ACCOUNT_HAS_POSTINGS' },
      ]);
    }
    if (place.parentId === id) {
      throw new DomainError('invalid', 'INVALID_PARENT_ACCOUNT', [
        { path: 'body.parentId', message: 'INVALID_PARENT_ACCOUNT' },
      ]);
    }
    return tx
      .update(accounts)
      .set({
        ...place,
        code: input.code,
        nameFa: input.nameFa,
        nameEn: input.nameEn ?? null,
        archived: input.archived ?? current.archived,
      })
      .where(eq(accounts.id, id))
      .returning()
      .get();
  });
}

function hasChildren(db: Queryable, id: number): boolean {
  return db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentId, id)).limit(1).get() !== undefined;
}

function isInSettings(db: Queryable, companyId: number, id: number): boolean {
  const s = accountingSettings;
  const uses = db
    .select({ n: count() })
    .from(s)
    .where(
      and(
        eq(s.companyId, companyId),
        or(
          ...[
            s.receivablesAccountId,
            s.payablesAccountId,
            s.salesAccountId,
            s.salesReturnsAccountId,
            s.purchasesAccountId,
            s.vatPayableAccountId,
            s.vatReceivableAccountId,
            s.cashAccountId,
            s.bankAccountId,
            s.pettyCashAccountId,
            s.capitalAccountId,
            s.drawingsAccountId,
            s.retainedEarningsAccountId,
          ].map((column) => eq(column, id)),
        ),
      ),
    )
    .get();
  return (uses?.n ?? 0) > 0;
}

/**
 * Deletes an unused account. One with postings is archived instead (its history stays readable, nothing new posts
 * to it); system accounts, accounts with children and the settings' defaults are refused.
 */
export function removeAccount(db: Db, companyId: number, id: number): 'DELETED' | 'ARCHIVED' {
  return db.transaction((tx) => {
    const account = getAccount(tx, companyId, id);
    if (account.system) throw new DomainError('conflict', 'ACCOUNT_IS_SYSTEM');
    if (hasChildren(tx, id)) throw new DomainError('conflict', 'ACCOUNT_HAS_CHILDREN');
    if (isInSettings(tx, companyId, id)) throw new DomainError('conflict', 'ACCOUNT_IN_SETTINGS');
    if (hasPostings(tx, companyId, id)) {
      tx.update(accounts).set({ archived: true }).where(eq(accounts.id, id)).run();
      return 'ARCHIVED';
    }
    tx.delete(accounts).where(eq(accounts.id, id)).run();
    return 'DELETED';
  });
}
