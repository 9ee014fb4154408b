import { sql } from 'drizzle-orm';
import { check, index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { tafsiliAccounts } from './accounting-chart.ts';
import { companyTable } from './companies.ts';
import { invoicePayments } from './invoices.ts';
import { stakeholders } from './stakeholders.ts';
import { authored, authoredAndUpdated } from './users.ts';
import { mayReferTo, ownedBy, positive, refersTo, timestamp } from './columns.ts';

/**
 * Cheques received from people and issued to them. A cheque is a document with a life: each step (received,
 * deposited, cleared, bounced, endorsed, returned, issued…) is a row of `cheque_steps` posting its own voucher, and
 * undoing the last step reverses that voucher. The cheque's `state` is the state its last step (not undone) left.
 */
export const chequeDirections = ['RECEIVED', 'ISSUED'] as const;
/**
 * Received: IN_HAND → DEPOSITED → CLEARED, or BOUNCED (back in hand) / RETURNED; IN_HAND → ENDORSED or RETURNED.
 * Issued: ISSUED → CLEARED, or CANCELLED (returned by the payee). CLEARED, ENDORSED, RETURNED and CANCELLED are final.
 */
export const chequeStates = [
  'IN_HAND',
  'DEPOSITED',
  'CLEARED',
  'BOUNCED',
  'ENDORSED',
  'RETURNED',
  'ISSUED',
  'CANCELLED',
] as const;
export const chequeStepKinds = [
  'RECEIVE',
  'DEPOSIT',
  'CLEAR',
  'BOUNCE',
  'ENDORSE',
  'RETURN',
  'ISSUE',
  'CANCEL',
] as const;

export type ChequeDirection = (typeof chequeDirections)[number];
export type ChequeState = (typeof chequeStates)[number];
export type ChequeStepKind = (typeof chequeStepKinds)[number];

/** A cheque book of one of the company's bank accounts: leaves `firstLeaf`..`lastLeaf` of a series. */
export const chequeBooks = companyTable(
  'cheque_books',
  {
    /** The bank account's tafsili (a treasury place of kind BANK_ACCOUNT). */
    bankTafsiliId: refersTo('bank_tafsili_id', () => tafsiliAccounts.id),
    series: text('series').notNull(),
    firstLeaf: integer('first_leaf').notNull(),
    lastLeaf: integer('last_leaf').notNull(),
    receivedDate: text('received_date'),
    description: text('description'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    index('cheque_books_bank_idx').on(table.companyId, table.bankTafsiliId),
    check('cheque_books_leaves', sql`${table.firstLeaf} > 0 and ${table.lastLeaf} >= ${table.firstLeaf}`),
  ],
);

export const cheques = companyTable(
  'cheques',
  {
    direction: text('direction', { enum: chequeDirections }).notNull(),
    state: text('state', { enum: chequeStates }).notNull(),
    /** The 16-digit Sayad id (شناسه صیاد), unique per company. */
    sayadId: text('sayad_id').notNull(),
    serial: text('serial'),
    /** The drawer's bank and branch (received); the company's own bank for an issued cheque. */
    bankName: text('bank_name'),
    branch: text('branch'),
    drawerName: text('drawer_name'),
    drawerNationalId: text('drawer_national_id'),
    amount: integer('amount').notNull(),
    dueDate: text('due_date').notNull(),
    /** The date it was received or issued (its first step). */
    date: text('date').notNull(),
    description: text('description'),
    /** Whom it came from (received) or was given to (issued). */
    stakeholderId: refersTo('stakeholder_id', () => stakeholders.id),
    /** The invoice payment it was received or given on; its voucher is the cheque's first step's. */
    invoicePaymentId: mayReferTo('invoice_payment_id', () => invoicePayments.id, 'set null'),
    /** The company's bank account it is deposited at (received) or drawn on (issued). */
    bankTafsiliId: mayReferTo('bank_tafsili_id', () => tafsiliAccounts.id),
    chequeBookId: mayReferTo('cheque_book_id', () => chequeBooks.id),
    leaf: integer('leaf'),
    ...authoredAndUpdated(),
  },
  (table) => [
    uniqueIndex('cheques_company_sayad_unique').on(table.companyId, table.sayadId),
    index('cheques_company_direction_due_idx').on(table.companyId, table.direction, table.dueDate, table.id),
    index('cheques_stakeholder_idx').on(table.stakeholderId),
    index('cheques_payment_idx').on(table.invoicePaymentId),
    positive('cheques_amount_positive', table.amount),
  ],
);

/** One step of a cheque's life, in order; its voucher is the document `CHEQUE_STEP`/id (a receipt on an invoice: the payment's). */
export const chequeSteps = companyTable(
  'cheque_steps',
  {
    chequeId: ownedBy('cheque_id', () => cheques.id),
    kind: text('kind', { enum: chequeStepKinds }).notNull(),
    date: text('date').notNull(),
    fromState: text('from_state', { enum: chequeStates }),
    toState: text('to_state', { enum: chequeStates }).notNull(),
    /** The bank account deposited at (DEPOSIT), the person endorsed to (ENDORSE). */
    bankTafsiliId: mayReferTo('bank_tafsili_id', () => tafsiliAccounts.id),
    stakeholderId: mayReferTo('stakeholder_id', () => stakeholders.id),
    reason: text('reason'),
    /** Set when the step was undone: its voucher removed or reversed, the cheque back in `fromState`. */
    undoneAt: text('undone_at'),
    ...authored(),
  },
  (table) => [index('cheque_steps_cheque_idx').on(table.chequeId, table.id)],
);

/** A leaf of a cheque book that is spent: used by an issued cheque or voided. Free leaves have no row. */
export const chequeLeaves = companyTable(
  'cheque_leaves',
  {
    chequeBookId: ownedBy('cheque_book_id', () => chequeBooks.id),
    leaf: integer('leaf').notNull(),
    chequeId: mayReferTo('cheque_id', () => cheques.id, 'cascade'),
    /** A voided leaf: when and why. */
    voidDate: text('void_date'),
    reason: text('reason'),
    createdAt: timestamp('created_at'),
  },
  (table) => [uniqueIndex('cheque_leaves_book_leaf_unique').on(table.chequeBookId, table.leaf)],
);

export type ChequeRow = typeof cheques.$inferSelect;
export type ChequeStepRow = typeof chequeSteps.$inferSelect;
export type ChequeBookRow = typeof chequeBooks.$inferSelect;
