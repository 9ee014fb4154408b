import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type TafsiliKind, type TafsiliRow, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { voucherLines } from '@daftar/db/schema/accounting-journal';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { treasuryAccounts, treasuryPartners } from '@daftar/db/schema/treasury';
import { DomainError, fieldError } from '../errors.ts';
import { type CodedTable, isTaken, nextCode } from '../record-codes.ts';
import { findCompanyRecord } from '../list-page.ts';

export interface TafsiliInput {
  kind: TafsiliKind;
  /** Left out: the next free number (record-codes.ts). */
  code?: string | undefined;
  name: string;
  stakeholderId?: number | null | undefined;
  archived?: boolean | undefined;
}

export type Tafsili = Omit<TafsiliRow, 'companyId'>;

export const tafsiliTable: CodedTable = {
  table: tafsiliAccounts,
  id: tafsiliAccounts.id,
  companyId: tafsiliAccounts.companyId,
  code: tafsiliAccounts.code,
};

export function toTafsili(row: TafsiliRow): Tafsili {
  const { companyId: _company, ...tafsili } = row;
  return tafsili;
}

export function listTafsili(
  db: Queryable,
  companyId: number,
  filter: { kind?: TafsiliKind | undefined; archived?: boolean | undefined } = {},
): Tafsili[] {
  return db
    .select()
    .from(tafsiliAccounts)
    .where(
      and(
        eq(tafsiliAccounts.companyId, companyId),
        filter.kind ? eq(tafsiliAccounts.kind, filter.kind) : undefined,
        filter.archived === undefined ? undefined : eq(tafsiliAccounts.archived, filter.archived),
      ),
    )
    .orderBy(asc(tafsiliAccounts.code))
    .all()
    .map(toTafsili);
}

export function getTafsili(db: Queryable, companyId: number, id: number): TafsiliRow {
  return findCompanyRecord(db, tafsiliAccounts, companyId, id, 'TAFSILI_NOT_FOUND');
}

function checkUnique(
  db: Queryable,
  companyId: number,
  input: { code: string; stakeholderId: number | null },
  id?: number,
) {
  if (isTaken(db, tafsiliTable, tafsiliAccounts.code, companyId, input.code, id)) {
    throw fieldError('conflict', 'DUPLICATE_CODE', 'body.code');
  }
  if (input.stakeholderId === null) return;
  const owner = db
    .select({ id: stakeholders.id })
    .from(stakeholders)
    .where(and(eq(stakeholders.id, input.stakeholderId), eq(stakeholders.companyId, companyId)))
    .get();
  if (!owner)
    throw new DomainError('invalid', 'STAKEHOLDER_NOT_FOUND', [{ path: 'body.stakeholderId', message: 'NOT_FOUND' }]);
  if (isTaken(db, tafsiliTable, tafsiliAccounts.stakeholderId, companyId, input.stakeholderId, id)) {
    throw fieldError('conflict', 'STAKEHOLDER_HAS_TAFSILI', 'body.stakeholderId');
  }
}

export function insertTafsili(tx: Queryable, companyId: number, input: TafsiliInput): TafsiliRow {
  const fields = {
    kind: input.kind,
    code: input.code ?? nextCode(tx, tafsiliTable, companyId),
    name: input.name,
    stakeholderId: input.kind === 'PERSON' ? (input.stakeholderId ?? null) : null,
    archived: input.archived ?? false,
  };
  checkUnique(tx, companyId, fields);
  return tx
    .insert(tafsiliAccounts)
    .values({ ...fields, companyId })
    .returning()
    .get();
}

export function createTafsili(db: Db, companyId: number, input: TafsiliInput): TafsiliRow {
  return db.transaction((tx) => insertTafsili(tx, companyId, input));
}

export function updateTafsili(db: Db, companyId: number, id: number, input: TafsiliInput): TafsiliRow {
  return db.transaction((tx) => {
    const current = getTafsili(tx, companyId, id);
    const fields = {
      kind: input.kind,
      code: input.code ?? current.code,
      name: input.name,
      stakeholderId: input.kind === 'PERSON' ? (input.stakeholderId ?? null) : null,
      archived: input.archived ?? current.archived,
    };
    checkUnique(tx, companyId, fields, id);
    return tx.update(tafsiliAccounts).set(fields).where(eq(tafsiliAccounts.id, id)).returning().get();
  });
}

/** Deletes an unused tafsili; one that lines refer to is archived so its history stays readable. */
export function removeTafsili(db: Db, companyId: number, id: number): 'DELETED' | 'ARCHIVED' {
  return db.transaction((tx) => {
    getTafsili(tx, companyId, id);
    const used = tx
      .select({ id: voucherLines.id })
      .from(voucherLines)
      .where(and(eq(voucherLines.companyId, companyId), eq(voucherLines.tafsiliId, id)))
      .limit(1)
      .get();
    // A treasury place or partner is this tafsili: it stays (archived) with them.
    const owned =
      tx.select({ id: treasuryAccounts.id }).from(treasuryAccounts).where(eq(treasuryAccounts.tafsiliId, id)).get() ??
      tx.select({ id: treasuryPartners.id }).from(treasuryPartners).where(eq(treasuryPartners.tafsiliId, id)).get();
    if (used || owned) {
      tx.update(tafsiliAccounts).set({ archived: true }).where(eq(tafsiliAccounts.id, id)).run();
      return 'ARCHIVED';
    }
    tx.delete(tafsiliAccounts).where(eq(tafsiliAccounts.id, id)).run();
    return 'DELETED';
  });
}

/**
 * The person tafsili of a stakeholder, made on first need and renamed with it: the stakeholders' create and update
 * call it inside their own transaction, and documents call it before posting to a customer or supplier.
 */
export function ensureStakeholderTafsili(tx: Queryable, companyId: number, stakeholderId: number): TafsiliRow {
  const person = tx
    .select({ code: stakeholders.code, name: stakeholders.displayName })
    .from(stakeholders)
    .where(and(eq(stakeholders.id, stakeholderId), eq(stakeholders.companyId, companyId)))
    .get();
  if (!person) throw new DomainError('not-found', 'STAKEHOLDER_NOT_FOUND');
  const linked = tx
    .select()
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.stakeholderId, stakeholderId)))
    .get();
  if (linked) {
    if (linked.name === person.name) return linked;
    return tx
      .update(tafsiliAccounts)
      .set({ name: person.name })
      .where(eq(tafsiliAccounts.id, linked.id))
      .returning()
      .get();
  }
  const codeTaken = tx
    .select({ n: sql<number>`count(*)` })
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.code, person.code)))
    .get();
  return insertTafsili(tx, companyId, {
    kind: 'PERSON',
    code: (codeTaken?.n ?? 0) > 0 ? undefined : person.code,
    name: person.name,
    stakeholderId,
  });
}

/**
 * The person tafsilis of stakeholders just inserted together (an import): each under its stakeholder's code, or the
 * next free code when a tafsili of the company already has that code, as `ensureStakeholderTafsili` gives them.
 */
export function addStakeholderTafsilis(
  tx: Queryable,
  companyId: number,
  people: readonly { id: number; code: string; name: string }[],
): void {
  if (people.length === 0) return;
  const existing = new Set(
    tx
      .select({ code: tafsiliAccounts.code })
      .from(tafsiliAccounts)
      .where(eq(tafsiliAccounts.companyId, companyId))
      .all()
      .map(({ code }) => code),
  );
  // A code given in place of a taken one must not be another of these people's own codes either.
  const reserved = new Set([...existing, ...people.map(({ code }) => code)]);
  let next = Number(nextCode(tx, tafsiliTable, companyId));
  const rows = people.map(({ id, code, name }) => {
    let own = code;
    if (existing.has(code)) {
      while (reserved.has(String(next))) next++;
      own = String(next);
      reserved.add(own);
    }
    existing.add(own);
    return { companyId, kind: 'PERSON' as const, code: own, name, stakeholderId: id, archived: false };
  });
  tx.insert(tafsiliAccounts).values(rows).run();
}
