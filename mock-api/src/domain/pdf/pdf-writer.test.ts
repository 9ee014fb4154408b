import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { ltrIsolate } from './bidi-runs.ts';
import { PdfWriter } from './pdf-writer.ts';

const fontPath = createRequire(import.meta.url).resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');

/** Each text item of page 1 as pdf.js reads it (a right-to-left run back in logical order), in drawing order. */
async function itemsOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
}

describe('shaping with Vazirmatn', () => {
  it("joins Persian letters: fontkit picks each letter's joining form and lays the word out right to left", () => {
    const font = fontkit.openSync(fontPath);
    if (!('layout' in font)) throw new Error('Vazirmatn-Regular.ttf is one font, not a collection');
    const word = 'صورتحساب';
    const run = font.layout(word);
    expect(run.direction).toBe('rtl');
    // In logical order, by the Unicode presentation forms Vazirmatn names its glyphs after: ص initial, و final,
    // ر alone (و does not join to the left), ت initial, ح and س medial, ا final, ب alone (nor does ا).
    expect(run.glyphs.map((glyph) => glyph.name).reverse()).toEqual([
      'uniFEBB',
      'uniFEEE',
      'uni0631',
      'uniFE97',
      'uniFEA4',
      'uniFEB4',
      'uniFE8E',
      'uni0628',
    ]);
  });
});

describe('PdfWriter: lines drawn in bidi order', () => {
  it('keeps a Persian line whole, so its words read in order (pdfkit alone would reverse them)', async () => {
    const writer = new PdfWriter('rtl', 400);
    writer.addPage(200);
    writer.text('بازرگانی آرمان', { from: 10, width: 380 }, 10, { size: 12 });
    writer.text(`شماره: ${ltrIsolate('S-۱۲')}`, { from: 10, width: 380 }, 40);
    const items = await itemsOf(await writer.finish());
    expect(items[0]).toBe('بازرگانی آرمان');
    // The label and the number isolated in it, read back in logical order as one line.
    expect(items[1]).toBe('شماره: S-۱۲');
  });

  it('draws a run word by word as it would be shaped whole: punctuation between Persian words keeps its side', async () => {
    const writer = new PdfWriter('rtl', 400);
    writer.addPage(200);
    // «): » stands in a right-to-left run beside «بدهکار»: alone the shaper would not turn it, in the run it would.
    writer.text('جمع دوره (از ۱ تا ۲): بدهکار ۳', { from: 10, width: 380 }, 10);
    // pdf.js reads a right-to-left run back reversed, its brackets unmirrored (see e2e asPdfJsReads).
    expect((await itemsOf(await writer.finish())).join(' ')).toBe('جمع دوره )از ۱ تا ۲(: بدهکار ۳');
  });

  it('wraps by words within the width, right-aligned lines starting on the right', () => {
    const writer = new PdfWriter('rtl', 400);
    const text = 'نه میلیون و سیصد و نود و هفت هزار و پانصد ریال';
    const lines = writer.lines(text, 80, { size: 10 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    expect(writer.left({ from: 10, width: 80 })).toBe(400 - 10 - 80);
  });
});
