import type {
  Cheque,
  ChequeReceiveFields,
  ChequeState,
  ChequeStepFields,
  ChequeStepKind,
  ChequeUndoInput,
} from '@daftar/contracts/endpoints/cheques-schemas';
import { chequeActionsByState, finalChequeStates } from '@daftar/contracts/endpoints/cheques-schemas';
import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type ChequeRow, chequeSteps, cheques } from '@daftar/db/schema/cheques';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { DomainError, fieldError } from '../errors.ts';
import { cancelDocumentVoucher, postDocument } from '../accounting/posting.ts';
import { removeAttachmentsOf } from '../attachments/attachments.ts';
import { ensureStakeholderTafsili } from '../accounting/tafsili.ts';
import { treasuryTafsili } from '../treasury/treasury-ledger.ts';
import { chequeStepSource, stepLines } from './cheque-posting.ts';
import { findChequeRow, getCheque, standing, stepDocument, stepsOf } from './cheque-rows.ts';
import { firstId } from '../owned-row.ts';

/** The company's stakeholder (any role), or 400 STAKEHOLDER_NOT_FOUND at `path`. */
export function stakeholderOf(
  tx: Queryable,
  companyId: number,
  id: number,
  path: string,
): { id: number; name: string } {
  const row = tx
    .select({ id: stakeholders.id, name: stakeholders.displayName })
    .from(stakeholders)
    .where(and(eq(stakeholders.id, id), eq(stakeholders.companyId, companyId)))
    .get();
  if (!row) throw fieldError('invalid', 'STAKEHOLDER_NOT_FOUND', path);
  return row;
}

/** One of the company's bank accounts (a treasury place of kind BANK_ACCOUNT), or 400 at `path`. */
export function bankAccountOf(tx: Queryable, companyId: number, tafsiliId: number, path: string) {
  const place = treasuryTafsili(tx, companyId, tafsiliId, path);
  if (place.kind !== 'BANK_ACCOUNT') throw fieldError('invalid', 'NOT_A_BANK_ACCOUNT', path);
  return place;
}

/** A Sayad id is the cheque's identity: the company holds it once, received or issued. */
export function assertSayadFree(tx: Queryable, companyId: number, sayadId: string, path: string): void {
  const taken = firstId(tx, cheques.id, and(eq(cheques.companyId, companyId), eq(cheques.sayadId, sayadId)));
  if (taken) throw fieldError('conflict', 'SAYAD_ID_TAKEN', path);
}

/** What a cheque records alike whether received or issued: its amount, dates, description, person and payment. */
export const chequeTerms = (input: {
  amount: number;
  dueDate: string;
  date: string;
  description?: string | null;
  stakeholderId: number;
  invoicePaymentId?: number | null;
}) => ({
  amount: input.amount,
  dueDate: input.dueDate,
  date: input.date,
  description: input.description ?? null,
  stakeholderId: input.stakeholderId,
  invoicePaymentId: input.invoicePaymentId ?? null,
});

/** A cheque's first step, written with it: received into hand, or issued, on the cheque's date. */
export function insertFirstStep(tx: Queryable, cheque: ChequeRow, kind: 'RECEIVE' | 'ISSUE', userId: number | null) {
  tx.insert(chequeSteps)
    .values({
      companyId: cheque.companyId,
      chequeId: cheque.id,
      kind,
      date: cheque.date,
      toState: cheque.state,
      createdBy: userId,
    })
    .run();
}

/** What a received cheque carries, from the treasury's form or an invoice payment's. */
export interface ReceivedCheque extends Omit<ChequeReceiveFields, 'description'> {
  description?: string | null | undefined;
  invoicePaymentId?: number | null | undefined;
}

/** Writes a received cheque, in hand, and its RECEIVE step; the caller posts the voucher (its own or the payment's). */
export function insertReceivedCheque(
  tx: Queryable,
  companyId: number,
  userId: number | null,
  input: ReceivedCheque,
  sayadPath: string,
): ChequeRow {
  assertSayadFree(tx, companyId, input.sayadId, sayadPath);
  const row = tx
    .insert(cheques)
    .values({
      companyId,
      direction: 'RECEIVED',
      state: 'IN_HAND',
      sayadId: input.sayadId,
      serial: input.serial ?? null,
      bankName: input.bankName,
      branch: input.branch ?? null,
      drawerName: input.drawerName ?? null,
      drawerNationalId: input.drawerNationalId ?? null,
      ...chequeTerms(input),
      createdBy: userId,
    })
    .returning()
    .get();
  insertFirstStep(tx, row, 'RECEIVE', userId);
  return row;
}

/** A step's voucher description: the step, the cheque's serial (or Sayad id) and the person. */
export const stepDescription = (
  kind: ChequeStepKind,
  cheque: Pick<ChequeRow, 'sayadId' | 'serial'>,
  person: string,
) => {
  const words: Record<ChequeStepKind, string> = {
    RECEIVE: 'دریافت چک',
    DEPOSIT: 'واگذاری چک به بانک',
    CLEAR: 'وصول چک',
    BOUNCE: 'برگشت چک',
    ENDORSE: 'خرج چک',
    RETURN: 'عودت چک',
    ISSUE: 'صدور چک',
    CANCEL: 'ابطال چک',
  };
  return `${words[kind]} ${cheque.serial ?? cheque.sayadId} — ${person}`;
};

/** Records a cheque received directly from a person and posts notes receivable ← their receivable. */
export function receiveCheque(db: Db, companyId: number, userId: number | null, input: ChequeReceiveFields): Cheque {
  return db.transaction((tx) => {
    const person = stakeholderOf(tx, companyId, input.stakeholderId, 'body.stakeholderId');
    const tafsili = ensureStakeholderTafsili(tx, companyId, person.id).id;
    const row = insertReceivedCheque(tx, companyId, userId, input, 'body.sayadId');
    const [step] = stepsOf(tx, row.id);
    if (!step) throw new Error('receiveCheque: no step');
    postDocument(tx, {
      companyId,
      date: input.date,
      sourceType: chequeStepSource,
      sourceId: step.id,
      description: stepDescription('RECEIVE', row, person.name),
      createdBy: userId,
      lines: stepLines(tx, companyId, {
        direction: 'RECEIVED',
        kind: 'RECEIVE',
        amount: row.amount,
        person: tafsili,
        bank: null,
        endorsee: null,
        returnToDrawer: false,
      }),
    });
    return getCheque(tx, companyId, row.id);
  });
}

/** The state a step leaves the cheque in. */
function stateAfter(cheque: ChequeRow, input: ChequeStepFields): ChequeState {
  switch (input.action) {
    case 'DEPOSIT':
      return 'DEPOSITED';
    case 'CLEAR':
      return 'CLEARED';
    case 'BOUNCE':
      return input.returnToDrawer ? 'RETURNED' : 'BOUNCED';
    case 'ENDORSE':
      return 'ENDORSED';
    case 'RETURN':
      return 'RETURNED';
    case 'CANCEL':
      return cheque.direction === 'ISSUED' ? 'CANCELLED' : cheque.state;
  }
}

/** The bank account a received cheque sits at: the bank of its last deposit that stands. */
function depositedAt(tx: Queryable, chequeId: number): number | null {
  const deposits = standing(stepsOf(tx, chequeId)).filter((step) => step.kind === 'DEPOSIT');
  return deposits.at(-1)?.bankTafsiliId ?? null;
}

/** Takes a cheque one step and posts the step's voucher, in one transaction. */
export function addChequeStep(
  db: Db,
  companyId: number,
  id: number,
  userId: number | null,
  input: ChequeStepFields,
): Cheque {
  return db.transaction((tx) => {
    const cheque = findChequeRow(tx, companyId, id);
    if (finalChequeStates.includes(cheque.state)) throw new DomainError('conflict', 'CHEQUE_STATE_FINAL');
    if (!chequeActionsByState[cheque.state].includes(input.action)) {
      throw fieldError('conflict', 'CHEQUE_ACTION_NOT_ALLOWED', 'body.action');
    }
    const last = standing(stepsOf(tx, id)).at(-1);
    if (last && input.date < last.date) throw fieldError('invalid', 'CHEQUE_STEP_BEFORE_LAST', 'body.date');
    const bank =
      input.action === 'DEPOSIT'
        ? bankAccountOf(tx, companyId, input.bankTafsiliId, 'body.bankTafsiliId').id
        : cheque.direction === 'ISSUED'
          ? cheque.bankTafsiliId
          : depositedAt(tx, id);
    const endorsee =
      input.action === 'ENDORSE' ? stakeholderOf(tx, companyId, input.stakeholderId, 'body.stakeholderId') : null;
    const person = ensureStakeholderTafsili(tx, companyId, cheque.stakeholderId);
    const toState = stateAfter(cheque, input);
    const kind: ChequeStepKind = input.action;
    const step = tx
      .insert(chequeSteps)
      .values({
        companyId,
        chequeId: id,
        kind,
        date: input.date,
        fromState: cheque.state,
        toState,
        bankTafsiliId: input.action === 'DEPOSIT' ? bank : null,
        stakeholderId: endorsee?.id ?? null,
        reason: 'reason' in input ? (input.reason ?? null) : null,
        createdBy: userId,
      })
      .returning()
      .get();
    postDocument(tx, {
      companyId,
      date: input.date,
      sourceType: chequeStepSource,
      sourceId: step.id,
      description: stepDescription(kind, cheque, endorsee?.name ?? person.name),
      createdBy: userId,
      lines: stepLines(tx, companyId, {
        direction: cheque.direction,
        kind,
        amount: cheque.amount,
        person: person.id,
        bank,
        endorsee: endorsee ? ensureStakeholderTafsili(tx, companyId, endorsee.id).id : null,
        returnToDrawer: input.action === 'BOUNCE' && input.returnToDrawer,
      }),
    });
    setState(tx, cheque, toState);
    return getCheque(tx, companyId, id);
  });
}

function setState(tx: Queryable, cheque: ChequeRow, state: ChequeState): void {
  const bank = cheque.direction === 'RECEIVED' ? depositedAt(tx, cheque.id) : cheque.bankTafsiliId;
  tx.update(cheques)
    .set({ state, bankTafsiliId: bank, updatedAt: new Date().toISOString() })
    .where(eq(cheques.id, cheque.id))
    .run();
}

/**
 * Undoes the cheque's last step that stands: its temporary voucher is removed, a FINAL one reversed on `date`
 * (today unless given), and the cheque goes back to the state before it. The first step (the receipt or issue) is
 * undone with its document (the invoice payment) instead: 409 CHEQUE_NOTHING_TO_UNDO.
 */
export function undoChequeStep(
  db: Db,
  companyId: number,
  id: number,
  userId: number | null,
  input: ChequeUndoInput,
): Cheque {
  return db.transaction((tx) => {
    const cheque = findChequeRow(tx, companyId, id);
    const steps = standing(stepsOf(tx, id));
    const last = steps.at(-1);
    if (steps.length < 2 || !last || last.fromState === null)
      throw new DomainError('conflict', 'CHEQUE_NOTHING_TO_UNDO');
    cancelDocumentVoucher(tx, { companyId, ...stepDocument(cheque, last) }, input.date, userId);
    tx.update(chequeSteps).set({ undoneAt: new Date().toISOString() }).where(eq(chequeSteps.id, last.id)).run();
    setState(tx, cheque, last.fromState);
    return getCheque(tx, companyId, id);
  });
}

/**
 * An invoice payment by cheque is being removed: its cheque goes with it while nothing happened to it after the
 * receipt (the payment's voucher is the receipt's), its attached photos too; otherwise 409 CHEQUE_HAS_STEPS (undo
 * them first).
 */
export function removeChequeOfPayment(tx: Queryable, companyId: number, paymentId: number): void {
  const cheque = tx
    .select()
    .from(cheques)
    .where(and(eq(cheques.companyId, companyId), eq(cheques.invoicePaymentId, paymentId)))
    .get();
  if (!cheque) return;
  if (standing(stepsOf(tx, cheque.id)).length > 1) throw new DomainError('conflict', 'CHEQUE_HAS_STEPS');
  removeAttachmentsOf(tx, { companyId, kind: 'CHEQUE', id: cheque.id });
  tx.delete(cheques).where(eq(cheques.id, cheque.id)).run();
}
