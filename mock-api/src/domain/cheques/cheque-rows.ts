import {
  type Cheque,
  type ChequeStep,
  type ChequeSummary,
  chequeActionsByState,
} from '@daftar/contracts/endpoints/cheques-schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { type ChequeRow, type ChequeStepRow, chequeSteps, cheques } from '@daftar/db/schema/cheques';
import { invoicePayments, invoices } from '@daftar/db/schema/invoices';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { documentVoucher } from '../accounting/posting.ts';
import { paymentSource } from '../invoices/invoice-posting.ts';
import { findCompanyRecord } from '../list-page.ts';
import { chequeStepSource } from './cheque-posting.ts';

export function findChequeRow(db: Queryable, companyId: number, id: number): ChequeRow {
  return findCompanyRecord(db, cheques, companyId, id, 'CHEQUE_NOT_FOUND');
}

type Named = { id: number; name: string };

function namesOf(db: Queryable, table: 'tafsili' | 'stakeholders', ids: (number | null)[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows =
    table === 'tafsili'
      ? db
          .select({ id: tafsiliAccounts.id, name: tafsiliAccounts.name })
          .from(tafsiliAccounts)
          .where(inArray(tafsiliAccounts.id, wanted))
          .all()
      : db
          .select({ id: stakeholders.id, name: stakeholders.displayName })
          .from(stakeholders)
          .where(inArray(stakeholders.id, wanted))
          .all();
  return new Map(rows.map((row) => [row.id, row.name]));
}

const named = (names: Map<number, string>, id: number | null): Named | null =>
  id === null ? null : { id, name: names.get(id) ?? '' };

/** The people and banks some cheques or steps name, each read once for them all. */
function partiesOf(db: Queryable, rows: { stakeholderId: number | null; bankTafsiliId: number | null }[]) {
  const people = namesOf(
    db,
    'stakeholders',
    rows.map((row) => row.stakeholderId),
  );
  const banks = namesOf(
    db,
    'tafsili',
    rows.map((row) => row.bankTafsiliId),
  );
  return {
    person: (id: number | null) => named(people, id),
    bank: (id: number | null) => named(banks, id),
  };
}

/** A page of cheques as the list shows them, with their people's and banks' names and their invoices. */
export function toChequeSummaries(db: Queryable, rows: ChequeRow[]): ChequeSummary[] {
  const parties = partiesOf(db, rows);
  const paymentIds = rows.map((row) => row.invoicePaymentId).filter((id): id is number => id !== null);
  const invoicesOf = new Map(
    paymentIds.length === 0
      ? []
      : db
          .select({ paymentId: invoicePayments.id, id: invoices.id, prefix: invoices.prefix, number: invoices.number })
          .from(invoicePayments)
          .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
          .where(inArray(invoicePayments.id, paymentIds))
          .all()
          .map((row) => [row.paymentId, row] as const),
  );
  return rows.map((row) => {
    const invoice = row.invoicePaymentId === null ? undefined : invoicesOf.get(row.invoicePaymentId);
    return {
      id: row.id,
      direction: row.direction,
      state: row.state,
      sayadId: row.sayadId,
      serial: row.serial,
      bankName: row.bankName,
      branch: row.branch,
      drawerName: row.drawerName,
      drawerNationalId: row.drawerNationalId,
      amount: row.amount,
      dueDate: row.dueDate,
      date: row.date,
      description: row.description,
      stakeholder: parties.person(row.stakeholderId) ?? { id: row.stakeholderId, name: '' },
      bank: parties.bank(row.bankTafsiliId),
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.number == null ? null : `${invoice.prefix ?? ''}${invoice.number}`,
      chequeBookId: row.chequeBookId,
      leaf: row.leaf,
      createdAt: row.createdAt,
    };
  });
}

export function stepsOf(db: Queryable, chequeId: number): ChequeStepRow[] {
  return db.select().from(chequeSteps).where(eq(chequeSteps.chequeId, chequeId)).orderBy(asc(chequeSteps.id)).all();
}

/** The steps that stand (not undone), oldest first. */
export const standing = (steps: ChequeStepRow[]) => steps.filter((step) => step.undoneAt === null);

/** The document whose voucher a step is: its own, or for a receipt or issue on an invoice payment the payment's. */
export function stepDocument(cheque: ChequeRow, step: ChequeStepRow) {
  const onPayment = (step.kind === 'RECEIVE' || step.kind === 'ISSUE') && cheque.invoicePaymentId !== null;
  return onPayment
    ? { sourceType: paymentSource, sourceId: cheque.invoicePaymentId as number }
    : { sourceType: chequeStepSource, sourceId: step.id };
}

function toSteps(db: Queryable, cheque: ChequeRow, rows: ChequeStepRow[]): ChequeStep[] {
  const parties = partiesOf(db, rows);
  return rows.map((row) => {
    const voucher =
      row.undoneAt === null
        ? documentVoucher(db, { companyId: cheque.companyId, ...stepDocument(cheque, row) })
        : undefined;
    return {
      id: row.id,
      kind: row.kind,
      date: row.date,
      fromState: row.fromState,
      toState: row.toState,
      bank: parties.bank(row.bankTafsiliId),
      stakeholder: parties.person(row.stakeholderId),
      reason: row.reason,
      undoneAt: row.undoneAt,
      voucherId: voucher?.id ?? null,
      voucherNumber: voucher?.number ?? null,
    };
  });
}

/** A cheque with its steps and what may be done to it now. */
export function toCheque(db: Queryable, row: ChequeRow): Cheque {
  const [summary] = toChequeSummaries(db, [row]);
  if (!summary) throw new Error('toCheque: no summary');
  const steps = stepsOf(db, row.id);
  const undoable = standing(steps).length > 1;
  return {
    ...summary,
    steps: toSteps(db, row, steps),
    actions: [...chequeActionsByState[row.state], ...(undoable ? (['UNDO'] as const) : [])],
  };
}

export function getCheque(db: Queryable, companyId: number, id: number): Cheque {
  return toCheque(db, findChequeRow(db, companyId, id));
}
