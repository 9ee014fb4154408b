import type { z } from 'zod';
import {
  type MoneyRecordKind,
  type moneyRecordInputSchema,
  moneyRecordVat,
  treasuryKinds,
} from '@daftar/contracts/endpoints/money-records-schemas';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import type { MoneyRecordRow } from '@daftar/db/schema/money-records';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { searchTextOf } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import { ownedRow } from '../owned-row.ts';

export type MoneyRecordInput = z.output<typeof moneyRecordInputSchema>;

/** What a save writes besides the company, kind, numbering and voucher. */
export type MoneyRecordFields = Pick<
  MoneyRecordRow,
  | 'date'
  | 'categoryAccountId'
  | 'categoryCode'
  | 'categoryName'
  | 'categoryNameEn'
  | 'amount'
  | 'vatRate'
  | 'vat'
  | 'total'
  | 'treasuryId'
  | 'treasuryKind'
  | 'treasuryCode'
  | 'treasuryName'
  | 'stakeholderId'
  | 'stakeholderCode'
  | 'stakeholderName'
  | 'description'
  | 'reference'
>;

const categoryType: Record<MoneyRecordKind, { type: 'REVENUE' | 'EXPENSE'; code: string }> = {
  INCOME: { type: 'REVENUE', code: 'CATEGORY_NOT_REVENUE' },
  EXPENSE: { type: 'EXPENSE', code: 'CATEGORY_NOT_EXPENSE' },
};

const isTreasuryKind = (kind: string): kind is (typeof treasuryKinds)[number] =>
  (treasuryKinds as readonly string[]).includes(kind);

function categoryErrors(
  category: typeof accounts.$inferSelect | undefined,
  kind: MoneyRecordKind,
): FieldError | undefined {
  const path = 'body.categoryAccountId';
  if (!category) return { path, message: 'ACCOUNT_NOT_FOUND' };
  if (category.level !== 'MOEIN') return { path, message: 'ACCOUNT_NOT_POSTABLE' };
  if (category.archived) return { path, message: 'ACCOUNT_ARCHIVED' };
  if (category.type !== categoryType[kind].type) return { path, message: categoryType[kind].code };
  return undefined;
}

/**
 * Checks what the schema cannot (the category is a moein account of the company of the kind's type, the treasury
 * account is the company's cash box, bank account or petty cash, the stakeholder is the company's), then builds the
 * row's fields with the VAT of the shared rule. 400 with a field error per problem; nothing is written before this.
 */
export function resolveMoneyRecord(
  db: Queryable,
  companyId: number,
  kind: MoneyRecordKind,
  input: MoneyRecordInput,
): MoneyRecordFields {
  const category = ownedRow(db, accounts, [accounts.companyId, companyId], input.categoryAccountId);
  const treasury = ownedRow(db, tafsiliAccounts, [tafsiliAccounts.companyId, companyId], input.treasuryId);
  const party = input.stakeholderId
    ? ownedRow(db, stakeholders, [stakeholders.companyId, companyId], input.stakeholderId)
    : undefined;
  const errors: FieldError[] = [];
  const categoryError = categoryErrors(category, kind);
  if (categoryError) errors.push(categoryError);
  if (!treasury) errors.push({ path: 'body.treasuryId', message: 'TREASURY_ACCOUNT_NOT_FOUND' });
  else if (!isTreasuryKind(treasury.kind)) errors.push({ path: 'body.treasuryId', message: 'NOT_A_TREASURY_ACCOUNT' });
  if (input.stakeholderId && !party) errors.push({ path: 'body.stakeholderId', message: 'STAKEHOLDER_NOT_FOUND' });
  const first = errors[0];
  if (first || !category || !treasury || !isTreasuryKind(treasury.kind)) {
    throw new DomainError('invalid', first?.message ?? 'VALIDATION_FAILED', errors);
  }
  const vat = moneyRecordVat(input.amount, input.vatRate);
  return {
    date: input.date,
    categoryAccountId: category.id,
    categoryCode: category.code,
    categoryName: category.nameFa,
    categoryNameEn: category.nameEn,
    amount: input.amount,
    vatRate: input.vatRate,
    vat,
    total: input.amount + vat,
    treasuryId: treasury.id,
    treasuryKind: treasury.kind,
    treasuryCode: treasury.code,
    treasuryName: treasury.name,
    stakeholderId: party?.id ?? null,
    stakeholderCode: party?.code ?? null,
    stakeholderName: party?.displayName ?? null,
    description: input.description || null,
    reference: input.reference || null,
  };
}

/** The stored search key: the number, the category, the treasury account, the party, the words and the reference. */
export function moneyRecordSearchText(row: MoneyRecordFields & { number: number }): string {
  return searchTextOf(
    String(row.number),
    row.categoryCode,
    row.categoryName,
    row.categoryNameEn,
    row.treasuryName,
    row.stakeholderCode,
    row.stakeholderName,
    row.description,
    row.reference,
  );
}
