import {
  type Invoice,
  type InvoiceInput,
  type InvoiceKind,
  invoiceInputSchema,
} from '@daftar/contracts/endpoints/invoices-schemas';
import type { Item } from '@daftar/contracts/endpoints/items';
import { type InvoiceTotals, invoiceTotals, type LineFigures } from '@daftar/contracts/invoices/totals';
import type { Language } from '@daftar/contracts/schemas/common';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import type { Chosen } from './invoice-pickers.tsx';

/**
 * The invoice editor's model: figures are the text as typed (grouped, Persian digits in fa), the party and a line's
 * item may be unset while the invoice is filled in. Blank lines (nothing entered) are left out of what is sent, and
 * an error of sent line k is shown on the k-th non-blank row (`sentIndex`), the row the server's `lines.k` names.
 * The totals come from the contract's shared module, the same the server stores and posts.
 */
export interface InvoiceLineDraft {
  /** A stable React key for the row. */
  key: number;
  item: Chosen | null;
  unit: string;
  /** The item's rate when it was chosen (or the line's stored rate). */
  vatRate: number;
  description: string;
  quantity: string;
  unitPrice: string;
  discountType: 'AMOUNT' | 'PERCENT';
  discountValue: string;
}

export interface InvoiceFormValues {
  party: Chosen | null;
  issueDate: string;
  /** '' for none. */
  dueDate: string;
  lines: InvoiceLineDraft[];
  discount: string;
  shipping: string;
  otherAdditions: string;
  notes: string;
  /** A sale's e-invoice (Moadian) type and pattern as chosen: '' for none. */
  einvoiceType: string;
  einvoicePattern: string;
}

let nextKey = 1;
export function emptyLine(): InvoiceLineDraft {
  nextKey += 1;
  return {
    key: nextKey,
    item: null,
    unit: '',
    vatRate: 0,
    description: '',
    quantity: '',
    unitPrice: '',
    discountType: 'AMOUNT',
    discountValue: '',
  };
}

export function newInvoiceValues(date: string): InvoiceFormValues {
  return {
    party: null,
    issueDate: date,
    dueDate: '',
    lines: [emptyLine()],
    discount: '',
    shipping: '',
    otherAdditions: '',
    notes: '',
    einvoiceType: '',
    einvoicePattern: '',
  };
}

/** A decimal as typed (Persian digits, ٫ or . as the point) → a number; '' → undefined; anything else → NaN. */
export function parseDecimal(text: string): number | undefined {
  const plain = toLatinDigits(text)
    .replace(/[٫/]/g, '.')
    .replace(/[,\u066C\s]/g, '');
  if (plain === '') return undefined;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A decimal shown in the page's digits, with the language's decimal point. */
export function decimalText(value: number, language: Language): string {
  const text = String(value);
  return language === 'fa' ? localDigits(text, language).replace('.', '٫') : text;
}

const amountText = (rials: number, language: Language) => (rials > 0 ? formatAmount(rials, language) : '');

/** A saved invoice as the editor shows it (edit), or as the start of a new one dated `date` (copy). */
export function invoiceValues(invoice: Invoice, language: Language, date = invoice.issueDate): InvoiceFormValues {
  const copying = date !== invoice.issueDate;
  return {
    party: {
      id: invoice.stakeholderId,
      label: `${localDigits(invoice.stakeholderCode, language)} ${invoice.stakeholderName}`,
    },
    issueDate: date,
    dueDate: copying ? '' : (invoice.dueDate ?? ''),
    lines: invoice.lines.map((line) => ({
      ...emptyLine(),
      item: { id: line.itemId, label: `${localDigits(line.itemCode, language)} ${line.itemName}` },
      unit: line.unit,
      vatRate: line.vatRate,
      description: line.description ?? '',
      quantity: decimalText(line.quantity, language),
      unitPrice: formatAmount(line.unitPrice, language),
      discountType: line.discountType,
      discountValue:
        line.discountType === 'PERCENT'
          ? decimalText(line.discountValue, language)
          : amountText(line.discountValue, language),
    })),
    discount: amountText(invoice.discount, language),
    shipping: amountText(invoice.shipping, language),
    otherAdditions: amountText(invoice.otherAdditions, language),
    notes: invoice.notes ?? '',
    einvoiceType: invoice.einvoiceType === null ? '' : String(invoice.einvoiceType),
    einvoicePattern: invoice.einvoicePattern === null ? '' : String(invoice.einvoicePattern),
  };
}

/** A line once its item is chosen: its unit, VAT rate and price (sale or purchase), one of it unless typed. */
export function withItem(line: InvoiceLineDraft, item: Item, kind: InvoiceKind, language: Language): InvoiceLineDraft {
  const price = kind === 'PURCHASE' ? item.purchasePrice : item.salePrice;
  return {
    ...line,
    item: { id: item.id, label: `${localDigits(item.code, language)} ${item.name}` },
    unit: item.unit,
    vatRate: item.vatApplicable ? item.vatRate : 0,
    quantity: line.quantity || decimalText(1, language),
    unitPrice: price === null ? line.unitPrice : formatAmount(price, language),
  };
}

export const isBlankLine = (line: InvoiceLineDraft) =>
  line.item === null && !line.quantity.trim() && !line.unitPrice.trim() && !line.discountValue.trim();

/** The index a row's line has in what is sent (blank rows are skipped), or null for a blank row. */
export function sentIndex(lines: readonly InvoiceLineDraft[], row: number): number | null {
  const line = lines[row];
  if (!line || isBlankLine(line)) return null;
  return lines.slice(0, row).filter((other) => !isBlankLine(other)).length;
}

const discountOf = (line: InvoiceLineDraft) =>
  (line.discountType === 'PERCENT' ? parseDecimal(line.discountValue) : parseAmount(line.discountValue)) ?? 0;

/** A line as the contract's totals read it; what does not parse yet counts as nothing. */
function lineFigures(line: InvoiceLineDraft): LineFigures {
  const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : 0);
  return {
    quantity: finite(parseDecimal(line.quantity)),
    unitPrice: finite(parseAmount(line.unitPrice)),
    discountType: line.discountType,
    discountValue: finite(discountOf(line)),
    vatRate: line.vatRate,
  };
}

const rials = (text: string) => {
  const value = parseAmount(text);
  return value !== undefined && Number.isFinite(value) ? value : 0;
};

/** The live figures of the form (blank lines count as nothing), from the shared totals module. */
export function formTotals(values: InvoiceFormValues): InvoiceTotals {
  return invoiceTotals({
    lines: values.lines.map(lineFigures),
    discount: rials(values.discount),
    shipping: rials(values.shipping),
    otherAdditions: rials(values.otherAdditions),
  });
}

/** What the editor sends, checked by the contract's schema: its codes land under the same fields as the server's. */
export function checkInvoice(values: InvoiceFormValues): FormCheck<InvoiceInput> {
  const lines = values.lines.filter((line) => !isBlankLine(line));
  const amount = (text: string) => parseAmount(text) ?? 0;
  const input = {
    stakeholderId: values.party?.id,
    issueDate: values.issueDate,
    dueDate: values.dueDate || null,
    lines: lines.map((line) => ({
      itemId: line.item?.id,
      description: line.description.trim() || null,
      quantity: parseDecimal(line.quantity) ?? Number.NaN,
      unitPrice: parseAmount(line.unitPrice) ?? Number.NaN,
      discountType: line.discountType,
      discountValue: discountOf(line),
      vatRate: line.vatRate,
    })),
    discount: amount(values.discount),
    shipping: amount(values.shipping),
    otherAdditions: amount(values.otherAdditions),
    notes: values.notes.trim() || null,
    einvoiceType: values.einvoiceType === '' ? null : Number(values.einvoiceType),
    einvoicePattern: values.einvoicePattern === '' ? null : Number(values.einvoicePattern),
  };
  // Left out (no party, no item) is what the schema says is missing; the input type wants them present.
  return checkInput(invoiceInputSchema, input as InvoiceInput);
}
