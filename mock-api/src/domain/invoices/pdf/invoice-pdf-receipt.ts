import type { InvoicePdfModel } from './invoice-pdf-model.ts';
import type { PdfWriter, Span } from '../../pdf/pdf-writer.ts';

/** An 80 mm roll, 4 mm margins; the page is as long as the receipt measures (one page, as the printer cuts it). */
export const receiptWidth = 226.77;
const margin = 11;
const full: Span = { from: margin, width: receiptWidth - 2 * margin };
const gap = 4;

/** The receipt top to bottom from `top`; answers where it ends. */
function receipt(w: PdfWriter, m: InvoicePdfModel, top: number): number {
  let y = top;
  const centred = (text: string, size: number, bold = false) => {
    y += w.text(text, full, y, { size, bold, align: 'center' });
  };
  centred(m.company, 11, true);
  for (const fact of m.us.facts.slice(0, 2)) centred(fact, 7.5);
  y += gap;
  centred(m.title, 10, true);
  if (m.stamp) y += w.text(m.stamp, full, y, { size: 9, bold: true, color: '#b00020', align: 'center' });
  const pair = (label: string, value: string, bold = false) => {
    w.text(label, full, y, { size: 8, bold });
    y += w.text(value, full, y, { size: 8, bold, align: 'end' });
  };
  pair(m.t('number'), m.number);
  for (const date of m.dates) pair(date.label, date.value);
  y += w.text(`${m.them.heading}: ${m.them.name}`, full, y, { size: 8 });
  for (const fact of m.them.facts.slice(0, 2)) y += w.text(fact, full, y, { size: 7.5 });
  w.rule(full, y + gap / 2, '#000000', true);
  y += gap;
  for (const line of m.lines) {
    y += w.text(line.description, full, y, { size: 8, bold: true });
    w.text(`${line.quantity} × ${line.unitPrice}`, full, y, { size: 8 });
    y += w.text(line.total, full, y, { size: 8, align: 'end' });
    y += w.text(`${m.t('vat')} ${line.vatRate}: ${line.vat}`, full, y, { size: 7, color: '#444444' });
  }
  w.rule(full, y + gap / 2, '#000000', true);
  y += gap;
  for (const figure of m.figures) pair(figure.label, figure.value, figure.strong);
  y += gap;
  y += w.text(`${m.t('inWords')} ${m.words}`, full, y, { size: 7.5, align: 'center' });
  y += w.text(m.amountsIn, full, y, { size: 7, color: '#555555', align: 'center' });
  y += gap;
  if (m.thanks) centred(m.thanks, 8);
  return y + margin;
}

/** Measured first (nothing drawn), then drawn on a page exactly that long. */
export function drawReceipt(w: PdfWriter, m: InvoicePdfModel): void {
  w.measureOnly = true;
  const height = receipt(w, m, margin);
  w.measureOnly = false;
  w.addPage(height);
  receipt(w, m, margin);
}
