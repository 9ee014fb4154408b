import type {
  PaymentMethod,
  PaymentMethodFields,
  PaymentMethodListFields,
} from '@daftar/contracts/endpoints/payment-methods';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { type PaymentMethodRow, paymentMethods } from '@daftar/db/schema/payment-methods';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import { equalFilters, findCompanyRecord, listClauses, listColumnsOf, listPage } from '../list-page.ts';
import { accountChoiceColumns, postingErrors, tafsiliChoiceColumns } from './posting-choices.ts';
import { firstId, updateRow } from '../owned-row.ts';

const listColumns = listColumnsOf(paymentMethods.companyId, paymentMethods, {
  name: paymentMethods.sortName,
  kind: paymentMethods.kind,
  createdAt: paymentMethods.createdAt,
});

/** The API's view of rows: each with the account and treasury tafsili it posts to, read in two queries. */
function toPaymentMethods(db: Queryable, rows: PaymentMethodRow[]): PaymentMethod[] {
  if (rows.length === 0) return [];
  const accountRows = db
    .select(accountChoiceColumns)
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(rows.map((row) => row.accountId))]))
    .all();
  const tafsiliIds = rows.flatMap((row) => (row.tafsiliId === null ? [] : [row.tafsiliId]));
  const tafsiliRows =
    tafsiliIds.length === 0
      ? []
      : db
          .select(tafsiliChoiceColumns)
          .from(tafsiliAccounts)
          .where(inArray(tafsiliAccounts.id, [...new Set(tafsiliIds)]))
          .all();
  const accountById = new Map(accountRows.map((account) => [account.id, account]));
  const tafsiliById = new Map(tafsiliRows.map((tafsili) => [tafsili.id, tafsili]));
  return rows.map((row) => {
    const account = accountById.get(row.accountId);
    if (!account) throw new Error(`payment method ${row.id}: account ${row.accountId} is gone`);
    const tafsili = row.tafsiliId === null ? undefined : tafsiliById.get(row.tafsiliId);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      account,
      tafsili: tafsili ? (tafsili as PaymentMethod['tafsili']) : null,
      active: row.active,
      isDefault: row.isDefault,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

export function listPaymentMethods(db: Queryable, companyId: number, query: PaymentMethodListFields) {
  const clauses = listClauses(
    listColumns,
    companyId,
    query,
    equalFilters(query, { kind: paymentMethods.kind, active: paymentMethods.active }),
  );
  const { rows, total } = listPage(db, paymentMethods, clauses);
  return { rows: toPaymentMethods(db, rows), total };
}

function findRow(db: Queryable, companyId: number, id: number): PaymentMethodRow {
  return findCompanyRecord(db, paymentMethods, companyId, id, 'PAYMENT_METHOD_NOT_FOUND');
}

const one = (db: Queryable, row: PaymentMethodRow): PaymentMethod => {
  const [method] = toPaymentMethods(db, [row]);
  if (!method) throw new Error('payment method: no answer for a row');
  return method;
};

export function getPaymentMethod(db: Queryable, companyId: number, id: number): PaymentMethod {
  return one(db, findRow(db, companyId, id));
}

/**
 * The refusals of a create or an edit, before anything is written: an account outside cash and banks or a
 * tafsili that is not a treasury place (400, every field at once), then a name the company already uses (409).
 */
function check(db: Queryable, companyId: number, input: PaymentMethodFields, exceptId?: number): void {
  const errors = postingErrors(db, companyId, input);
  const first = errors[0];
  if (first) throw new DomainError('invalid', first.message, errors);
  const taken = firstId(
    db,
    paymentMethods.id,
    and(
      eq(paymentMethods.companyId, companyId),
      eq(paymentMethods.name, input.name),
      ...(exceptId === undefined ? [] : [ne(paymentMethods.id, exceptId)]),
    ),
  );
  if (taken)
    throw new DomainError('conflict', 'DUPLICATE_PAYMENT_METHOD_NAME', [
      { path: 'body.name', message: 'DUPLICATE_PAYMENT_METHOD_NAME' },
    ]);
}

/** A new default takes the place of the kind's previous one, in the same transaction. */
function clearDefault(tx: Queryable, companyId: number, input: PaymentMethodFields): void {
  if (!input.isDefault) return;
  tx.update(paymentMethods)
    .set({ isDefault: false })
    .where(
      and(
        eq(paymentMethods.companyId, companyId),
        eq(paymentMethods.kind, input.kind),
        eq(paymentMethods.isDefault, true),
      ),
    )
    .run();
}

function fieldsOf(input: PaymentMethodFields) {
  return {
    name: input.name,
    kind: input.kind,
    accountId: input.accountId,
    tafsiliId: input.tafsiliId,
    active: input.active,
    isDefault: input.isDefault,
    sortName: nameSortKey(input.name),
    searchText: searchTextOf(input.name),
  };
}

export function createPaymentMethod(db: Db, companyId: number, input: PaymentMethodFields): PaymentMethod {
  return db.transaction((tx) => {
    check(tx, companyId, input);
    clearDefault(tx, companyId, input);
    const row = tx
      .insert(paymentMethods)
      .values({ ...fieldsOf(input), companyId })
      .returning()
      .get();
    return one(tx, row);
  });
}

export function updatePaymentMethod(db: Db, companyId: number, id: number, input: PaymentMethodFields): PaymentMethod {
  return db.transaction((tx) => {
    findRow(tx, companyId, id);
    check(tx, companyId, input, id);
    clearDefault(tx, companyId, input);
    const row = updateRow(tx, paymentMethods, id, fieldsOf(input));
    return one(tx, row);
  });
}

/**
 * It goes whatever used it: invoice payments keep their own account and tafsili (and lose the method's id, the
 * foreign key's ON DELETE SET NULL), and their vouchers stay as posted.
 */
export function removePaymentMethod(db: Db, companyId: number, id: number): 'DELETED' {
  return db.transaction((tx) => {
    findRow(tx, companyId, id);
    tx.delete(paymentMethods).where(eq(paymentMethods.id, id)).run();
    return 'DELETED' as const;
  });
}

/** The payment method's get, create, update and delete as one set, for the routes that mount them together. */
export const paymentMethodRecords = {
  get: getPaymentMethod,
  create: createPaymentMethod,
  update: updatePaymentMethod,
  remove: removePaymentMethod,
};
