import type { ChequeDirection, ChequeStepKind } from '@daftar/contracts/endpoints/cheques-schemas';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { accounts } from '@daftar/db/schema/accounting-chart';
import { DomainError } from '../errors.ts';
import { getAccountingSettings } from '../accounting/settings.ts';
import type { VoucherLineInput } from '../accounting/voucher-lines.ts';
import { treasuryLedgerAccountId } from '../treasury/treasury-ledger.ts';
import { firstId } from '../owned-row.ts';

/** The documents' name in the journal: a step's voucher is `CHEQUE_STEP`/the step's id. */
export const chequeStepSource = 'CHEQUE_STEP';

/** The moein accounts of the standard chart a cheque lives in while it is neither money nor a debt on account. */
export const notesReceivableCode = '1202';
export const chequesInCollectionCode = '1203';
export const notesPayableCode = '3102';

const missing = (path: string) =>
  new DomainError('conflict', 'CHEQUE_ACCOUNTS_MISSING', [{ path, message: 'CHEQUE_ACCOUNTS_MISSING' }]);

function chartAccount(tx: Queryable, companyId: number, code: string): number {
  const row = firstId(
    tx,
    accounts.id,
    and(eq(accounts.companyId, companyId), eq(accounts.code, code), eq(accounts.level, 'MOEIN')),
  );
  if (!row) throw missing(`chart.${code}`);
  return row.id;
}

function settingsAccount(tx: Queryable, companyId: number, field: 'receivablesAccountId' | 'payablesAccountId') {
  const id = getAccountingSettings(tx, companyId)[field];
  if (id === null) throw missing(`settings.${field}`);
  return id;
}

/** Where a cheque's amount sits: an account and its tafsili. */
export interface Leg {
  accountId: number;
  tafsiliId: number | null;
}

/** The accounts a step moves the cheque between, found on first need (a company's chart may lack one). */
export function chequeLegs(tx: Queryable, companyId: number) {
  return {
    notesReceivable: (person: number): Leg => ({
      accountId: chartAccount(tx, companyId, notesReceivableCode),
      tafsiliId: person,
    }),
    inCollection: (bank: number): Leg => ({
      accountId: chartAccount(tx, companyId, chequesInCollectionCode),
      tafsiliId: bank,
    }),
    notesPayable: (person: number): Leg => ({
      accountId: chartAccount(tx, companyId, notesPayableCode),
      tafsiliId: person,
    }),
    receivable: (person: number): Leg => ({
      accountId: settingsAccount(tx, companyId, 'receivablesAccountId'),
      tafsiliId: person,
    }),
    payable: (person: number): Leg => ({
      accountId: settingsAccount(tx, companyId, 'payablesAccountId'),
      tafsiliId: person,
    }),
    bank: (bank: number, path = 'body.bankTafsiliId'): Leg => ({
      accountId: treasuryLedgerAccountId(tx, companyId, bank, path),
      tafsiliId: bank,
    }),
  };
}

/** The step's two lines: `to` debited, `from` credited the cheque's amount. */
export function moveLines(to: Leg, from: Leg, amount: number): VoucherLineInput[] {
  return [
    { ...to, debit: amount, credit: 0 },
    { ...from, debit: 0, credit: amount },
  ];
}

/** What a step needs to post: the cheque's parties and the step's own choices. */
export interface StepPosting {
  direction: ChequeDirection;
  kind: ChequeStepKind;
  amount: number;
  /** The person tafsili of whom it came from (received) or went to (issued). */
  person: number;
  /** The bank account's tafsili: deposited at (received) or drawn on (issued). */
  bank: number | null;
  /** ENDORSE: the person it is endorsed to. */
  endorsee: number | null;
  /** BOUNCE: straight back to the drawer rather than in hand. */
  returnToDrawer: boolean;
}

const needBank = (bank: number | null): number => {
  if (bank === null) throw new DomainError('conflict', 'CHEQUE_ACTION_NOT_ALLOWED');
  return bank;
};

/**
 * Each step's voucher (docs/accounting.md's table):
 * received — notes receivable ← the person's receivable; deposited — cheques in collection (bank) ← notes
 * receivable; cleared — the bank account ← collection; bounced — notes receivable (or the person's receivable when
 * it goes back to them) ← collection; returned from hand — receivable ← notes receivable; endorsed — the endorsee's
 * payable ← notes receivable. Issued — the payee's payable ← notes payable; cleared — notes payable ← the bank
 * account; cancelled (returned by the payee) — notes payable ← payable.
 */
export function stepLines(tx: Queryable, companyId: number, step: StepPosting): VoucherLineInput[] {
  const leg = chequeLegs(tx, companyId);
  const { amount, person } = step;
  if (step.direction === 'ISSUED') {
    if (step.kind === 'ISSUE') return moveLines(leg.payable(person), leg.notesPayable(person), amount);
    if (step.kind === 'CLEAR') return moveLines(leg.notesPayable(person), leg.bank(needBank(step.bank)), amount);
    return moveLines(leg.notesPayable(person), leg.payable(person), amount);
  }
  switch (step.kind) {
    case 'RECEIVE':
      return moveLines(leg.notesReceivable(person), leg.receivable(person), amount);
    case 'DEPOSIT':
      return moveLines(leg.inCollection(needBank(step.bank)), leg.notesReceivable(person), amount);
    case 'CLEAR': {
      const bank = needBank(step.bank);
      return moveLines(leg.bank(bank), leg.inCollection(bank), amount);
    }
    case 'BOUNCE': {
      const back = step.returnToDrawer ? leg.receivable(person) : leg.notesReceivable(person);
      return moveLines(back, leg.inCollection(needBank(step.bank)), amount);
    }
    case 'RETURN':
      return moveLines(leg.receivable(person), leg.notesReceivable(person), amount);
    case 'ENDORSE':
      return moveLines(leg.payable(step.endorsee ?? person), leg.notesReceivable(person), amount);
    default:
      throw new DomainError('conflict', 'CHEQUE_ACTION_NOT_ALLOWED');
  }
}
