import { type Align, a4, type PdfWriter, type Span } from '../../../pdf/pdf-writer.ts';
import type { BookColumn, BookPdfModel, BookRow, BookSheet } from './book-pdf-model.ts';

/**
 * Margins in points: 12 mm, and 18 mm on the side the book is bound on (the lines' start side: the right in fa), so
 * a bound or copied page keeps every figure clear of the spine and the copier's edge.
 */
const margin = { top: 34, bottom: 34, start: 51, end: 34 };
const width = a4.width - margin.start - margin.end;
const bottom = a4.height - margin.bottom;
const pad = 3;
const tint = '#eeeeee';
/** The tallest a row gets (two lines of 8 pt): few rows a page spread out, many shrink to fit. */
const tallestRow = 24;
const headerRowHeight = 16;
/** Room kept under the table for the closing lines, on every sheet, so all sheets share one row height. */
const closingRoom = 40;

const span = (from: number, spanWidth: number): Span => ({ from: margin.start + from, width: spanWidth });
const inset = (box: Span): Span => ({ from: box.from + pad, width: box.width - 2 * pad });

function columnSpans(columns: BookColumn[]): Span[] {
  const shares = columns.reduce((sum, column) => sum + column.width, 0);
  let from = 0;
  return columns.map((column) => {
    const columnWidth = (column.width / shares) * width;
    const at = span(from, columnWidth);
    from += columnWidth;
    return at;
  });
}

/** The sheet's head: the company at the start side, the book in the middle, the page number at the end side. */
function header(w: PdfWriter, m: BookPdfModel, sheet: BookSheet | null): number {
  const third = width / 3;
  const top = margin.top;
  let start = w.text(m.company, span(0, third), top, { size: 11, bold: true });
  for (const fact of m.facts) start += w.text(fact, span(0, third), top + start, { size: 8 });
  const middle = span(third, third);
  let centre = w.text(m.book, middle, top, { size: 13, bold: true, align: 'center' });
  for (const line of [m.year, m.period, m.registration]) {
    if (line) centre += w.text(line, middle, top + centre, { size: 8, align: 'center' });
  }
  if (sheet?.heading) centre += w.text(sheet.heading, middle, top + centre, { size: 9, bold: true, align: 'center' });
  let end = sheet
    ? w.text(m.page(sheet.number), span(2 * third, third), top, { size: 12, bold: true, align: 'end' })
    : 0;
  end += w.text(m.amountsIn, span(2 * third, third), top + end, { size: 7.5, color: '#555555', align: 'end' });
  const below = top + Math.max(start, centre, end) + 4;
  w.rule(span(0, width), below, '#000000');
  return below + 6;
}

/** A cell's text at the largest size up to `size` whose wrapped lines fit the row's height. */
function fitted(w: PdfWriter, text: string, box: Span, height: number, size: number, bold: boolean) {
  let fit = Math.min(size, (height - 2) / 1.3);
  for (;;) {
    const style = { size: fit, bold, leading: 1.3 };
    const lines = w.lines(text, box.width, style).length;
    if (lines * w.lineHeight(style) <= height - 2 || fit <= 4) return { style, height: lines * w.lineHeight(style) };
    fit *= 0.92;
  }
}

const alignOf = (column: BookColumn): Align =>
  column.numeric ? 'end' : column.key === 'account' || column.key === 'description' ? 'start' : 'center';

/** One table row, every cell boxed, its text fitted and centred in the row's height. */
function row(
  w: PdfWriter,
  m: BookPdfModel,
  spans: Span[],
  cells: BookRow['cells'],
  top: number,
  look: { height: number; size: number; bold: boolean; fill?: string | undefined },
): number {
  m.columns.forEach((column, index) => {
    const box = spans[index];
    if (!box) return;
    w.box(box, top, look.height, look.fill);
    const text = cells[column.key];
    if (!text) return;
    const cell = fitted(w, text, inset(box), look.height, look.size, look.bold);
    const align = look.bold && column.key === 'description' ? 'start' : alignOf(column);
    w.text(text, inset(box), top + (look.height - cell.height) / 2, { ...cell.style, color: '#000000', align });
  });
  return top + look.height;
}

/** The page's rows share its height: the book's rows a page, its two carried rows, and the room to close it. */
function rowHeight(tableTop: number, rowsPerPage: number): number {
  return Math.min(tallestRow, (bottom - closingRoom - tableTop - headerRowHeight) / (rowsPerPage + 2));
}

function sheetPage(w: PdfWriter, m: BookPdfModel, spans: Span[], sheet: BookSheet): void {
  w.addPage(a4.height);
  const tableTop = header(w, m, sheet);
  const height = rowHeight(tableTop, m.rowsPerPage);
  const titles = Object.fromEntries(m.columns.map((column) => [column.key, column.header]));
  let y = row(w, m, spans, titles, tableTop, { height: headerRowHeight, size: 7.5, bold: true, fill: tint });
  for (const each of sheet.rows) {
    y = row(w, m, spans, each.cells, y, {
      height,
      size: 8,
      bold: each.total,
      fill: each.total ? '#f6f6f6' : undefined,
    });
  }
  y += 6;
  for (const line of sheet.closing) y += w.text(line, span(0, width), y, { size: 8.5, bold: true });
}

/** Each of the book's pages on an A4 sheet of its own; a period without rows is one sheet saying so. */
export function drawBook(w: PdfWriter, m: BookPdfModel): void {
  const spans = columnSpans(m.columns);
  for (const sheet of m.sheets) sheetPage(w, m, spans, sheet);
  if (m.sheets.length === 0) {
    w.addPage(a4.height);
    const top = header(w, m, null);
    w.text(m.empty, span(0, width), top + 20, { size: 11, align: 'center' });
  }
}
