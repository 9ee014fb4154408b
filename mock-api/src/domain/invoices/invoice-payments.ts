import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { latinSerial } from '@daftar/contracts/endpoints/cheques-schemas';
import {
  type Invoice,
  type invoicePaymentInputSchema,
  paymentMethodKindOf,
} from '@daftar/contracts/endpoints/invoices-schemas';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { type InvoiceRow, invoicePayments } from '@daftar/db/schema/invoices';
import { paymentMethods } from '@daftar/db/schema/payment-methods';
import { DomainError } from '../errors.ts';
import { findOwnedRow, ownedRow, firstId } from '../owned-row.ts';
import { postDocument, reverseDocumentVoucher } from '../accounting/posting.ts';
import { getAccountingSettings } from '../accounting/settings.ts';
import { ensureStakeholderTafsili } from '../accounting/tafsili.ts';
import { chequeLegs } from '../cheques/cheque-posting.ts';
import { insertIssuedCheque } from '../cheques/cheque-issue.ts';
import { insertReceivedCheque, removeChequeOfPayment } from '../cheques/cheques.ts';
import { paymentDescription, paymentSource, paymentVoucherLines, settingsMoneyAccountId } from './invoice-posting.ts';
import { displayNumberOf, findInvoiceRow, inTransaction, owedOf, toInvoice } from './invoice-rows.ts';
import { paidStatus, setInvoice } from './invoices.ts';
import { tehranToday } from '../clock/tehran-day.ts';

type InvoicePaymentInput = z.output<typeof invoicePaymentInputSchema>;

/** Payments go to issued invoices that are not cancelled; an estimate takes none. */
function assertTakesPayments(invoice: InvoiceRow): void {
  if (invoice.kind === 'ESTIMATE') throw new DomainError('conflict', 'ESTIMATE_TAKES_NO_PAYMENTS');
  if (invoice.status === 'DRAFT') throw new DomainError('conflict', 'INVOICE_NOT_ISSUED');
  if (invoice.status === 'CANCELLED') throw new DomainError('conflict', 'INVOICE_CANCELLED');
}

function refuseBadPayment(tx: Queryable, invoice: InvoiceRow, input: InvoicePaymentInput): void {
  if (input.date < invoice.issueDate) {
    throw new DomainError('invalid', 'PAYMENT_BEFORE_INVOICE', [
      { path: 'body.date', message: 'PAYMENT_BEFORE_INVOICE' },
    ]);
  }
  if (input.tafsiliId) {
    const found = firstId(
      tx,
      tafsiliAccounts.id,
      and(eq(tafsiliAccounts.id, input.tafsiliId), eq(tafsiliAccounts.companyId, invoice.companyId)),
    );
    if (!found)
      throw new DomainError('invalid', 'TAFSILI_NOT_FOUND', [{ path: 'body.tafsiliId', message: 'TAFSILI_NOT_FOUND' }]);
  }
  if (input.amount > invoice.balanceDue) {
    throw new DomainError('conflict', 'PAYMENT_ABOVE_BALANCE_DUE', [
      { path: 'body.amount', message: 'PAYMENT_ABOVE_BALANCE_DUE' },
    ]);
  }
}

const methodRefused = (message: string) =>
  new DomainError('invalid', message, [{ path: 'body.paymentMethodId', message }]);

/**
 * Where the money goes: a payment method (the company's, active, of the payment's kind) gives its account and
 * tafsili; without one, the settings' cash or bank account and the tafsili given.
 */
function moneyOf(
  tx: Queryable,
  companyId: number,
  input: InvoicePaymentInput,
): { paymentMethodId: number | null; accountId: number; tafsiliId: number | null } {
  if (!input.paymentMethodId) {
    const accountId = settingsMoneyAccountId(getAccountingSettings(tx, companyId), input.method);
    return { paymentMethodId: null, accountId, tafsiliId: input.tafsiliId ?? null };
  }
  const method = ownedRow(tx, paymentMethods, [paymentMethods.companyId, companyId], input.paymentMethodId);
  if (!method) throw methodRefused('PAYMENT_METHOD_NOT_FOUND');
  if (!method.active) throw methodRefused('PAYMENT_METHOD_INACTIVE');
  if (method.kind !== paymentMethodKindOf[input.method]) throw methodRefused('PAYMENT_METHOD_KIND_MISMATCH');
  return { paymentMethodId: method.id, accountId: method.accountId, tafsiliId: method.tafsiliId };
}

/**
 * The invoice's paid, balance due and status after its payments changed by `change`. Once lines came back the
 * status says so (PARTLY_RETURNED, RETURNED) whatever is paid; the balance due tells the money.
 */
function repaid(tx: Queryable, invoice: InvoiceRow, change: number): InvoiceRow {
  const paid = invoice.paid + change;
  const returned = invoice.status === 'PARTLY_RETURNED' || invoice.status === 'RETURNED';
  return setInvoice(tx, invoice.id, {
    paid,
    balanceDue: owedOf({ ...invoice, paid }),
    status: returned ? invoice.status : paidStatus(invoice.grandTotal - invoice.returned, paid),
  });
}

/**
 * A cheque is not money yet. One received on a sale posts to notes receivable (the customer's tafsili) and is
 * recorded in hand, its receipt's voucher the payment's; one given on a purchase posts to notes payable (the
 * supplier's tafsili) and is recorded issued from the leaf given, its issue's voucher the payment's. The payment
 * method, when given, is kept.
 */
function chequeMoney(
  tx: Queryable,
  invoice: InvoiceRow,
  input: InvoicePaymentInput,
  money: ReturnType<typeof moneyOf>,
): ReturnType<typeof moneyOf> {
  const received = invoice.kind === 'SELL';
  if (received ? !input.cheque : !input.issuedCheque) {
    const path = received ? 'body.cheque.sayadId' : 'body.issuedCheque.chequeBookId';
    throw new DomainError('invalid', 'CHEQUE_DETAILS_REQUIRED', [{ path, message: 'CHEQUE_DETAILS_REQUIRED' }]);
  }
  const party = ensureStakeholderTafsili(tx, invoice.companyId, invoice.stakeholderId).id;
  const legs = chequeLegs(tx, invoice.companyId);
  return { ...money, ...(received ? legs.notesReceivable(party) : legs.notesPayable(party)) };
}

/**
 * Records a payment and posts its own voucher to the money account it went through (`moneyOf`), in one transaction
 * with the invoice's new balance; a cheque received on a sale goes to notes receivable and into the cheques.
 */
export function addInvoicePayment(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: InvoicePaymentInput,
): Invoice {
  return inTransaction(db, (tx) => {
    const invoice = findInvoiceRow(tx, companyId, id);
    assertTakesPayments(invoice);
    refuseBadPayment(tx, invoice, input);
    const chequeReceived = invoice.kind === 'SELL' && input.method === 'CHEQUE';
    const chequeIssued = invoice.kind === 'PURCHASE' && input.method === 'CHEQUE';
    const money =
      chequeReceived || chequeIssued
        ? chequeMoney(tx, invoice, input, moneyOf(tx, companyId, input))
        : moneyOf(tx, companyId, input);
    const payment = tx
      .insert(invoicePayments)
      .values({
        invoiceId: id,
        companyId,
        date: input.date,
        method: input.method,
        amount: input.amount,
        ...money,
        reference: input.reference || null,
        chequeDueDate: input.chequeDueDate ?? null,
        notes: input.notes || null,
        createdBy: userId,
      })
      .returning()
      .get();
    const voucher = postDocument(tx, {
      companyId,
      date: payment.date,
      sourceType: paymentSource,
      sourceId: payment.id,
      description: paymentDescription(invoice, displayNumberOf(invoice)),
      lines: paymentVoucherLines(tx, invoice, payment),
      createdBy: userId,
    });
    tx.update(invoicePayments).set({ voucherId: voucher.id }).where(eq(invoicePayments.id, payment.id)).run();
    // The cheque's party, dates, amount and note are the payment's, received or given.
    const ofPayment = (dueDate: string) => ({
      stakeholderId: invoice.stakeholderId,
      date: payment.date,
      dueDate,
      amount: payment.amount,
      description: input.notes || null,
      invoicePaymentId: payment.id,
    });
    if (chequeReceived && input.cheque && input.chequeDueDate) {
      const paper = input.cheque;
      insertReceivedCheque(
        tx,
        companyId,
        userId,
        {
          ...paper,
          serial: paper.serial || (input.reference ? latinSerial(input.reference) : null),
          ...ofPayment(input.chequeDueDate),
        },
        'body.cheque.sayadId',
      );
    }
    if (chequeIssued && input.issuedCheque && input.chequeDueDate) {
      insertIssuedCheque(
        tx,
        companyId,
        userId,
        { ...input.issuedCheque, ...ofPayment(input.chequeDueDate) },
        {
          book: 'body.issuedCheque.chequeBookId',
          leaf: 'body.issuedCheque.leaf',
          sayad: 'body.issuedCheque.sayadId',
        },
      );
    }
    return toInvoice(tx, repaid(tx, invoice, payment.amount));
  });
}

/** Removes a payment: its temporary voucher goes, a FINAL one is reversed by a voucher dated today. */
export function removeInvoicePayment(
  db: Queryable,
  companyId: number,
  id: number,
  paymentId: number,
  userId: number | null,
): Invoice {
  return inTransaction(db, (tx) => {
    const invoice = findInvoiceRow(tx, companyId, id);
    const payment = findOwnedRow(tx, invoicePayments, [invoicePayments.invoiceId, id], paymentId, 'PAYMENT_NOT_FOUND');
    removeChequeOfPayment(tx, companyId, payment.id);
    reverseDocumentVoucher(tx, {
      companyId,
      sourceType: paymentSource,
      sourceId: payment.id,
      date: tehranToday(),
      createdBy: userId,
    });
    tx.delete(invoicePayments).where(eq(invoicePayments.id, payment.id)).run();
    return toInvoice(tx, repaid(tx, invoice, -payment.amount));
  });
}
