import type { InvoicePdfModel, PdfParty } from './invoice-pdf-model.ts';
import { a4, type PdfWriter, type Span } from '../../pdf/pdf-writer.ts';

/** 12 mm margins (the print screen's @page). */
const margin = 34;
const width = a4.width - 2 * margin;
const bottom = a4.height - margin;
const gray = '#eeeeee';
const pad = 4;

const span = (from: number, spanWidth: number): Span => ({ from: margin + from, width: spanWidth });
const inset = (box: Span): Span => ({ from: box.from + pad, width: box.width - 2 * pad });

/** The lines table's columns from the start side: [key, width]; their widths add up to the page's. */
const columns = [
  ['row', 22],
  ['code', 40],
  ['description', 115],
  ['quantity', 52],
  ['unitPrice', 60],
  ['gross', 60],
  ['discount', 52],
  ['vat', 60],
  ['total', 66],
] as const;
type Column = (typeof columns)[number][0];

const columnSpans = (() => {
  let from = 0;
  return Object.fromEntries(
    columns.map(([key, columnWidth]) => {
      const at = span(from, columnWidth);
      from += columnWidth;
      return [key, at];
    }),
  ) as Record<Column, Span>;
})();

function header(w: PdfWriter, m: InvoicePdfModel): number {
  const top = margin;
  const logo = m.logo ? w.image(m.logo, span(0, 160), top, 44) + 4 : 0;
  const name = logo + w.text(m.company, span(0, 160), top + logo, { size: 13, bold: true });
  const title = span(160, width - 310);
  let middle = w.text(m.title, title, top, { size: 15, bold: true, align: 'center' });
  if (m.stamp) {
    middle += w.text(m.stamp, title, top + middle, {
      size: 12,
      bold: true,
      color: '#b00020',
      align: 'center',
    });
  }
  let facts = 0;
  for (const [label, value] of [[m.t('number'), m.number], ...m.dates.map((date) => [date.label, date.value])]) {
    facts += w.text(`${label}: ${value}`, span(width - 150, 150), top + facts, { size: 10, align: 'end' });
  }
  return top + Math.max(name, middle, facts) + 10;
}

function partyBox(w: PdfWriter, p: PdfParty, box: Span, top: number): number {
  let y = top;
  y += w.text(p.heading, inset(box), y, { size: 9, bold: true });
  y += w.text(p.name, inset(box), y, { size: 10.5, bold: true });
  for (const fact of p.facts) y += w.text(fact, inset(box), y, { size: 8.5 });
  if (p.address) y += w.text(p.address, inset(box), y, { size: 8.5 });
  return y - top + pad;
}

function parties(w: PdfWriter, m: InvoicePdfModel, top: number): number {
  const half = (width - 8) / 2;
  const boxes: [PdfParty, Span][] = [
    [m.seller, span(0, half)],
    [m.buyer, span(half + 8, half)],
  ];
  const was = w.measureOnly;
  w.measureOnly = true;
  const height = Math.max(...boxes.map(([p, box]) => partyBox(w, p, box, top)));
  w.measureOnly = was;
  for (const [p, box] of boxes) {
    w.box(box, top, height);
    partyBox(w, p, box, top + 2);
  }
  return top + height + 10;
}

type Cells = Partial<Record<Column, string>>;

/** One table row: every cell wrapped in its column, the row as tall as its tallest cell; answers the new y. */
function row(w: PdfWriter, cells: Cells, top: number, style: { bold?: boolean; fill?: string; size?: number }): number {
  const size = style.size ?? 8;
  const was = w.measureOnly;
  w.measureOnly = true;
  const height =
    Math.max(...columns.map(([key]) => w.text(cells[key] ?? '', inset(columnSpans[key]), 0, { size }))) + 2 * pad;
  w.measureOnly = was;
  for (const [key] of columns) {
    w.box(columnSpans[key], top, height, style.fill);
    const align = key === 'description' ? 'start' : 'center';
    w.text(cells[key] ?? '', inset(columnSpans[key]), top + pad, { size, bold: style.bold, align });
  }
  return top + height;
}

function tableHeader(w: PdfWriter, m: InvoicePdfModel, top: number): number {
  const cells = Object.fromEntries(columns.map(([key]) => [key, m.t(key)])) as Cells;
  return row(w, cells, top, { bold: true, fill: gray, size: 7.5 });
}

function table(w: PdfWriter, m: InvoicePdfModel, start: number): number {
  let y = tableHeader(w, m, start);
  for (const line of m.lines) {
    const cells: Cells = { ...line, vat: `${line.vat}\n${line.vatRate}` };
    const was = w.measureOnly;
    w.measureOnly = true;
    const height = row(w, cells, 0, {});
    w.measureOnly = was;
    if (y + height > bottom) {
      w.addPage(a4.height);
      y = tableHeader(w, m, margin);
    }
    y = row(w, cells, y, {});
  }
  const sums: Cells = { description: m.t('linesSum'), ...m.sums };
  return row(w, sums, y, { bold: true, fill: gray }) + 10;
}

/** The figures at the end side, the total in words, notes, then the two signature boxes. */
function closing(w: PdfWriter, m: InvoicePdfModel, start: number): void {
  let y = start;
  const figuresSpan = span(width - 230, 230);
  for (const figure of m.figures) {
    const style = { size: 9, bold: figure.strong };
    w.text(figure.label, inset(figuresSpan), y, style);
    y += w.text(figure.value, inset(figuresSpan), y, { ...style, align: 'end' });
    w.rule(figuresSpan, y, '#bbbbbb');
  }
  let left = start;
  const side = span(0, width - 250);
  left += w.text(m.t('inWords'), side, left, { size: 9, bold: true });
  left += w.text(m.words, side, left, { size: 10 });
  left += w.text(m.amountsIn, side, left + 4, { size: 8, color: '#555555' }) + 4;
  if (m.notes) {
    left += w.text(m.t('notes'), side, left + 4, { size: 9, bold: true }) + 4;
    left += w.text(m.notes, side, left, { size: 9 });
  }
  y = Math.max(y, left) + 16;
  const half = (width - 8) / 2;
  for (const [label, box] of [
    [m.t('sellerSignature'), span(0, half)],
    [m.t('buyerSignature'), span(half + 8, half)],
  ] as const) {
    w.box(box, y, 64);
    w.text(label, inset(box), y + pad, { size: 8.5, color: '#555555' });
  }
}

/** The tax office's sale invoice form on A4: header, seller and buyer, the lines with VAT, figures and words. */
export function drawA4(w: PdfWriter, m: InvoicePdfModel): void {
  w.addPage(a4.height);
  let y = header(w, m);
  y = parties(w, m, y);
  y = table(w, m, y);
  // Figures (about 14 pt each), words and the signature boxes stay together on one page.
  if (y + m.figures.length * 14 + 120 > bottom) {
    w.addPage(a4.height);
    y = margin;
  }
  closing(w, m, y);
}
