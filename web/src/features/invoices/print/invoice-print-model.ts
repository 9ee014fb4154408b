import type { Invoice, InvoiceKind, InvoiceLine } from '@daftar/contracts/endpoints/invoices-schemas';

/** The paper a printout is laid out for: an A4 sheet, or an 80 mm receipt roll. */
export type Paper = 'a4' | '80mm';
export const papers: readonly Paper[] = ['a4', '80mm'];

/** `?paper=` of the print page; anything else is A4. */
export const paperOf = (value: string | null): Paper => (value === '80mm' ? '80mm' : 'a4');

/** One figure under the lines: its label key, its amount in Rials, and whether it is a total that stands out. */
export interface PrintFigure {
  id: string;
  key: string;
  rials: number;
  strong: boolean;
}

export interface LineSums {
  gross: number;
  discount: number;
  net: number;
  vat: number;
  total: number;
}

/** Who sells and who buys: the company sells on a sale and an estimate, the supplier on a purchase. */
export interface PrintParties {
  seller: 'company' | 'party';
  buyer: 'company' | 'party';
}

export interface InvoicePrintModel {
  titleKey: string;
  /** Printed across a sheet that is not a valid invoice (a draft, a cancelled one); null otherwise. */
  stampKey: string | null;
  parties: PrintParties;
  lines: InvoiceLine[];
  /** The lines table's footer: each column's sum. */
  lineSums: LineSums;
  figures: PrintFigure[];
  /** What the words line spells: the invoice's total. */
  payable: number;
}

const titleKeys: Record<InvoiceKind, string> = {
  SELL: 'WEB_PRINT_TITLE_SELL',
  PURCHASE: 'WEB_PRINT_TITLE_PURCHASE',
  ESTIMATE: 'WEB_PRINT_TITLE_ESTIMATE',
};

function sumLines(lines: readonly InvoiceLine[]): LineSums {
  const sums: LineSums = { gross: 0, discount: 0, net: 0, vat: 0, total: 0 };
  for (const line of lines) {
    sums.gross += line.gross;
    sums.discount += line.discount;
    sums.net += line.net;
    sums.vat += line.vat;
    sums.total += line.total;
  }
  return sums;
}

/**
 * The figures as the invoice page shows them (InvoiceTotalsPanel): the lines' gross, their discounts, VAT, the
 * invoice discount and additions when there are any, the total; then, on an invoice someone owes, what came back,
 * what is paid and the balance due (a negative one is the party's credit). Every figure is the API's own.
 */
function figuresOf(invoice: Invoice): PrintFigure[] {
  const figure = (id: string, key: string, rials: number, strong = false): PrintFigure => ({ id, key, rials, strong });
  const optional = (id: string, key: string, rials: number) => (rials > 0 ? [figure(id, key, rials)] : []);
  const figures = [
    figure('gross', 'WEB_INVOICE_SUBTOTAL', invoice.subtotal + invoice.lineDiscounts),
    ...optional('line-discounts', 'WEB_INVOICE_LINE_DISCOUNTS', invoice.lineDiscounts),
    figure('vat-total', 'WEB_INVOICE_VAT_TOTAL', invoice.vatTotal),
    ...optional('discount', 'WEB_INVOICE_INVOICE_DISCOUNT', invoice.discount),
    ...optional('shipping', 'WEB_INVOICE_SHIPPING', invoice.shipping),
    ...optional('other-additions', 'WEB_INVOICE_OTHER_ADDITIONS', invoice.otherAdditions),
    figure('grand-total', 'WEB_INVOICE_GRAND_TOTAL', invoice.grandTotal, true),
  ];
  if (invoice.kind === 'ESTIMATE') return figures;
  return [
    ...figures,
    ...optional('returned', 'WEB_INVOICE_RETURNED', invoice.returned),
    figure('paid', 'WEB_INVOICE_PAID', invoice.paid),
    invoice.balanceDue < 0
      ? figure('balance-due', 'WEB_INVOICE_PARTY_CREDIT', -invoice.balanceDue, true)
      : figure('balance-due', 'WEB_INVOICE_BALANCE_DUE', invoice.balanceDue, true),
  ];
}

/** What a printout of the invoice holds, whichever the paper. */
export function invoicePrintModel(invoice: Invoice): InvoicePrintModel {
  const purchase = invoice.kind === 'PURCHASE';
  return {
    titleKey: titleKeys[invoice.kind],
    stampKey:
      invoice.status === 'DRAFT'
        ? 'WEB_PRINT_STAMP_DRAFT'
        : invoice.status === 'CANCELLED'
          ? 'WEB_PRINT_STAMP_CANCELLED'
          : null,
    parties: purchase ? { seller: 'party', buyer: 'company' } : { seller: 'company', buyer: 'party' },
    lines: invoice.lines,
    lineSums: sumLines(invoice.lines),
    figures: figuresOf(invoice),
    payable: invoice.grandTotal,
  };
}
