import type { Invoice, InvoiceLine } from '@daftar/contracts/endpoints/invoices-schemas';
import type { PrintFigure, PrintParties } from './invoice-print-model.ts';

/** A document against an invoice that prints on its own: a return, or a sale's delivery note. */
export type PrintDocumentKind = 'return' | 'delivery';

/** One line of the document: the invoice line it takes from (row, item, unit) and its own quantity and figures. */
export interface DocumentPrintLine {
  id: number;
  row: number;
  itemCode: string;
  itemName: string;
  unit: string;
  description: string | null;
  quantity: number;
  /** A return's share of the line's net and VAT, and their sum; null on a delivery note (no money). */
  net: number | null;
  vat: number | null;
  total: number | null;
}

export interface DocumentPrintModel {
  kind: PrintDocumentKind;
  titleKey: string;
  number: number;
  date: string;
  notes: string | null;
  parties: PrintParties;
  lines: DocumentPrintLine[];
  /** A return's net, VAT and total given back; empty for a delivery note. */
  figures: PrintFigure[];
  /** What the words line spells: the return's total; null for a delivery note. */
  payable: number | null;
}

const parties = (invoice: Invoice): PrintParties =>
  invoice.kind === 'PURCHASE' ? { seller: 'party', buyer: 'company' } : { seller: 'company', buyer: 'party' };

function linesOf(
  invoice: Invoice,
  lines: readonly { invoiceLineId: number; quantity: number; net?: number; vat?: number }[],
): DocumentPrintLine[] {
  const byId = new Map<number, InvoiceLine>(invoice.lines.map((line) => [line.id, line]));
  return lines.flatMap((entry) => {
    const line = byId.get(entry.invoiceLineId);
    if (!line) return [];
    const money = entry.net !== undefined && entry.vat !== undefined;
    return [
      {
        id: line.id,
        row: line.row,
        itemCode: line.itemCode,
        itemName: line.itemName,
        unit: line.unit,
        description: line.description,
        quantity: entry.quantity,
        net: money ? (entry.net ?? 0) : null,
        vat: money ? (entry.vat ?? 0) : null,
        total: money ? (entry.net ?? 0) + (entry.vat ?? 0) : null,
      },
    ];
  });
}

/**
 * What a printout of one of the invoice's returns or delivery notes holds: its title, number and date, the parties
 * as the invoice has them, its lines by the invoice's rows and, for a return, the figures given back (the API's
 * own: the net, VAT and total of the return). Null when the invoice has no such document.
 */
export function documentPrintModel(
  invoice: Invoice,
  kind: PrintDocumentKind,
  documentId: number,
): DocumentPrintModel | null {
  if (kind === 'return') {
    const found = invoice.returns.find((entry) => entry.id === documentId);
    if (!found) return null;
    const figure = (id: string, key: string, rials: number, strong = false) => ({ id, key, rials, strong });
    return {
      kind,
      titleKey: invoice.kind === 'PURCHASE' ? 'WEB_PRINT_TITLE_PURCHASE_RETURN' : 'WEB_PRINT_TITLE_SELL_RETURN',
      number: found.number,
      date: found.date,
      notes: found.notes,
      parties: parties(invoice),
      lines: linesOf(invoice, found.lines),
      figures: [
        figure('net', 'WEB_PRINT_RETURN_NET', found.net),
        figure('vat-total', 'WEB_INVOICE_VAT_TOTAL', found.vat),
        figure('grand-total', 'WEB_PRINT_RETURN_TOTAL', found.total, true),
      ],
      payable: found.total,
    };
  }
  const note = invoice.deliveries.find((entry) => entry.id === documentId);
  if (!note) return null;
  return {
    kind,
    titleKey: 'WEB_PRINT_TITLE_DELIVERY',
    number: note.number,
    date: note.date,
    notes: note.notes,
    parties: parties(invoice),
    lines: linesOf(invoice, note.lines),
    figures: [],
    payable: null,
  };
}
