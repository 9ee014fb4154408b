import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  text: string;
  /** The item's left edge, width and baseline (from the page's foot) on the page, in points. */
  x: number;
  width: number;
  y: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  /** The items as pdf.js reads them (a right-to-left run back in logical order), in drawing order. */
  items: PdfTextItem[];
  /** The items joined by a space, spaces collapsed. */
  text: string;
}

/** Every page's text as pdf.js reads it. */
export async function pdfPagesText(pdf: Buffer): Promise<PdfPageText[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, width: item.width, y: item.transform[5] as number }]
        : [],
    );
    const text = items
      .map((item) => item.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push({ width: page.view[2] ?? 0, height: page.view[3] ?? 0, items, text });
  }
  return pages;
}
