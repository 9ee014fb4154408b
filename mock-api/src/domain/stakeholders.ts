import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Stakeholder,
  stakeholderInputSchema,
  stakeholderListQuerySchema,
} from '@daftar/contracts/endpoints/stakeholders';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { stakeholderListCounts } from '@daftar/db/schema/list-counts';
import { type NewStakeholderRow, type StakeholderRow, stakeholders } from '@daftar/db/schema/stakeholders';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';
import { addStakeholderTafsilis, ensureStakeholderTafsili } from './accounting/tafsili.ts';
import { equalFilters, findCompanyRecord, listClauses, listColumnsOf, listPage, rolledUpCount } from './list-page.ts';
import { type CodedTable, isTaken, nextCode, throwIfConflicts } from './record-codes.ts';
import { updateRow } from './owned-row.ts';
import { codedRecords, codedRecordView, insertInBatches } from './coded-records.ts';

export type StakeholderInput = z.output<typeof stakeholderInputSchema>;
type StakeholderListQuery = z.output<typeof stakeholderListQuerySchema>;

export const stakeholderTable: CodedTable = {
  table: stakeholders,
  id: stakeholders.id,
  companyId: stakeholders.companyId,
  code: stakeholders.code,
};

const listColumns = listColumnsOf(stakeholders.companyId, stakeholders, {
  code: stakeholders.code,
  displayName: stakeholders.sortName,
  kind: stakeholders.kind,
  mobile: stakeholders.mobile,
  creditLimit: stakeholders.creditLimit,
  createdAt: stakeholders.createdAt,
});

export const toStakeholder = (row: StakeholderRow): Stakeholder => codedRecordView(row);

/** A blank optional text (the form sent only spaces) is stored as no value. */
const orNull = (value: string | undefined): string | null => value || null;

/** Every column a create or a PUT writes, from the input alone: fields the input leaves out become null. */
function fieldsOf(input: StakeholderInput, code: string): Omit<NewStakeholderRow, 'companyId'> {
  const person = input.kind === 'INDIVIDUAL';
  const displayName = person ? `${input.firstName} ${input.lastName}` : input.businessName;
  return {
    code,
    kind: input.kind,
    displayName,
    sortName: nameSortKey(displayName),
    firstName: person ? input.firstName : null,
    lastName: person ? input.lastName : null,
    businessName: person ? null : input.businessName,
    nationalId: orNull(input.nationalId),
    economicCode: person ? null : orNull(input.economicCode),
    registrationNumber: person ? null : orNull(input.registrationNumber),
    isCustomer: input.isCustomer,
    isSupplier: input.isSupplier,
    mobile: orNull(input.mobile),
    phone: orNull(input.phone),
    email: orNull(input.email),
    province: orNull(input.province),
    city: orNull(input.city),
    address: orNull(input.address),
    postalCode: orNull(input.postalCode),
    creditLimit: input.creditLimit ?? null,
    notes: orNull(input.notes),
    active: input.active,
    searchText: searchTextOf(code, displayName, input.mobile),
  };
}

/** A code or national id another stakeholder of the company holds: 409 naming the fields. */
function checkUnique(
  db: Queryable,
  companyId: number,
  fields: { code: string; nationalId?: string | null },
  id?: number,
) {
  const errors: FieldError[] = [];
  if (isTaken(db, stakeholderTable, stakeholders.code, companyId, fields.code, id)) {
    errors.push({ path: 'body.code', message: 'DUPLICATE_CODE' });
  }
  if (fields.nationalId && isTaken(db, stakeholderTable, stakeholders.nationalId, companyId, fields.nationalId, id)) {
    errors.push({ path: 'body.nationalId', message: 'DUPLICATE_NATIONAL_ID' });
  }
  throwIfConflicts(errors);
}

/** The list's filters on the stakeholders, or on their roll-up (its columns share the names). */
function filtersOf(
  query: StakeholderListQuery,
  table: typeof stakeholders | typeof stakeholderListCounts = stakeholders,
): SQL[] {
  const filters = equalFilters(query, { kind: table.kind, active: table.active });
  if (query.role === 'customer') filters.push(eq(table.isCustomer, true));
  if (query.role === 'supplier') filters.push(eq(table.isSupplier, true));
  return filters;
}

/** One page of the company's stakeholders and how many match in all. */
export function listStakeholders(db: Queryable, companyId: number, query: StakeholderListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const { rows, total } = listPage(db, stakeholders, clauses, () =>
    rolledUpCount(
      db,
      stakeholderListCounts,
      stakeholderListCounts.stakeholders,
      companyId,
      filtersOf(query, stakeholderListCounts),
    ),
  );
  return { rows: rows.map(toStakeholder), total };
}

function findStakeholderRow(db: Queryable, companyId: number, id: number): StakeholderRow {
  return findCompanyRecord(db, stakeholders, companyId, id, 'STAKEHOLDER_NOT_FOUND');
}

export function nextStakeholderCode(db: Queryable, companyId: number): string {
  return nextCode(db, stakeholderTable, companyId);
}

/** Inserts a stakeholder and its person tafsili inside the caller's transaction (create, import). */
export function insertStakeholder(tx: Queryable, companyId: number, input: StakeholderInput, code: string) {
  const fields = fieldsOf(input, code);
  checkUnique(tx, companyId, fields);
  const created = tx
    .insert(stakeholders)
    .values({ ...fields, companyId })
    .returning()
    .get();
  // Every person the company deals with is a tafsili of the books, so a document can post to their account.
  ensureStakeholderTafsili(tx, companyId, created.id);
  return created;
}

/**
 * Inserts many new stakeholders and their person tafsilis in batches inside the caller's transaction: an import, whose
 * plan has already ruled out every code and national id the company holds (the unique indexes still stand guard).
 * Answers their ids, in order.
 */
export function insertStakeholders(
  tx: Queryable,
  companyId: number,
  rows: readonly { input: StakeholderInput; code: string }[],
): number[] {
  return insertInBatches(rows, (batch) => {
    const written = tx
      .insert(stakeholders)
      .values(batch.map(({ input, code }) => ({ ...fieldsOf(input, code), companyId })))
      .returning({ id: stakeholders.id, code: stakeholders.code, name: stakeholders.displayName })
      .all();
    addStakeholderTafsilis(tx, companyId, written);
    return written.map(({ id }) => id);
  });
}

/** Replaces a stakeholder's fields inside the caller's transaction (PUT, import's update). */
export function replaceStakeholder(
  tx: Queryable,
  companyId: number,
  id: number,
  input: StakeholderInput,
  code: string,
) {
  const fields = fieldsOf(input, code);
  checkUnique(tx, companyId, fields, id);
  const updated = updateRow(tx, stakeholders, id, fields);
  ensureStakeholderTafsili(tx, companyId, id);
  return updated;
}

export const stakeholderRecords = codedRecords({
  table: stakeholders,
  coded: stakeholderTable,
  referenced: 'stakeholder',
  find: findStakeholderRow,
  insert: insertStakeholder,
  replace: replaceStakeholder,
  view: toStakeholder,
  // Nothing posted to the person's tafsili (isReferenced said so): it goes with them.
  deleteAlongside: (tx, companyId, id) =>
    tx
      .delete(tafsiliAccounts)
      .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.stakeholderId, id)))
      .run(),
});

export const {
  get: getStakeholder,
  create: createStakeholder,
  update: updateStakeholder,
  remove: removeStakeholder,
} = stakeholderRecords;
