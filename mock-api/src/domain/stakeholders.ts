import { and, eq, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Stakeholder,
  stakeholderInputSchema,
  stakeholderListQuerySchema,
} from '@daftar/contracts/endpoints/stakeholders';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Db, Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { stakeholderListCounts } from '@daftar/db/schema/list-counts';
import { type NewStakeholderRow, type StakeholderRow, stakeholders } from '@daftar/db/schema/stakeholders';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';
import { addStakeholderTafsilis, ensureStakeholderTafsili } from './accounting/tafsili.ts';
import { findCompanyRecord, listClauses, listPage } from './list-page.ts';
import { type CodedTable, isTaken, nextCode, throwIfConflicts } from './record-codes.ts';
import { updateRow } from './owned-row.ts';
import { isReferenced } from './references.ts';

export type StakeholderInput = z.output<typeof stakeholderInputSchema>;
type StakeholderListQuery = z.output<typeof stakeholderListQuerySchema>;

export const stakeholderTable: CodedTable = {
  table: stakeholders,
  id: stakeholders.id,
  companyId: stakeholders.companyId,
  code: stakeholders.code,
};

const listColumns = {
  companyId: stakeholders.companyId,
  id: stakeholders.id,
  searchText: stakeholders.searchText,
  sortable: {
    code: stakeholders.code,
    displayName: stakeholders.sortName,
    kind: stakeholders.kind,
    mobile: stakeholders.mobile,
    creditLimit: stakeholders.creditLimit,
    createdAt: stakeholders.createdAt,
  },
};

/** The API's view of a row: the company and the stored search and sort keys stay inside. */
export function toStakeholder(row: StakeholderRow): Stakeholder {
  const { companyId: _company, sortName: _sort, searchText: _search, ...stakeholder } = row;
  return stakeholder;
}

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
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(table.kind, query.kind));
  if (query.role === 'customer') filters.push(eq(table.isCustomer, true));
  if (query.role === 'supplier') filters.push(eq(table.isSupplier, true));
  if (query.active !== undefined) filters.push(eq(table.active, query.active));
  return filters;
}

/** How many stakeholders the filters keep, from the roll-up (migration 0037) rather than a count of the rows. */
function rolledUpTotal(db: Queryable, companyId: number, query: StakeholderListQuery): number {
  const counted = db
    .select({ n: sum(stakeholderListCounts.stakeholders).mapWith(Number) })
    .from(stakeholderListCounts)
    .where(and(eq(stakeholderListCounts.companyId, companyId), ...filtersOf(query, stakeholderListCounts)))
    .get();
  return counted?.n ?? 0;
}

/** One page of the company's stakeholders and how many match in all. */
export function listStakeholders(db: Queryable, companyId: number, query: StakeholderListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const { rows, total } = listPage(db, stakeholders, clauses, () => rolledUpTotal(db, companyId, query));
  return { rows: rows.map(toStakeholder), total };
}

function findStakeholderRow(db: Queryable, companyId: number, id: number): StakeholderRow {
  return findCompanyRecord(db, stakeholders, companyId, id, 'STAKEHOLDER_NOT_FOUND');
}

/** Another company's id is as unknown as a made-up one: 404, never its data. */
export function getStakeholder(db: Queryable, companyId: number, id: number): Stakeholder {
  return toStakeholder(findStakeholderRow(db, companyId, id));
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
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const values = rows
      .slice(start, start + batchSize)
      .map(({ input, code }) => ({ ...fieldsOf(input, code), companyId }));
    const written = tx
      .insert(stakeholders)
      .values(values)
      .returning({ id: stakeholders.id, code: stakeholders.code, name: stakeholders.displayName })
      .all();
    addStakeholderTafsilis(tx, companyId, written);
    ids.push(...written.map(({ id }) => id));
  }
  return ids;
}

/** Rows per multi-row insert: well under SQLite's 32,766 bound parameters at about twenty columns a row. */
const batchSize = 500;

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

export function createStakeholder(db: Db, companyId: number, input: StakeholderInput): Stakeholder {
  const row = db.transaction((tx) =>
    insertStakeholder(tx, companyId, input, input.code ?? nextCode(tx, stakeholderTable, companyId)),
  );
  return toStakeholder(row);
}

/** PUT: every field from the input; a code left out keeps the stakeholder's own. */
export function updateStakeholder(db: Db, companyId: number, id: number, input: StakeholderInput): Stakeholder {
  const row = db.transaction((tx) => {
    const current = findStakeholderRow(tx, companyId, id);
    return replaceStakeholder(tx, companyId, id, input, input.code ?? current.code);
  });
  return toStakeholder(row);
}

/** Removes the stakeholder, or archives it when other records refer to it (references.ts). */
export function removeStakeholder(db: Db, companyId: number, id: number): 'DELETED' | 'ARCHIVED' {
  return db.transaction((tx) => {
    findStakeholderRow(tx, companyId, id);
    if (isReferenced(tx, 'stakeholder', id)) {
      updateRow(tx, stakeholders, id, { active: false });
      return 'ARCHIVED';
    }
    // Nothing posted to the person's tafsili (isReferenced said so): it goes with them.
    tx.delete(tafsiliAccounts)
      .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.stakeholderId, id)))
      .run();
    tx.delete(stakeholders).where(eq(stakeholders.id, id)).run();
    return 'DELETED';
  });
}

/** The stakeholder's get, create, update and delete as one set, for the routes that mount them together. */
export const stakeholderRecords = {
  get: getStakeholder,
  create: createStakeholder,
  update: updateStakeholder,
  remove: removeStakeholder,
};
