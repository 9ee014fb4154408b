import type { InvoiceKind, PaymentMethod } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Queryable } from '@daftar/db/client';
import type { InvoicePaymentRow, InvoiceRow } from '@daftar/db/schema/invoices';
import { DomainError } from '../errors.ts';
import type { DefaultAccountField } from '@daftar/contracts/endpoints/accounting-settings';
import { type AccountingSettings, getAccountingSettings } from '../accounting/settings.ts';
import { ensureStakeholderTafsili } from '../accounting/tafsili.ts';
import type { VoucherLineInput } from '../accounting/voucher-lines.ts';

/** The documents' names in the journal (`vouchers.source_type`); with the row's id they find its voucher. */
export const invoiceSource = 'INVOICE';
export const paymentSource = 'INVOICE_PAYMENT';
export const returnSource = 'INVOICE_RETURN';

/** The settings' account behind each field, or 409 INVOICE_ACCOUNTS_MISSING naming the fields that are not set. */
function requireAccounts<F extends DefaultAccountField>(settings: AccountingSettings, fields: F[]): Record<F, number> {
  const missing = fields.filter((field) => settings[field] === null);
  if (missing.length > 0) {
    throw new DomainError(
      'conflict',
      'INVOICE_ACCOUNTS_MISSING',
      missing.map((field) => ({ path: `settings.${field}`, message: 'INVOICE_ACCOUNTS_MISSING' })),
    );
  }
  return Object.fromEntries(fields.map((field) => [field, settings[field]])) as Record<F, number>;
}

const debit = (accountId: number, amount: number, tafsiliId: number | null = null): VoucherLineInput => ({
  accountId,
  tafsiliId,
  debit: amount,
  credit: 0,
});
const credit = (accountId: number, amount: number, tafsiliId: number | null = null): VoucherLineInput => ({
  accountId,
  tafsiliId,
  debit: 0,
  credit: amount,
});
const swap = (line: VoucherLineInput): VoucherLineInput => ({ ...line, debit: line.credit, credit: line.debit });
const nonZero = (line: VoucherLineInput) => line.debit > 0 || line.credit > 0;

type PostedInvoice = Pick<InvoiceRow, 'kind' | 'grandTotal' | 'vatTotal'>;

/**
 * A sell invoice debits receivables (the customer's tafsili, `party`) with the grand total and credits sales with
 * the amount before VAT (subtotal − invoice discount + shipping + other additions) and VAT payable with the VAT. A
 * purchase is the mirror: purchases and VAT receivable debited, payables (the supplier's tafsili) credited. Zero
 * lines are left out. Pure: the domain and the seed give it the settings and the party's tafsili.
 */
export function invoicePostingLines(
  settings: AccountingSettings,
  invoice: PostedInvoice,
  party: number,
): VoucherLineInput[] {
  const beforeVat = invoice.grandTotal - invoice.vatTotal;
  if (invoice.kind === 'SELL') {
    const a = requireAccounts(settings, ['receivablesAccountId', 'salesAccountId', 'vatPayableAccountId']);
    return [
      debit(a.receivablesAccountId, invoice.grandTotal, party),
      credit(a.salesAccountId, beforeVat),
      credit(a.vatPayableAccountId, invoice.vatTotal),
    ].filter(nonZero);
  }
  const a = requireAccounts(settings, ['payablesAccountId', 'purchasesAccountId', 'vatReceivableAccountId']);
  return [
    debit(a.purchasesAccountId, beforeVat),
    debit(a.vatReceivableAccountId, invoice.vatTotal),
    credit(a.payablesAccountId, invoice.grandTotal, party),
  ].filter(nonZero);
}

/**
 * A return reverses the returned lines. Sell: sales returns debited with the net (lines less the discount's share)
 * and VAT payable with the VAT, receivables (the customer's tafsili) credited with the total. Purchase: payables
 * (the supplier's tafsili) debited, purchases (there is no purchase-returns account in the settings) and VAT
 * receivable credited. Pure, like the invoice's.
 */
export function returnPostingLines(
  settings: AccountingSettings,
  kind: 'SELL' | 'PURCHASE',
  figures: { net: number; vat: number; total: number },
  party: number,
): VoucherLineInput[] {
  if (kind === 'SELL') {
    const a = requireAccounts(settings, ['receivablesAccountId', 'salesReturnsAccountId', 'vatPayableAccountId']);
    return [
      debit(a.salesReturnsAccountId, figures.net),
      debit(a.vatPayableAccountId, figures.vat),
      credit(a.receivablesAccountId, figures.total, party),
    ].filter(nonZero);
  }
  const a = requireAccounts(settings, ['payablesAccountId', 'purchasesAccountId', 'vatReceivableAccountId']);
  return [
    debit(a.payablesAccountId, figures.total, party),
    credit(a.purchasesAccountId, figures.net),
    credit(a.vatReceivableAccountId, figures.vat),
  ].filter(nonZero);
}

export function returnVoucherLines(
  tx: Queryable,
  invoice: Pick<InvoiceRow, 'companyId' | 'stakeholderId'>,
  kind: 'SELL' | 'PURCHASE',
  figures: { net: number; vat: number; total: number },
): VoucherLineInput[] {
  const party = ensureStakeholderTafsili(tx, invoice.companyId, invoice.stakeholderId).id;
  return returnPostingLines(getAccountingSettings(tx, invoice.companyId), kind, figures, party);
}

/** Cash goes through the cash account; a bank transfer, a card and (until cheques have their own) a cheque the bank. */
const moneyAccount: Record<PaymentMethod, 'cashAccountId' | 'bankAccountId'> = {
  CASH: 'cashAccountId',
  BANK: 'bankAccountId',
  CARD: 'bankAccountId',
  CHEQUE: 'bankAccountId',
};

/** The account a payment without a payment method goes through: the settings' cash or bank account. */
export function settingsMoneyAccountId(settings: AccountingSettings, method: PaymentMethod): number {
  const field = moneyAccount[method];
  return requireAccounts(settings, [field])[field];
}

/**
 * A payment received on a sell invoice debits the money account it went through (the payment method's, else the
 * settings' cash or bank; its tafsili when given) and credits receivables (the customer's tafsili); a payment made
 * on a purchase debits payables and credits the money account.
 */
export function paymentPostingLines(
  settings: AccountingSettings,
  kind: InvoiceKind,
  payment: Pick<InvoicePaymentRow, 'method' | 'amount' | 'tafsiliId' | 'accountId'>,
  party: number,
): VoucherLineInput[] {
  const partyField = kind === 'SELL' ? 'receivablesAccountId' : 'payablesAccountId';
  const a = requireAccounts(settings, [partyField]);
  const money = payment.accountId ?? settingsMoneyAccountId(settings, payment.method);
  const received = [debit(money, payment.amount, payment.tafsiliId), credit(a[partyField], payment.amount, party)];
  return kind === 'SELL' ? received : received.map(swap);
}

/** The invoice's voucher lines, with the company's settings and the party's tafsili (made on first need). */
export function invoiceVoucherLines(tx: Queryable, invoice: InvoiceRow): VoucherLineInput[] {
  const party = ensureStakeholderTafsili(tx, invoice.companyId, invoice.stakeholderId).id;
  return invoicePostingLines(getAccountingSettings(tx, invoice.companyId), invoice, party);
}

export function paymentVoucherLines(
  tx: Queryable,
  invoice: Pick<InvoiceRow, 'companyId' | 'kind' | 'stakeholderId'>,
  payment: Pick<InvoicePaymentRow, 'method' | 'amount' | 'tafsiliId' | 'accountId'>,
): VoucherLineInput[] {
  const party = ensureStakeholderTafsili(tx, invoice.companyId, invoice.stakeholderId).id;
  return paymentPostingLines(getAccountingSettings(tx, invoice.companyId), invoice.kind, payment, party);
}

const kindWords: Record<InvoiceKind, string> = {
  SELL: 'فاکتور فروش',
  PURCHASE: 'فاکتور خرید',
  ESTIMATE: 'پیش‌فاکتور',
};

/** The voucher's description: the document and its party, in the books' language. */
export function invoiceDescription(
  invoice: Pick<InvoiceRow, 'kind' | 'stakeholderName'>,
  number: string | null,
): string {
  return `${kindWords[invoice.kind]} ${number ?? ''} — ${invoice.stakeholderName}`.replace(/\s+/g, ' ');
}

export function returnDescription(
  invoice: Pick<InvoiceRow, 'kind' | 'stakeholderName'>,
  returnNumber: number,
  number: string | null,
): string {
  return `مرجوعی ${returnNumber} از ${invoiceDescription(invoice, number)}`;
}

export function paymentDescription(
  invoice: Pick<InvoiceRow, 'kind' | 'stakeholderName'>,
  number: string | null,
): string {
  const words = invoice.kind === 'SELL' ? 'دریافت بابت' : 'پرداخت بابت';
  return `${words} ${invoiceDescription(invoice, number)}`;
}
