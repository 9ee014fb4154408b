import { mkdirSync, writeFileSync } from 'node:fs';
import { armanProfileExample, armanSettingsExample } from '@daftar/contracts/endpoints/company-profile-example';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalJournalPdf, legalLedgerPdf } from '../../src/domain/accounting/legal-books/pdf/book-pdf.ts';
import { updateLegalBookSettings } from '../../src/domain/accounting/legal-books/settings.ts';
import { updateCompanyProfile } from '../../src/domain/company-profile/company-profile.ts';
import { updateCompanySettings } from '../../src/domain/company-profile/company-settings.ts';
import { addDays } from '@daftar/db/accounting/calendar';
import { createVoucher, finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { formatDate } from '../../src/domain/pdf/pdf-format.ts';
import { type Books, cr, dr, openBooks } from '../accounting/books.ts';
import { farvardinBooks, j, month } from './farvardin-books.ts';
import { pdfPagesText } from './pdf-text.ts';

/** The files are kept for a person to look at, beside the e2e suite's screenshots (as the invoices' PDFs are). */
const keep = new URL('../../../web/e2e/.artifacts/pdf/', import.meta.url);
const kept = (data: Buffer, name: string) => {
  mkdirSync(keep, { recursive: true });
  writeFileSync(new URL(name, keep), data);
  return data;
};

/** Farvardin's books as worked out by hand in farvardin-books.ts: 4 rows a page, the journal from page 11. */
let b: Books;
beforeAll(() => {
  b = farvardinBooks();
  updateCompanyProfile(b.db, b.companyId, armanProfileExample);
});
afterAll(() => b.dispose());

/** A figure in Rials as the fa PDF writes it: Persian digits, the Persian group separator. */
const fa = (rials: number) => new Intl.NumberFormat('fa-IR').format(rials);
const M = 1_000_000;
/** «صفحهٔ n» as pdf.js reads it back: the hamza above the heh comes before it. */
const pageLabel = (number: number) => `صفحٔه ${fa(number)}`;

describe("the legal journal's PDF of Farvardin 1405", () => {
  it('one sheet per book page, 11 to 14, each under the header, carried in and out as worked out by hand', async () => {
    const pages = await pdfPagesText(
      kept((await legalJournalPdf(b.db, b.companyId, month)).data, 'legal-journal-fa.pdf'),
    );
    expect(pages).toHaveLength(4);
    const carried = [
      [0, 0, 144, 44],
      [144, 44, 199, 149],
      [199, 149, 231, 209],
      [231, 209, 242, 242],
    ];
    pages.forEach((page, index) => {
      // The header: the company, its national id and economic code, the book, the year, the registration, the page.
      for (const fact of ['بازرگانی آرمان', '۱۰۳۲۰۵۴۱۷۶۱', '۴۱۱۱۳۵۶۷۸۹۱۲', 'دفتر روزنامه', 'سال مالی ۱۴۰۵', '۱۲۳۴۵']) {
        expect(page.text).toContain(fact);
      }
      expect(page.text).toContain(pageLabel(11 + index));
      const [inDebit = 0, inCredit = 0, outDebit = 0, outCredit = 0] = carried[index] ?? [];
      expect(page.text).toContain(`قبل ${fa(inDebit * M)} ${fa(inCredit * M)}`);
      const closing = index === 3 ? 'جمع کل' : 'بعد';
      expect(page.text).toContain(`${closing} ${fa(outDebit * M)} ${fa(outCredit * M)}`);
      // Persian digits only: no Latin digit anywhere on the sheet.
      expect(page.text).not.toMatch(/[0-9]/);
    });
    // The four rows of page 12, in order, the first a row of voucher 1–2's day.
    expect(pages[1]?.text).toContain(`۱ ۱۴۰۵/۰۱/۰۱ ۵۱ سرمایه خالصه اسناد ۱ تا ۲ ${fa(100 * M)}`);
    // The last sheet closes with the period's own totals.
    expect(pages[3]?.text).toContain(`بدهکار ${fa(242 * M)}، بستانکار ${fa(242 * M)} ریال`);
    expect(pages.map((page) => page.text.includes('جمع دوره'))).toEqual([false, false, false, true]);
  });

  it('a range from 01/03 prints the pages holding its rows, 13 and 14, carried from the year’s first row', async () => {
    const pages = await pdfPagesText((await legalJournalPdf(b.db, b.companyId, { from: j(3), to: j(31) })).data);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.text).toContain(pageLabel(13));
    expect(pages[0]?.text).toContain(`قبل ${fa(199 * M)} ${fa(149 * M)}`);
    // The period's totals are its rows alone (43M a side), the carried totals the year's.
    expect(pages[1]?.text).toContain(`جمع کل ${fa(242 * M)} ${fa(242 * M)}`);
    expect(pages[1]?.text).toContain(`بدهکار ${fa(43 * M)}، بستانکار ${fa(43 * M)} ریال`);
  });

  it('keeps every text inside the sheet: a full page of 100 rows, and a month of rows on one', async () => {
    const full = openBooks();
    try {
      updateCompanyProfile(full.db, full.companyId, armanProfileExample);
      // A cash sale a day for 60 days: two rows a day, 120 rows, the first page full at 100.
      for (let day = 1; day <= 60; day++) {
        const date = addDays(j(1), day - 1);
        const lines = [dr(full.acc('1101'), day * 1_000_000), cr(full.acc('6101'), day * 1_000_000)];
        finaliseVoucher(
          full.db,
          full.companyId,
          createVoucher(full.db, full.companyId, full.userId, { date, lines }).id,
        );
      }
      const settings = { sealDate: j(1), registrationNumber: null, firstPage: 1 };
      const books = { journal: settings, ledger: settings, rowsPerPage: 100, openingClosingApart: true };
      updateLegalBookSettings(full.db, full.companyId, full.yearId, { ...books, granularity: 'DAY' });
      const daily = await pdfPagesText(
        kept((await legalJournalPdf(full.db, full.companyId, {})).data, 'legal-journal-100.pdf'),
      );
      expect(daily).toHaveLength(2);
      expect(daily[0]?.text).toContain(`۱۰۰ ${formatDate(addDays(j(1), 49), 'fa')}`);
      updateLegalBookSettings(full.db, full.companyId, full.yearId, { ...books, granularity: 'MONTH' });
      const monthly = await pdfPagesText((await legalJournalPdf(full.db, full.companyId, {})).data);
      const ledger = await pdfPagesText((await legalLedgerPdf(full.db, full.companyId, {})).data);
      for (const page of [...daily, ...monthly, ...ledger]) {
        for (const item of page.items) {
          expect(item.x).toBeGreaterThanOrEqual(30);
          expect(item.x + item.width).toBeLessThanOrEqual(page.width - 30);
          expect(item.y).toBeGreaterThanOrEqual(30);
          expect(item.y).toBeLessThanOrEqual(page.height - 30);
        }
      }
    } finally {
      full.dispose();
    }
  });
});

describe("the legal ledger's PDF of Farvardin 1405", () => {
  it('kol 11 on its own pages 1 and 2, each row citing its journal page and line, the balance on its side', async () => {
    const file = await legalLedgerPdf(b.db, b.companyId, { ...month, accountId: b.acc('1101') });
    const pages = await pdfPagesText(kept(file.data, 'legal-ledger-fa.pdf'));
    expect(pages).toHaveLength(2);
    // The kol under the book's name (pdf.js reads its number's run before the dash's).
    for (const page of pages) expect(page.text).toContain('— ۱۱ موجودی نقد و بانک');
    expect(pages[0]?.text).toContain(`صفحه ۱۱، ردیف ۴ خالصه اسناد ۱ تا ۲ ${fa(44 * M)} بد ${fa(56 * M)}`);
    expect(pages[0]?.text).toContain(`بعد ${fa(155 * M)} ${fa(44 * M)} بد ${fa(111 * M)}`);
    expect(pages[1]?.text).toContain(`قبل ${fa(155 * M)} ${fa(44 * M)} بد ${fa(111 * M)}`);
    expect(pages.map((page) => page.text.includes(pageLabel(1)))).toEqual([true, false]);
    expect(pages[1]?.text).toContain(pageLabel(2));
    expect(pages[1]?.text).toContain(`بدهکار ${fa(166 * M)}، بستانکار ${fa(54 * M)} ریال`);
  });

  it('every kol: one book page per kol page, the last closing with the period’s totals of them all', async () => {
    const pages = await pdfPagesText((await legalLedgerPdf(b.db, b.companyId, month)).data);
    // Kol 11 takes two pages, the seven other kols one each.
    expect(pages).toHaveLength(9);
    expect(pages.at(-1)?.text).toContain(`بدهکار ${fa(242 * M)}، بستانکار ${fa(242 * M)} ریال`);
  });
});

describe('in English', () => {
  it('left to right, Gregorian dates, Latin digits, the same pages', async () => {
    try {
      updateCompanySettings(b.db, b.companyId, { ...armanSettingsExample, documentLanguage: 'en' });
      const file = kept((await legalJournalPdf(b.db, b.companyId, month)).data, 'legal-journal-en.pdf');
      const pages = await pdfPagesText(file);
      expect(pages).toHaveLength(4);
      expect(pages[0]?.text).toContain('Journal');
      expect(pages[0]?.text).toContain('Fiscal year 1405');
      expect(pages[0]?.text).toContain('Page 11');
      expect(pages[0]?.text).toContain('Brought forward from the previous page 0 0');
      expect(pages[0]?.text).toContain('03/21/2026');
      expect(pages[3]?.text).toContain('Totals 242,000,000 242,000,000');
    } finally {
      updateCompanySettings(b.db, b.companyId, { ...armanSettingsExample, documentLanguage: 'fa' });
    }
  });
});
