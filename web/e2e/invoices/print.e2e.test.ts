import { companyProfileEndpoints } from '@daftar/contracts/endpoints/company-profile';
import { invoicePdfName } from '@daftar/contracts/endpoints/invoice-pdf';
import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadBy } from '../harness/downloads.ts';
import { formatDate } from '../../src/lib/format/format-date.ts';
import { englishNumberWords, persianNumberWords } from '@daftar/contracts/invoices/number-words';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { fitsWidth, screenshot, viewports } from '../harness/browser.ts';
import { artifactsDir } from '../harness/global-setup.ts';
import { toLatin, toPersian } from '../harness/digits.ts';
import { browserPerFile } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { asPdfJsReads, renderPdf } from './pdf-render.ts';
import { amountIn } from './support.ts';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A seeded sale paid in part (so the printout has paid and balance due), read whole through the API. */
async function seededSale(api: Api, companyId: number): Promise<Invoice> {
  const list = await api.call(invoicesEndpoints.list, {
    params: { companyId },
    query: { page: 1, pageSize: 1, kind: 'SELL', status: 'PARTIALLY_PAID' },
  });
  const summary = list.data[0];
  if (!summary) throw new Error(`company ${companyId} has no seeded sale paid in part`);
  return (await api.call(invoicesEndpoints.get, { params: { companyId, id: summary.id } })).itemInfo;
}

/** A 160 × 80 PNG drawn by the page's canvas, uploaded as the company's logo the way its info screen sends one. */
async function uploadLogo(page: Page, api: Api, companyId: number): Promise<void> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 80;
    const pen = canvas.getContext('2d');
    if (!pen) throw new Error('no 2d canvas');
    pen.fillStyle = '#0f766e';
    pen.fillRect(0, 0, 160, 80);
    pen.fillStyle = '#ffffff';
    pen.font = 'bold 44px sans-serif';
    pen.fillText('AR', 46, 56);
    return canvas.toDataURL('image/png');
  });
  await api.call(companyProfileEndpoints.updateLogo, { params: { companyId }, body: { dataUrl } });
}

/** The PDF's pages, each as its MediaBox's width and height in points (Chromium writes page objects uncompressed). */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = [...text.matchAll(/\/Type\s*\/Page(?![s\w])[\s\S]*?\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)];
  return pages.map((match) => {
    const [, , width = 0, height = 0] = (match[1] ?? '').trim().split(/\s+/).map(Number);
    return { width, height };
  });
}

/** The paper's width in CSS pixels, so a print-media screenshot shows the sheet as the page lays it out. */
const paperPx = { a4: { width: 794, height: 1123 }, '80mm': { width: 302, height: 900 } };

/** Saves a PDF beside the screenshots, for people to open. */
const keepPdf = (pdf: Buffer, name: string) => writeFileSync(join(artifactsDir, 'screenshots', `${name}.pdf`), pdf);

const mm = (points: number) => Math.round((points * 25.4) / 72);

/** The printed sheet's figures as a reader checks them: number, date, the total and the balance, the words. */
async function expectFigures(page: Page, invoice: Invoice, words: string) {
  expect(await amountIn(page, 'print-grand-total')).toBe(invoice.grandTotal);
  expect(await amountIn(page, 'print-paid')).toBe(invoice.paid);
  expect(await amountIn(page, 'print-balance-due')).toBe(invoice.balanceDue);
  await expect.poll(() => page.getByTestId('print-line').count()).toBe(invoice.lines.length);
  await expect.poll(() => page.getByTestId('print-words').textContent()).toBe(words);
}

describe('printing an invoice on A4 and on an 80 mm receipt, and its PDF', () => {
  const chromium = browserPerFile();

  it('fa on desktop: opened from the invoice, right to left with Persian digits, a one-page A4 PDF', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.fa);
    const companyId = await activeCompany(page);
    const api = await apiAs(readerOf.fa);
    await uploadLogo(page, api, companyId);
    const invoice = await seededSale(api, companyId);
    const profile = (await api.call(companyProfileEndpoints.get, { params: { companyId } })).itemInfo;

    await page.goto(url(`/invoices/sell/${invoice.id}`));
    // The server's PDF through the button beside Print, drawn by pdf.js: its text layer and its ink.
    const download = await downloadBy(page, 'invoice-pdf-download');
    expect(download.suggestedFilename()).toBe(invoicePdfName(invoice.displayNumber, invoice.id));
    const pdf = readFileSync(await download.path());
    keepPdf(pdf, 'invoices-pdf-a4-fa');
    const drawn = await renderPdf(context, pdf);
    writeFileSync(join(artifactsDir, 'screenshots', 'invoices-pdf-a4-fa.png'), drawn.png);
    expect(drawn.text).toContain(toPersian(invoice.displayNumber ?? ''));
    expect(drawn.text).toContain(`${persianNumberWords(invoice.grandTotal)} ریال`);
    expect(drawn.text).toContain(asPdfJsReads(invoice.stakeholderName));
    // Right to left: the company's name starts the header on the right.
    expect(drawn.headerInk.right).toBeGreaterThan(0.002);
    await page.getByTestId('invoice-print-open').click();
    await page.waitForURL(`**/invoices/sell/print/${invoice.id}`);
    await page.getByTestId('print-sheet').waitFor();
    await page.getByTestId('print-logo').waitFor();
    await expect.poll(() => page.getByTestId('print-company-name').textContent()).toBe(profile.name);
    await expect
      .poll(() => page.getByTestId('print-number').textContent())
      .toBe(toPersian(invoice.displayNumber ?? ''));
    await expect.poll(() => page.getByTestId('print-date').textContent()).toBe(formatDate(invoice.issueDate, 'fa'));
    await expectFigures(page, invoice, `${persianNumberWords(invoice.grandTotal)} ریال`);
    // Persian digits only, and the row number's column on the right (the table reads right to left).
    const figures = (await page.getByTestId('print-figures').textContent()) ?? '';
    expect(figures).not.toMatch(/[0-9]/);
    expect(toLatin(figures)).toMatch(/[0-9]/);
    const heads = page.getByTestId('print-lines').locator('thead th');
    const first = await heads.first().boundingBox();
    const last = await heads.last().boundingBox();
    expect(first && last && first.x > last.x).toBe(true);
    await expect.poll(() => page.getByTestId('print-seller').textContent()).toContain(profile.name);
    await expect.poll(() => page.getByTestId('print-buyer').textContent()).toContain(invoice.stakeholderName);

    await screenshot(page, 'invoices-print-screen-fa-desktop');

    // Printed: the sheet alone, one A4 page.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.app-header').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('print-now').isVisible()).toBe(false);
    await page.setViewportSize(paperPx.a4);
    await screenshot(page, 'invoices-print-a4-fa-desktop');
    const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(a4.byteLength).toBeGreaterThan(0);
    keepPdf(a4, 'invoices-print-a4-fa');
    expect(pdfPages(a4).map(({ width, height }) => [mm(width), mm(height)])).toEqual([[210, 297]]);

    // The receipt: 80 mm wide, one page as long as the receipt.
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(viewports.desktop);
    await page.getByTestId('print-paper-80mm').click();
    await expect.poll(() => page.getByTestId('invoice-print').getAttribute('data-paper')).toBe('80mm');
    await expectFigures(page, invoice, `${persianNumberWords(invoice.grandTotal)} ریال`);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize(paperPx['80mm']);
    await screenshot(page, 'invoices-print-80mm-fa-desktop');
    const receiptPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    keepPdf(receiptPdf, 'invoices-print-80mm-fa');
    const receipt = pdfPages(receiptPdf);
    expect(receipt).toHaveLength(1);
    expect(mm(receipt[0]?.width ?? 0)).toBe(80);
    await context.close();
  });

  it('en on desktop, then a 375 px phone: the company’s document language, Gregorian dates, words in Tomans', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    const companyId = await activeCompany(page);
    const api = await apiAs(readerOf.en);
    const invoice = await seededSale(api, companyId);

    // The seeded company prints in Persian: from English screens too, the sheet is right to left, in Persian words.
    await page.goto(url(`/invoices/sell/print/${invoice.id}?paper=a4`));
    await page.getByTestId('print-sheet').waitFor();
    await expect.poll(() => page.getByTestId('print-sheet').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByTestId('print-date').textContent()).toBe(formatDate(invoice.issueDate, 'fa'));
    await expect
      .poll(() => page.getByTestId('print-words').textContent())
      .toBe(`${persianNumberWords(invoice.grandTotal)} ریال`);
    await expect.poll(() => page.getByTestId('print-language').textContent()).toContain('Persian');

    // Its owner (the fa reader; the en reader keeps its books) makes documents English, amounts in Tomans.
    const owner = await apiAs(readerOf.fa);
    const settings = (await owner.call(companyProfileEndpoints.getSettings, { params: { companyId } })).itemInfo;
    await owner.call(companyProfileEndpoints.updateSettings, {
      params: { companyId },
      body: { ...settings, documentLanguage: 'en', amountUnit: 'TOMAN' },
    });
    const tomans = Math.floor(invoice.grandTotal / 10);
    const rest = invoice.grandTotal % 10;
    const words = `${englishNumberWords(tomans)} tomans${rest ? ` and ${englishNumberWords(rest)} rials` : ''}`;
    await page.reload();
    await page.getByTestId('print-sheet').waitFor();
    // The reload may paint the last answers kept from before the change first; the fresh settings follow.
    await expect.poll(() => page.getByTestId('print-words').textContent()).toBe(words);
    await expect.poll(() => page.getByTestId('print-sheet').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.getByTestId('print-date').textContent()).toBe(formatDate(invoice.issueDate, 'en'));
    // Tomans as the page shows them (a Rial left over is their one decimal).
    expect(await amountIn(page, 'print-grand-total')).toBe(rest ? tomans * 10 + rest : tomans);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize(paperPx.a4);
    await screenshot(page, 'invoices-print-a4-en-desktop');

    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(viewports.desktop);
    await page.getByTestId('print-paper-80mm').click();
    await expect.poll(() => page.getByTestId('invoice-print').getAttribute('data-paper')).toBe('80mm');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize(paperPx['80mm']);
    await screenshot(page, 'invoices-print-80mm-en-desktop');

    // On a phone the page keeps the screen's width: the receipt fits, a wider sheet scrolls inside its stage.
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(viewports.phone);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'invoices-print-80mm-en-phone');
    await page.getByTestId('print-paper-a4').click();
    await expect.poll(() => page.getByTestId('invoice-print').getAttribute('data-paper')).toBe('a4');
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});
