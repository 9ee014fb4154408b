import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type Direction, shaperReverses, type VisualRun, visualRuns } from './bidi-runs.ts';

const require = createRequire(import.meta.url);
/** Vazirmatn's TTFs (the `vazirmatn` package): Persian and Latin letters, with the OpenType features that join them. */
const fonts = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
};

/**
 * Any `features` makes pdfkit shape a run whole: without them it lays out each word alone and puts the words side by
 * side in logical order, which reverses the words of a right-to-left run. Empty: the font's default features.
 */
const wholeRun = { features: [] };

/**
 * Widths at size 1 of texts already shaped, by font (and direction, for a logical text), for every document: shaping
 * is most of a PDF's cost and the fonts never change. Emptied when it grows large, so a long-running server keeps
 * it bounded.
 */
const unitWidths = new Map<string, number>();
const widthCacheLimit = 50_000;

/** Each line's bidi runs, by direction: a book repeats its dates, names and labels on every page. */
const lineRuns = new Map<string, VisualRun[]>();

function runsOf(line: string, direction: Direction): VisualRun[] {
  const key = `${direction}\u0000${line}`;
  let runs = lineRuns.get(key);
  if (!runs) {
    if (lineRuns.size > widthCacheLimit) lineRuns.clear();
    runs = visualRuns(line, direction);
    lineRuns.set(key, runs);
  }
  return runs;
}

const reversed = (text: string) => [...text].reverse().join('');

/** A4 in points. */
export const a4 = { width: 595.28, height: 841.89 };

/** Where a text sits in its box: at the side a line starts from (right in fa), at its end, or in the middle. */
export type Align = 'start' | 'end' | 'center';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/** A box across the page measured from the line's start side: `from` points in, `width` wide. */
export interface Span {
  from: number;
  width: number;
}

/**
 * pdfkit with the document's direction: every x is measured from the side lines start on (the right in fa), so one
 * layout serves both languages; text is wrapped by words and each line drawn in bidi order (bidi-runs.ts). With
 * `measureOnly` nothing is drawn and heights still come back, so a receipt can be measured before its page is made.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: Direction;
  readonly pageWidth: number;
  measureOnly = false;

  constructor(direction: Direction, pageWidth: number) {
    this.direction = direction;
    this.pageWidth = pageWidth;
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Creator: 'Daftar', Producer: 'Daftar' } });
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.doc.font('regular');
  }

  /** The page's x of a span's left edge. */
  left(span: Span): number {
    return this.direction === 'rtl' ? this.pageWidth - span.from - span.width : span.from;
  }

  private use(style: TextStyle): void {
    this.doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size ?? 9);
  }

  /** A run's width as drawn (the font and size in use), from the cache when it was shaped before. */
  private runWidth(text: string, style: TextStyle): number {
    const key = `${style.bold ? 'b' : 'r'}\u0000${text}`;
    let unit = unitWidths.get(key);
    if (unit === undefined) {
      if (unitWidths.size > widthCacheLimit) unitWidths.clear();
      unit = this.doc.widthOfString(text, wholeRun) / (style.size ?? 9);
      unitWidths.set(key, unit);
    }
    return unit * (style.size ?? 9);
  }

  /** A logical text's width: the sum of its bidi runs' (shaping does not reach across a space or a run). */
  private textWidth(text: string, style: TextStyle): number {
    const key = `${this.direction}${style.bold ? 'b' : 'r'}\u0000${text}`;
    let unit = unitWidths.get(key);
    if (unit === undefined) {
      const size = style.size ?? 9;
      unit = runsOf(text, this.direction).reduce((sum, run) => sum + this.runWidth(run.text, style), 0) / size;
      unitWidths.set(key, unit);
    }
    return unit * (style.size ?? 9);
  }

  /** The text cut into lines that fit `width`, by words (a word longer than the line stands alone). */
  lines(text: string, width: number, style: TextStyle = {}): string[] {
    this.use(style);
    const space = this.textWidth(' ', style);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        const wordWidth = this.textWidth(word, style);
        if (line !== '' && lineWidth + space + wordWidth > width) {
          lines.push(line);
          line = word;
          lineWidth = wordWidth;
        } else {
          lineWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
          line = line === '' ? word : `${line} ${word}`;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 9) * (style.leading ?? 1.45);
  }

  /** Draws the text wrapped inside the span from `y` down; answers the height it took. */
  text(text: string, span: Span, y: number, style: TextStyle = {}): number {
    const lines = this.lines(text, span.width, style);
    const height = this.lineHeight(style);
    if (this.measureOnly) return lines.length * height;
    const align = style.align ?? 'start';
    lines.forEach((line, index) => {
      this.use(style);
      const runs = runsOf(line, this.direction);
      const widths = runs.map((run) => this.runWidth(run.text, style));
      const total = widths.reduce((sum, width) => sum + width, 0);
      const left = this.left(span);
      const atLeft = (align === 'start') === (this.direction === 'ltr');
      let x = align === 'center' ? left + (span.width - total) / 2 : atLeft ? left : left + span.width - total;
      // Vazirmatn's ascent puts the glyphs' tops at y; a little down centres the line in its height.
      const top = y + index * height + (height - (style.size ?? 9) * 1.2) / 2;
      this.doc.fillColor(style.color ?? '#000000');
      runs.forEach((run, runIndex) => {
        this.drawRun(run.text, x, top, style);
        x += widths[runIndex] ?? 0;
      });
    });
    return lines.length * height;
  }

  /**
   * A run drawn as fontkit would shape it whole, one word at a time: pdfkit keeps the layout of a text it is given
   * without features for the rest of the document, and shapes a text with features anew each time it is drawn (and
   * once more to measure it), which made shaping most of a long book's cost. Words go left to right in the order
   * the whole run's glyphs would (last word first when the shaper reverses the run), each word handed over so the
   * shaper turns it as it would have inside the run.
   */
  private drawRun(text: string, x: number, top: number, style: TextStyle): void {
    const words = text.split(' ');
    const turned = shaperReverses(text);
    if (turned) words.reverse();
    const space = this.runWidth(' ', style);
    let at = x;
    for (const word of words) {
      if (word !== '') {
        this.doc.text(shaperReverses(word) === turned ? word : reversed(word), at, top, { lineBreak: false });
      }
      at += this.runWidth(word, style) + space;
    }
  }

  /** A PNG or JPEG fitted into the span's width and `height`, against the line's start side; answers the height. */
  image(bytes: Buffer, span: Span, y: number, height: number): number {
    if (this.measureOnly) return height;
    // pdfkit puts a fitted image on the left unless told `right`.
    const align = this.direction === 'rtl' ? { align: 'right' as const } : {};
    this.doc.image(bytes, this.left(span), y, { fit: [span.width, height], valign: 'center', ...align });
    return height;
  }

  /** A rectangle over the span, optionally filled. */
  box(span: Span, y: number, height: number, fill?: string): void {
    if (this.measureOnly) return;
    const rect = this.doc.rect(this.left(span), y, span.width, height).lineWidth(0.6);
    if (fill) rect.fillAndStroke(fill, '#555555');
    else rect.stroke('#555555');
  }

  /** A horizontal rule across the span. */
  rule(span: Span, y: number, color = '#555555', dash = false): void {
    if (this.measureOnly) return;
    const left = this.left(span);
    const line = this.doc
      .moveTo(left, y)
      .lineTo(left + span.width, y)
      .lineWidth(0.6);
    if (dash) line.dash(2, { space: 2 }).stroke(color).undash();
    else line.stroke(color);
  }

  addPage(height: number): void {
    this.doc.addPage({ size: [this.pageWidth, height], margin: 0 });
  }

  /** The finished file's bytes. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
