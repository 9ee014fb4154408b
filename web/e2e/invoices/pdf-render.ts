import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext } from 'playwright-core';

const require = createRequire(import.meta.url);
/** pdf.js's ES module builds; run on the page's main thread (pdf.js's fallback when `pdfjsWorker` is defined). */
const pdfjs = {
  lib: readFileSync(require.resolve('pdfjs-dist/build/pdf.min.mjs'), 'utf8'),
  worker: readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), 'utf8'),
};

export interface RenderedPdf {
  pages: number;
  /** Page 1's text layer as pdf.js reads it (runs in logical order), items joined by a space, spaces collapsed. */
  text: string;
  /** Page 1 drawn at twice 72 dpi, as a PNG. */
  png: Buffer;
  /** The share of dark pixels in the right and left thirds of the page's top tenth (the header). */
  headerInk: { right: number; left: number };
}

/**
 * Draws a PDF's first page with pdf.js in Chromium: a blank page of the same context (no app CSP), the two builds
 * put in as module scripts, the document opened from its bytes.
 */
export async function renderPdf(context: BrowserContext, pdf: Buffer): Promise<RenderedPdf> {
  const page = await context.newPage();
  try {
    await page.setContent('<!doctype html><html><body><canvas id="sheet"></canvas></body></html>');
    await page.addScriptTag({ content: pdfjs.worker, type: 'module' });
    await page.addScriptTag({ content: pdfjs.lib, type: 'module' });
    await page.waitForFunction(() => 'pdfjsLib' in globalThis && 'pdfjsWorker' in globalThis);
    const result = await page.evaluate(async (base64) => {
      // pdf.js's global, typed by what this test uses of it.
      const lib = (globalThis as unknown as { pdfjsLib: PdfJs }).pdfjsLib;
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const doc = await lib.getDocument({ data: bytes }).promise;
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: 2 });
      const canvas = document.getElementById('sheet') as HTMLCanvasElement;
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      const pen = canvas.getContext('2d');
      if (!pen) throw new Error('no 2d canvas');
      pen.fillStyle = '#ffffff';
      pen.fillRect(0, 0, canvas.width, canvas.height);
      await first.render({ canvas, canvasContext: pen, viewport }).promise;
      const content = await first.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ');
      const ink = (from: number, to: number) => {
        const x = Math.round(canvas.width * from);
        const width = Math.round(canvas.width * (to - from));
        const height = Math.round(canvas.height * 0.1);
        const { data } = pen.getImageData(x, 0, width, height);
        let dark = 0;
        for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128) dark += 1;
        return dark / (width * height);
      };
      return {
        pages: doc.numPages,
        text,
        png: canvas.toDataURL('image/png').split(',')[1] ?? '',
        headerInk: { right: ink(2 / 3, 1), left: ink(0, 1 / 3) },
      };
    }, pdf.toString('base64'));
    return { ...result, png: Buffer.from(result.png, 'base64') };
  } finally {
    await page.close();
  }
}

/**
 * Persian text as pdf.js's text layer gives it back: it puts a right-to-left run in logical order by reversing the
 * characters the glyphs map to, so a bracket drawn mirrored reads as the other one, and the lam-alef ligature (one
 * glyph for «لا») reads «ال». The page shows both right; the PDF's text map is per glyph, not per occurrence.
 */
export function asPdfJsReads(text: string): string {
  const mirror: Record<string, string> = { '(': ')', ')': '(' };
  return text.replace(/[()]/g, (bracket) => mirror[bracket] ?? bracket).replace(/لا/g, 'ال');
}

/** The few pdf.js calls used here. */
interface PdfJs {
  getDocument(source: { data: Uint8Array }): {
    promise: Promise<{
      numPages: number;
      getPage(number: number): Promise<{
        getViewport(options: { scale: number }): { width: number; height: number };
        render(options: {
          canvas: HTMLCanvasElement;
          canvasContext: CanvasRenderingContext2D;
          viewport: { width: number; height: number };
        }): { promise: Promise<void> };
        getTextContent(): Promise<{ items: ({ str: string } | object)[] }>;
      }>;
    }>;
  };
}
